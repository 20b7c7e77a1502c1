import { describe, expect, it } from 'vitest';
import { chipsOf, rentLabel } from './filter-chips.ts';
import { ChipSaySchema } from './schemas/search.ts';

describe('the filter chips', () => {
  it('name every filter in use in English, in the popup order, each saying what it is as data', () => {
    const chips = chipsOf({
      property_type: 'APARTMENT',
      listed_by: 'Owner',
      configuration: '_2BHK',
      tenant_type: 'FAMILY',
      food_allowed: 'VEG',
      furnishing_status: 'SEMI_FURNISHED',
      brokerage: '_15_DAYS_RENT',
      locality: 'Koramangala',
      min_rent: 5_000,
      max_rent: 20_000,
      max_move_in: 60_000,
      bounds: { south: 12.9, west: 77.6, north: 12.95, east: 77.65 },
    });
    expect(chips.map((c) => [c.label, c.say, c.keys])).toEqual([
      ['Near Koramangala', { kind: 'near', place: 'Koramangala' }, ['locality']],
      ['Apartment', { kind: 'propertyType', value: 'APARTMENT' }, ['property_type']],
      ['Listed by Owner', { kind: 'listedBy', value: 'Owner' }, ['listed_by']],
      ['2BHK', { kind: 'configuration', value: '_2BHK' }, ['configuration']],
      ['For Family', { kind: 'tenantType', value: 'FAMILY' }, ['tenant_type']],
      ['Food: Veg', { kind: 'food', value: 'VEG' }, ['food_allowed']],
      ['Semi Furnished', { kind: 'furnishing', value: 'SEMI_FURNISHED' }, ['furnishing_status']],
      ['Brokerage 15 Days', { kind: 'brokerage', value: '_15_DAYS_RENT' }, ['brokerage']],
      ['Rent ₹5,000 to ₹20,000', { kind: 'rentRange', min: 5_000, max: 20_000 }, ['min_rent', 'max_rent']],
      ['Move in under ₹60,000', { kind: 'moveInUnder', max: 60_000 }, ['max_move_in']],
      ['Map area', { kind: 'mapArea' }, ['bounds']],
    ]);
    for (const chip of chips) expect(ChipSaySchema.parse(chip.say)).toEqual(chip.say);
  });

  it('word the values with a label of their own', () => {
    const labels = chipsOf({ tenant_type: 'NO_PREFERENCE', brokerage: 'ZERO', min_rent: 8_000 }).map(
      (c) => c.label,
    );
    expect(labels).toEqual(['Any tenant', 'Zero brokerage', 'Rent from ₹8,000']);
  });

  it('read an open rent range as the slider does', () => {
    expect(rentLabel(undefined, 25_000)).toBe('Rent up to ₹25,000');
    expect(rentLabel(undefined, undefined)).toBe('Rent up to ₹10,00,000');
    expect(chipsOf({ max_rent: 25_000 })[0]?.say).toEqual({ kind: 'rentUpTo', max: 25_000 });
  });
});
