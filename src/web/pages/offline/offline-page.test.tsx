import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
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

  it('reads in Hindi', async () => {
    await applyLanguage('hi');
    renderWithApp(<OfflinePage />);
    expect(screen.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'आपकी विशलिस्ट' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'हाल ही में देखे गए' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeDefined();
  });
});
