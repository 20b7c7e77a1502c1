import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../shared/schemas/payment.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PassBenefits } from './pass-benefits.tsx';

const plan: Plan = {
  name: 'Relax',
  price_inr: 299,
  days: 7,
  currency: 'INR',
  max_passes_per_window: 2,
  window_days: 90,
  daily_contact_cap: 25,
  min_age: 18,
};

const points = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('what the pass buys', () => {
  it('is said in English word for word', () => {
    renderWithApp(<PassBenefits plan={plan} />);
    expect(screen.getByText('Relax pass')).toBeTruthy();
    expect(screen.getByText('₹299')).toBeTruthy();
    expect(screen.getByText('for 7 days')).toBeTruthy();
    expect(points().slice(0, 4)).toEqual([
      "Every owner's phone number and email for 7 days",
      'No auto-renewal: you pay once and the pass simply ends',
      'Up to 25 new contacts a day (fair use); ones you opened stay open',
      'At most 2 passes in any 90 days; 18+ only',
    ]);
    expect(points().at(-1)).toBe('Non-refundable (see the refund policy)');
  });

  it('is said in Hindi', async () => {
    await applyLanguage('hi');
    renderWithApp(<PassBenefits plan={plan} />);
    expect(screen.getByText('Relax पास')).toBeTruthy();
    expect(screen.getByText('7 दिन के लिए')).toBeTruthy();
    expect(points()[0]).toBe('7 दिन तक हर मालिक का फ़ोन नंबर और ईमेल');
    expect(points().at(-1)).toBe('रिफ़ंड नहीं होता (रिफ़ंड पॉलिसी देखें)');
    expect(screen.getByRole('link', { name: 'रिफ़ंड पॉलिसी' })).toBeTruthy();
  });
});
