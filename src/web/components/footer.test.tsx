import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../i18n/use-language.ts';
import { useLocation } from '../state/location.ts';
import { fakeApi } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

describe('the footer', () => {
  beforeEach(() => {
    fakeApi({
      '/api/contact/getSupport': {
        body: { email: 'support@thikana.in', form_token: '1795000000000.contact-form-signature' },
      },
    });
  });
  afterEach(async () => {
    await chooseLanguage('en');
    useLocation.setState({ city: 'Mumbai', isChosen: false });
  });

  it("opens the rents of the reader's own city, and the cities side by side", async () => {
    renderWithApp(<Footer />);
    expect(screen.getByRole('link', { name: 'Rents in Mumbai' }).getAttribute('href')).toBe('/rents/mumbai');
    expect(screen.getByRole('link', { name: 'Rents by city' }).getAttribute('href')).toBe('/rents');
    act(() => useLocation.getState().chooseCity('Navi Mumbai'));
    expect(screen.getByRole('link', { name: 'Rents in Navi Mumbai' }).getAttribute('href')).toBe(
      '/rents/navi-mumbai',
    );
    await chooseLanguage('hi');
    expect((await screen.findByRole('link', { name: 'नवी मुंबई में किराए' })).getAttribute('href')).toBe(
      '/rents/navi-mumbai',
    );
  });

  it('names its links in words, not catalogue keys', () => {
    renderWithApp(<Footer />);
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(company.querySelector('a[href="/privacypolicy"]')?.textContent).toBe('Privacy Policy');
    expect(screen.getByRole('link', { name: 'List Your Space' })).toBeTruthy();
    expect(screen.queryByText(/^nav\./)).toBeNull();
    expect(screen.getByRole('link', { name: 'Share Thikana on WhatsApp' })).toBeTruthy();
    expect(screen.getByText(/© \d{4} Thikana\. Brokerage-free homes across India\./)).toBeTruthy();
  });

  it('follows the language picked in the header', async () => {
    renderWithApp(
      <>
        <Header />
        <Footer />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'कंपनी' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'संपर्क पेज से हमें लिखें' })).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: 'Thikana को WhatsApp पर शेयर करें' });
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain('पूरे भारत में बिना ब्रोकरेज वाले घर');
    expect(screen.getByText(/© \d{4} Thikana\. पूरे भारत में बिना ब्रोकरेज वाले घर।/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरी लोकेशन इस्तेमाल करें' })).toBeTruthy();
  });
});
