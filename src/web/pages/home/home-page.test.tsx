import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { aCard, aCardPhoto } from '../../test/listings.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toast } from '../../toast.ts';
import HomePage from './home-page.tsx';

// The home sections are asked for as cards: each photo one address pattern.
const listing = aCard({
  city: 'Mumbai',
  locality: 'Andheri West',
  photos: [aCardPhoto(1), aCardPhoto(2)],
  title: '1BHK in Andheri West',
});

describe('the home page', () => {
  beforeEach(() => {
    // happy-dom does not know the <search> element browsers have; React says so once. Every other
    // console.error still fails the test (src/test/setup.ts).
    const collect = vi.mocked(console.error).getMockImplementation();
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('is unrecognized in this browser') && args[1] === 'search') return;
      collect?.(...args);
    });
    fakeApi({
      '/api/listing/getListings': { body: { recommended: [listing], best_deals: [], weekend_home: [] } },
      '/api/listing/getCategories': {
        body: {
          categories: [
            { id: 1, property_type: 'APARTMENT' },
            { id: 2, property_type: 'WEEKEND_HOME' },
          ],
        },
      },
      '/api/listing/getStats': { body: { trusted_by: 14678, live_properties: 320, cities: 12 } },
    });
  });

  it('reads in English', async () => {
    renderWithApp(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Help you find the best place to stay.' }),
    ).toBeTruthy();
    expect(screen.getByPlaceholderText('Search House, Apartments etc.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Recommended Properties' })).toBeTruthy();
    expect(
      await screen.findByText('No best deals in Mumbai right now. New homes are listed every day.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Weekend Home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to wishlist' }).title).toBe(
      'Add 1BHK in Andheri West to your wishlist',
    );
    const photo = screen.getByAltText('1BHK in Andheri West, photo 1 of 2');
    expect(photo.getAttribute('src')).toBe('/media/p1-card.webp');
    expect(photo.getAttribute('srcset')).toBe(
      '/media/p1-card.webp 400w, /media/p1-sm.webp 480w, /media/p1-md.webp 960w',
    );
    const figures = await screen.findByRole('region', { name: 'Thikana in numbers' });
    expect(await within(figures).findByText('14,678')).toBeTruthy();
    expect(within(figures).getByText('Trusted By')).toBeTruthy();
  });

  it('reads in Hindi, the card and the rest of the home included', async () => {
    await applyLanguage('hi');
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => {});
    renderWithApp(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'रहने की सबसे अच्छी जगह ढूँढने में हम आपकी मदद करते हैं।' }),
    ).toBeTruthy();
    expect(screen.getByPlaceholderText('घर, अपार्टमेंट वगैरह खोजें')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'सुझाई गई प्रॉपर्टी' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी सुझाई गई प्रॉपर्टी देखें' })).toBeTruthy();
    expect(await screen.findByText('मुंबई में अभी कोई बेहतरीन डील नहीं है। हर दिन नए घर लिस्ट होते हैं।')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'वीकेंड होम' })).toBeTruthy();
    expect(screen.getByText('प्रीमियम प्रॉपर्टी')).toBeTruthy();

    const heart = screen.getByRole('button', { name: 'विशलिस्ट में जोड़ें' });
    expect(heart.title).toBe('अंधेरी वेस्ट में 1BHK अपार्टमेंट को अपनी विशलिस्ट में जोड़ें');
    expect(screen.getByAltText('अंधेरी वेस्ट में 1BHK अपार्टमेंट, 2 में से फ़ोटो 1')).toBeTruthy();
    await userEvent.click(heart);
    expect(warning).toHaveBeenCalledWith('पहले लॉग इन करना ज़रूरी है');

    expect(await screen.findByRole('link', { name: /ब्रोकर की लिस्टिंग/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'किराये पर देने के लिए जगह है?' })).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'आँकड़ों में Thikana' });
    expect(await within(figures).findByText('14,678')).toBeTruthy();
    expect(within(figures).getByText('भरोसा करने वाले')).toBeTruthy();
    expect(screen.queryByText(/^(home|card|header)\./)).toBeNull();
  });
});
