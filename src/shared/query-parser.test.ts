import { describe, expect, it } from 'vitest';
import { parseQuery, withoutPart, withTypedFilters } from './query-parser.ts';
import type { SearchFilters } from './schemas/search.ts';

const LOCALITIES = [
  'Koramangala',
  'Indiranagar',
  'HSR Layout',
  'Whitefield',
  'Marathahalli',
  'Electronic City',
  'BTM Layout',
  'JP Nagar',
  'Andheri West',
  'Andheri East',
  'Powai',
  'Sector 62',
  'Hinjewadi',
  'Gachibowli',
  'Salt Lake',
];

type Row = [typed: string, filters: SearchFilters, text?: string];

// Phrasings as tenants type them on Indian rental sites, English and Hinglish.
const PHRASINGS: Row[] = [
  ['1bhk koramangala under 25000', { configuration: '_1BHK', locality: 'Koramangala', max_rent: 25_000 }],
  ['2 bhk', { configuration: '_2BHK' }],
  ['2BHK flat', { configuration: '_2BHK', property_type: 'APARTMENT' }],
  [
    '3 bhk apartment in whitefield',
    { configuration: '_3BHK', property_type: 'APARTMENT', locality: 'Whitefield' },
  ],
  ['1 rk', { configuration: '_1BHK' }],
  ['1rk near metro', { configuration: '_1BHK' }, 'metro'],
  ['two bedroom flat', { configuration: '_2BHK', property_type: 'APARTMENT' }],
  ['4-bhk villa', { configuration: '_4BHK', property_type: 'WEEKEND_HOME' }],
  ['single sharing pg', { configuration: 'SINGLE_SHARING', property_type: 'PG_HOSTEL' }],
  ['double room', { configuration: 'DOUBLE_SHARING' }],
  ['double sharing for girls', { configuration: 'DOUBLE_SHARING', tenant_type: 'FEMALE' }],
  ['triple sharing hostel', { configuration: 'TRIPLE_SHARING', property_type: 'PG_HOSTEL' }],
  ['3 sharing pg', { configuration: 'TRIPLE_SHARING', property_type: 'PG_HOSTEL' }],
  ['private room co-living', { configuration: 'SINGLE_SHARING', property_type: 'CO_LIVING' }],
  ['pg koramangala', { property_type: 'PG_HOSTEL', locality: 'Koramangala' }],
  ['pg koramangla', { property_type: 'PG_HOSTEL', locality: 'Koramangala' }],
  ['PG/Hostel', { property_type: 'PG_HOSTEL' }],
  ['hostel for boys', { property_type: 'PG_HOSTEL', tenant_type: 'MALE' }],
  ['paying guest for ladies', { property_type: 'PG_HOSTEL', tenant_type: 'FEMALE' }],
  ['flat', { property_type: 'APARTMENT' }],
  ['apartment', { property_type: 'APARTMENT' }],
  ['co-living', { property_type: 'CO_LIVING' }],
  ['coliving space hsr layout', { property_type: 'CO_LIVING', locality: 'HSR Layout' }, 'space'],
  ['co living in hsr', { property_type: 'CO_LIVING', locality: 'HSR' }],
  ['weekend home', { property_type: 'WEEKEND_HOME' }],
  ['villa with pool', { property_type: 'WEEKEND_HOME' }, 'pool'],
  ['farm house for family', { property_type: 'WEEKEND_HOME', tenant_type: 'FAMILY' }],
  ['pg for girls', { property_type: 'PG_HOSTEL', tenant_type: 'FEMALE' }],
  ['ladies pg in btm layout', { property_type: 'PG_HOSTEL', tenant_type: 'FEMALE', locality: 'BTM Layout' }],
  ['boys pg', { property_type: 'PG_HOSTEL', tenant_type: 'MALE' }],
  ['gents hostel', { property_type: 'PG_HOSTEL', tenant_type: 'MALE' }],
  ['flat for family', { property_type: 'APARTMENT', tenant_type: 'FAMILY' }],
  ['flat for bachelors', { property_type: 'APARTMENT', tenant_type: 'BACHELOR' }],
  ['working women pg', { property_type: 'PG_HOSTEL', tenant_type: 'FEMALE' }, 'working'],
  ['veg pg', { property_type: 'PG_HOSTEL', food_allowed: 'VEG' }],
  ['pure veg pg for girls', { property_type: 'PG_HOSTEL', food_allowed: 'VEG', tenant_type: 'FEMALE' }],
  ['non-veg allowed flat', { property_type: 'APARTMENT', food_allowed: 'NONVEG' }, 'allowed'],
  ['furnished 1bhk', { furnishing_status: 'FULLY_FURNISHED', configuration: '_1BHK' }],
  ['fully furnished flat', { furnishing_status: 'FULLY_FURNISHED', property_type: 'APARTMENT' }],
  ['semi furnished 2bhk', { furnishing_status: 'SEMI_FURNISHED', configuration: '_2BHK' }],
  ['semi-furnished', { furnishing_status: 'SEMI_FURNISHED' }],
  ['unfurnished flat', { furnishing_status: 'UNFURNISHED', property_type: 'APARTMENT' }],
  ['under 25000', { max_rent: 25_000 }],
  ['below 25k', { max_rent: 25_000 }],
  ['15-20k', { min_rent: 15_000, max_rent: 20_000 }],
  ['15k - 20k', { min_rent: 15_000, max_rent: 20_000 }],
  ['15000 to 20000', { min_rent: 15_000, max_rent: 20_000 }],
  ['between 10000 and 15000', { min_rent: 10_000, max_rent: 15_000 }],
  ['upto 1.5 lakh', { max_rent: 150_000 }],
  ['up to 40k', { max_rent: 40_000 }],
  ['₹30,000', { max_rent: 30_000 }],
  ['rs 12000', { max_rent: 12_000 }],
  ['2bhk 1,20,000', { configuration: '_2BHK', max_rent: 120_000 }],
  ['above 50k', { min_rent: 50_000 }],
  ['flat 2 lakh se upar', { property_type: 'APARTMENT', min_rent: 200_000 }],
  ['no brokerage', { brokerage: 'ZERO' }],
  ['zero brokerage flat', { brokerage: 'ZERO', property_type: 'APARTMENT' }],
  ['flat without broker', { property_type: 'APARTMENT', brokerage: 'ZERO' }],
  ['direct owner flat', { listed_by: 'Owner', property_type: 'APARTMENT' }],
  ['2bhk andheri west under 40k', { configuration: '_2BHK', locality: 'Andheri West', max_rent: 40_000 }],
  ['andheri 1bhk', { locality: 'Andheri', configuration: '_1BHK' }],
  ['powai mein 2bhk chahiye', { locality: 'Powai', configuration: '_2BHK' }],
  [
    'koramangala mein pg 10000 tak',
    { locality: 'Koramangala', property_type: 'PG_HOSTEL', max_rent: 10_000 },
  ],
  ['ladkiyon ke liye pg', { tenant_type: 'FEMALE', property_type: 'PG_HOSTEL' }],
  ['ladko ke liye hostel', { tenant_type: 'MALE', property_type: 'PG_HOSTEL' }],
  ['parivar ke liye 3bhk', { tenant_type: 'FAMILY', configuration: '_3BHK' }],
  ['25k ke andar 1bhk', { max_rent: 25_000, configuration: '_1BHK' }],
  ['20 hazar se kam', { max_rent: 20_000 }],
  ['1 lakh tak ka flat', { max_rent: 100_000, property_type: 'APARTMENT' }],
  ['bina brokerage ka ghar', { brokerage: 'ZERO' }],
  ['shakahari pg', { food_allowed: 'VEG', property_type: 'PG_HOSTEL' }],
  ['do sharing pg', { configuration: 'DOUBLE_SHARING', property_type: 'PG_HOSTEL' }],
  ['sector 62 pg', { locality: 'Sector 62', property_type: 'PG_HOSTEL' }],
  [
    'hinjewadi 2bhk furnished 25000',
    {
      locality: 'Hinjewadi',
      configuration: '_2BHK',
      furnishing_status: 'FULLY_FURNISHED',
      max_rent: 25_000,
    },
  ],
  [
    'gachibowli co-living for boys',
    { locality: 'Gachibowli', property_type: 'CO_LIVING', tenant_type: 'MALE' },
  ],
  ['indranagar 1bhk', { locality: 'Indiranagar', configuration: '_1BHK' }],
  ['marathalli pg', { locality: 'Marathahalli', property_type: 'PG_HOSTEL' }],
  ['electronic city pg', { locality: 'Electronic City', property_type: 'PG_HOSTEL' }],
  ['salt lake flat', { locality: 'Salt Lake', property_type: 'APARTMENT' }],
  // A budget is monthly; by the day, it is a weekend home's rent (docs/product/search.md#rent-range).
  ['2bhk under 30k per month', { configuration: '_2BHK', max_rent: 30_000 }],
  ['1bhk 25000 pm', { configuration: '_1BHK', max_rent: 25_000 }],
  ['flat 20 hazar mahina', { property_type: 'APARTMENT', max_rent: 20_000 }],
  ['under 8000 per day', { max_rent: 8_000, property_type: 'WEEKEND_HOME' }],
  ['villa below 15000 per night', { property_type: 'WEEKEND_HOME', max_rent: 15_000 }],
  ['farm house 10k/day', { property_type: 'WEEKEND_HOME', max_rent: 10_000 }],
  ['5 hazar prati din', { max_rent: 5_000, property_type: 'WEEKEND_HOME' }],
  ['can move in with under ₹1,00,000', { max_move_in: 100_000 }],
  ['2bhk move in cost below 2 lakh', { configuration: '_2BHK', max_move_in: 200_000 }],
  ['lift parking', {}, 'lift parking'],
  ['sea view', {}, 'sea view'],
  ['near manyata tech park', {}, 'manyata tech park'],
  ['', {}],
];

describe('parseQuery', () => {
  it('has at least sixty phrasings to read', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(PHRASINGS)('reads "%s" as its filters', (typed, filters, text = '') => {
    const parsed = parseQuery(typed, { localities: LOCALITIES });
    expect(parsed.filters).toEqual(filters);
    expect(parsed.text).toBe(text);
  });

  it('leaves place names as free text when it is given no localities', () => {
    const parsed = parseQuery('1bhk koramangala under 25000');
    expect(parsed.filters).toEqual({ configuration: '_1BHK', max_rent: 25_000 });
    expect(parsed.text).toBe('koramangala');
  });

  it('reads a city named in the text, under its old name too', () => {
    expect(parseQuery('pg in bangalore').city).toBe('Bengaluru');
    expect(parseQuery('flat navi mumbai').city).toBe('Navi Mumbai');
    expect(parseQuery('flat navi mumbai').text).toBe('');
  });

  it('keeps the first value a filter is given and leaves a number that is no amount as text', () => {
    expect(parseQuery('pg flat').filters).toEqual({ property_type: 'PG_HOSTEL' });
    expect(parseQuery('block 7').text).toBe('block 7');
  });

  it('locates each understood phrase so its chip can remove it', () => {
    const typed = '1bhk koramangala under 25000';
    const parsed = parseQuery(typed, { localities: LOCALITIES });
    expect(parsed.parts.map((p) => [p.filter, typed.slice(p.start, p.end)])).toEqual([
      ['configuration', '1bhk'],
      ['locality', 'koramangala'],
      ['rent', 'under 25000'],
    ]);
    expect(withoutPart(typed, parsed.parts[2]!)).toBe('1bhk koramangala');
    expect(withoutPart(typed, parsed.parts[0]!)).toBe('koramangala under 25000');
  });

  it('locates "per day" as the weekend home it names, apart from the budget', () => {
    const typed = 'under 8000 per day';
    const parsed = parseQuery(typed);
    expect(parsed.parts.map((p) => [p.filter, typed.slice(p.start, p.end)])).toEqual([
      ['rent', 'under 8000'],
      ['property_type', 'per day'],
    ]);
    expect(withoutPart(typed, parsed.parts[1]!)).toBe('under 8000');
  });
});

describe('withTypedFilters', () => {
  it('lets a typed type override a chosen one and drops the rooms the new type does not offer', () => {
    expect(
      withTypedFilters(
        { property_type: 'APARTMENT', configuration: '_2BHK', furnishing_status: 'SEMI_FURNISHED' },
        {
          property_type: 'PG_HOSTEL',
        },
      ),
    ).toEqual({ property_type: 'PG_HOSTEL', furnishing_status: 'SEMI_FURNISHED' });
  });

  it('replaces the whole chosen rent range with a typed budget', () => {
    expect(withTypedFilters({ min_rent: 30_000, max_rent: 60_000 }, { max_rent: 25_000 })).toEqual({
      max_rent: 25_000,
    });
    expect(withTypedFilters({ min_rent: 30_000 }, {})).toEqual({ min_rent: 30_000 });
  });

  it('drops a brokerage for a type that has none', () => {
    expect(withTypedFilters({ brokerage: 'ZERO' }, { property_type: 'CO_LIVING' })).toEqual({
      property_type: 'CO_LIVING',
    });
  });
});
