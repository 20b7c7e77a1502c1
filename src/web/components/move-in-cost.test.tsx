import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../i18n/i18n.ts';
import { aListing } from '../test/listings.ts';
import { MoveInCostBreakdown } from './move-in-cost.tsx';

const listing = aListing({
  listed_by: 'Broker',
  last_confirmed_at: '2026-11-20T10:00:00.000Z',
  brokerage: '_15_DAYS_RENT',
});

const rows = () =>
  within(screen.getByRole('region', { name: 'Move-in cost' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the move-in cost breakdown', () => {
  it('adds the first month, the deposit and 15 days of brokerage in rupees', () => {
    render(<MoveInCostBreakdown listing={listing} />);
    expect(screen.getByText('₹1,36,000')).toBeTruthy();
    expect(rows()).toEqual([
      "First month's rent₹24,000",
      'Security deposit₹1,00,000',
      "Brokerage (15 days' rent)₹12,000",
    ]);
  });

  it('charges a weekend home one night and its deposit', () => {
    render(
      <MoveInCostBreakdown
        listing={{ ...listing, property_type: 'WEEKEND_HOME', rent: 8_000, deposit: 5_000, brokerage: null }}
      />,
    );
    expect(screen.getByText('₹13,000')).toBeTruthy();
    expect(rows()).toEqual(['One night₹8,000', 'Security deposit₹5,000', 'Brokerage₹0']);
  });
});

describe('the move-in cost breakdown in Hindi', () => {
  afterEach(() => applyLanguage('en'));

  it('names the first month, the deposit and the brokerage days in Hindi', async () => {
    await applyLanguage('hi');
    render(<MoveInCostBreakdown listing={listing} />);
    expect(screen.getByText('₹1,36,000')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'शिफ़्ट होने का ख़र्च' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'पहले महीने का किराया₹24,000',
      'सिक्योरिटी डिपॉज़िट₹1,00,000',
      'ब्रोकरेज (15 दिन का किराया)₹12,000',
    ]);
  });
});
