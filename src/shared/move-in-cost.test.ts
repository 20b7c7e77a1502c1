import { describe, expect, it } from 'vitest';
import { moveInCost } from './move-in-cost.ts';

describe('moveInCost', () => {
  it('adds the first rent, the deposit and no brokerage for a zero-brokerage flat', () => {
    expect(
      moveInCost({ property_type: 'APARTMENT', rent: 25_000, deposit: 75_000, brokerage: 'ZERO' }),
    ).toEqual({
      rent: 25_000,
      deposit: 75_000,
      brokerage: 0,
      total: 100_000,
    });
  });

  it('counts 15 days of rent as half a month, rounded half up, and 30 days as a month', () => {
    expect(
      moveInCost({ property_type: 'PG_HOSTEL', rent: 9_001, deposit: 0, brokerage: '_15_DAYS_RENT' }),
    ).toEqual({ rent: 9_001, deposit: 0, brokerage: 4_501, total: 13_502 });
    expect(
      moveInCost({ property_type: 'APARTMENT', rent: 40_000, deposit: 100_000, brokerage: '_30_DAYS_RENT' })
        .total,
    ).toBe(180_000);
  });

  it('charges a weekend home one night and its deposit', () => {
    expect(
      moveInCost({ property_type: 'WEEKEND_HOME', rent: 8_000, deposit: 5_000, brokerage: null }),
    ).toEqual({
      rent: 8_000,
      deposit: 5_000,
      brokerage: 0,
      total: 13_000,
    });
  });
});
