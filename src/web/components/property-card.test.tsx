import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../i18n/use-language.ts';
import { aListing } from '../test/listings.ts';
import { renderWithApp } from '../test/render.tsx';
import { PropertyCard } from './property-card.tsx';

describe('a listing card', () => {
  it('shows the title the API gives, and the place as stored, in English', () => {
    renderWithApp(<PropertyCard listing={aListing()} />);
    expect(screen.getByRole('heading', { name: '1BHK Apartment in Koramangala' })).toBeTruthy();
    expect(screen.getByText('Koramangala, Bengaluru')).toBeTruthy();
  });

  it('says Good price on a listing whose rent is below the middle half of homes like it, and not otherwise', () => {
    const { unmount } = renderWithApp(<PropertyCard listing={aListing({ good_price: true })} />);
    expect(screen.getByText('Good price')).toBeTruthy();
    unmount();
    renderWithApp(<PropertyCard listing={aListing()} />);
    expect(screen.queryByText('Good price')).toBeNull();
  });

  it('says Good price in Hindi for a Hindi reader', async () => {
    await chooseLanguage('hi');
    renderWithApp(<PropertyCard listing={aListing({ good_price: true })} />);
    expect(screen.getByText('अच्छा किराया')).toBeTruthy();
  });

  it('composes the title in Hindi and names the place in Devanagari for a Hindi reader', async () => {
    await chooseLanguage('hi');
    renderWithApp(
      <PropertyCard
        listing={aListing({
          city: 'Mumbai',
          locality: 'Andheri West',
          configuration: 'DOUBLE_SHARING',
          property_type: 'PG_HOSTEL',
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'अंधेरी वेस्ट में डबल शेयरिंग PG/हॉस्टल' })).toBeTruthy();
    expect(screen.getByText('अंधेरी वेस्ट, मुंबई')).toBeTruthy();
  });

  it('keeps a locality it has no Hindi name for as the poster typed it', async () => {
    await chooseLanguage('hi');
    renderWithApp(<PropertyCard listing={aListing({ locality: 'Koramangala 5th Block' })} />);
    expect(screen.getByRole('heading', { name: 'Koramangala 5th Block में 1BHK अपार्टमेंट' })).toBeTruthy();
    expect(screen.getByText('Koramangala 5th Block, बेंगलुरु')).toBeTruthy();
  });
});
