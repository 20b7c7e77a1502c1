import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../shared/schemas/listing.ts';
import { applyLanguage } from '../i18n/i18n.ts';
import { MoveInCostBreakdown } from './move-in-cost.tsx';

const listing: Listing = {
  id: 7,
  user_id: 3,
  listed_by: 'Broker',
  property_type: 'APARTMENT',
  status: 'live',
  last_confirmed_at: '2026-11-20T10:00:00.000Z',
  position: null,
  full_name: 'Ravi Shetty',
  city: 'Bengaluru',
  locality: 'Koramangala',
  rent: 24_000,
  deposit: 1_00_000,
  brokerage: '_15_DAYS_RENT',
  configuration: '_1BHK',
  occupancy: 'FULL',
  tenant_type: 'FAMILY',
  food_allowed: 'NO_PREFERENCE',
  furnishing_status: 'SEMI_FURNISHED',
  available_from: '2026-12-01',
  images: [],
  photos: [],
  amenities: [],
  buildin_category: [],
  recommended: 0,
  best_deals: 0,
  weekend_home: 0,
  description: '',
  title: '1BHK Apartment in Koramangala',
  assured: false,
  wishlisted: 0,
  isVisited: 0,
  created_at: '2026-11-20T10:00:00.000Z',
};

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
