import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chipsOf } from '../../../shared/filter-chips.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { useChipText } from './chip-text.ts';

const every: SearchFilters = {
  property_type: 'PG_HOSTEL',
  listed_by: 'Owner',
  configuration: '_2BHK',
  tenant_type: 'FEMALE',
  food_allowed: 'VEG',
  furnishing_status: 'FULLY_FURNISHED',
  brokerage: '_15_DAYS_RENT',
  locality: 'Koramangala',
  min_rent: 5_000,
  max_rent: 20_000,
  max_move_in: 60_000,
  bounds: { south: 12.9, west: 77.6, north: 12.95, east: 77.65 },
};
const others: SearchFilters[] = [
  { tenant_type: 'NO_PREFERENCE', brokerage: 'ZERO', min_rent: 8_000 },
  { max_rent: 25_000, food_allowed: 'NO_PREFERENCE', furnishing_status: 'UNFURNISHED' },
];

const textsOf = (filters: SearchFilters) => {
  const { result } = renderHook(() => useChipText());
  return chipsOf(filters).map((chip) => result.current(chip.say));
};

describe('a filter chip in the reader’s language', () => {
  it('is the chip’s English label, word for word, in English', () => {
    for (const filters of [every, ...others])
      expect(textsOf(filters)).toEqual(chipsOf(filters).map((chip) => chip.label));
  });

  it('reads in Hindi, with rupees, places and enumeration labels in place', async () => {
    await applyLanguage('hi');
    expect(textsOf(every)).toEqual([
      'Koramangala के पास',
      'PG/हॉस्टल',
      'मालिक द्वारा लिस्टेड',
      '2BHK',
      'महिला के लिए',
      'खाना: शाकाहारी',
      'पूरी तरह फ़र्निश्ड',
      'ब्रोकरेज 15 दिन',
      'किराया ₹5,000 से ₹20,000',
      'शिफ़्ट होने का ख़र्च ₹60,000 से कम',
      'मैप का इलाका',
    ]);
    expect(textsOf(others[0]!)).toEqual(['कोई भी किरायेदार', 'ज़ीरो ब्रोकरेज', 'किराया ₹8,000 से शुरू']);
  });
});
