import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { aCard, aCardPhoto, aPhoto } from '../../test/listings.ts';
import { renderWithApp } from '../../test/render.tsx';
import OfflinePage from './offline-page.tsx';

describe('the offline page', () => {
  it('says the device is offline and what it kept, with nothing kept yet', () => {
    renderWithApp(<OfflinePage />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Your wishlist' })).toBeDefined();
    expect(screen.getByText('No wishlisted homes are saved on this phone.')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Recently viewed' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('draws homes kept as cards, and those kept before photos became one address pattern', () => {
    const { card, sm, md, width, height } = aPhoto(2);
    const kept = [
      aCard({ id: 1, title: 'Flat one', photos: [aCardPhoto(1)] }),
      // As a device kept a card before docs/decisions/0120-card-photos-as-one-pattern.md.
      { ...aCard({ id: 2, title: 'Flat two' }), photos: [{ card, sm, md, width, height }] },
    ];
    localStorage.setItem('recently-viewed', JSON.stringify(kept));
    renderWithApp(<OfflinePage />);
    for (const n of [1, 2]) {
      const srcset = screen.getByAltText(`Flat ${n === 1 ? 'one' : 'two'}`).getAttribute('srcset');
      expect(srcset).toBe(
        `/media/p${n}-card.webp 400w, /media/p${n}-sm.webp 480w, /media/p${n}-md.webp 960w`,
      );
    }
  });

  it('reads in Hindi', async () => {
    await applyLanguage('hi');
    renderWithApp(<OfflinePage />);
    expect(screen.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'आपकी विशलिस्ट' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'हाल ही में देखे गए' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeDefined();
  });
});
