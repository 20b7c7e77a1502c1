// The phrases a typed search understands (docs/product/search.md#typed-queries), in
// English and Hinglish as people type them on Indian rental sites. Each phrase is a
// list of lower-case words; separators (space, '-', '/') between them do not matter.
import { CITY_OLD_NAMES } from './cities.ts';
import type {
  Brokerage,
  Configuration,
  FoodPreference,
  Furnishing,
  ListedBy,
  PropertyType,
  TenantType,
} from './enums.ts';

type Phrases<V> = readonly (readonly [V, ...string[]])[];

export const PROPERTY_TYPE_WORDS: Phrases<PropertyType> = [
  ['PG_HOSTEL', 'pg', 'hostel'],
  ['PG_HOSTEL', 'pgs'],
  ['PG_HOSTEL', 'hostels'],
  ['PG_HOSTEL', 'paying', 'guest'],
  ['APARTMENT', 'flat'],
  ['APARTMENT', 'flats'],
  ['APARTMENT', 'apartment'],
  ['APARTMENT', 'apartments'],
  ['APARTMENT', 'apt'],
  ['CO_LIVING', 'co', 'living'],
  ['CO_LIVING', 'coliving'],
  ['CO_LIVING', 'colive'],
  ['WEEKEND_HOME', 'weekend', 'home'],
  ['WEEKEND_HOME', 'weekend', 'homes'],
  ['WEEKEND_HOME', 'weekend', 'getaway'],
  ['WEEKEND_HOME', 'villa'],
  ['WEEKEND_HOME', 'villas'],
  ['WEEKEND_HOME', 'farmhouse'],
  ['WEEKEND_HOME', 'farm', 'house'],
  ['PG_HOSTEL', 'pg'],
  ['PG_HOSTEL', 'hostel'],
];

const SHARING_WORDS: Record<string, Configuration> = {
  single: 'SINGLE_SHARING',
  '1': 'SINGLE_SHARING',
  one: 'SINGLE_SHARING',
  private: 'SINGLE_SHARING',
  double: 'DOUBLE_SHARING',
  twin: 'DOUBLE_SHARING',
  '2': 'DOUBLE_SHARING',
  two: 'DOUBLE_SHARING',
  do: 'DOUBLE_SHARING',
  triple: 'TRIPLE_SHARING',
  '3': 'TRIPLE_SHARING',
  three: 'TRIPLE_SHARING',
  teen: 'TRIPLE_SHARING',
  four: 'FOUR_SHARING',
  '4': 'FOUR_SHARING',
  char: 'FOUR_SHARING',
};

export const CONFIGURATION_WORDS: Phrases<Configuration> = Object.entries(SHARING_WORDS).flatMap(
  ([word, value]) => [
    [value, word, 'sharing'] as const,
    [value, word, 'occupancy'] as const,
    [value, word, 'seater'] as const,
    ...(/^\d/.test(word) ? [] : ([[value, word, 'room']] as const)),
  ],
);

const BHK_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "1bhk", "2 bhk", "3 bedroom", "1 rk" (a room and kitchen: the smallest flat, read as 1BHK). */
export const bhkOf = (count: string, unit: string): Configuration | undefined => {
  const n = BHK_NUMBERS[count] ?? Number(count);
  if (unit === 'rk') return n === 1 ? '_1BHK' : undefined;
  if (!['bhk', 'bedroom', 'bedrooms', 'bed', 'beds', 'br'].includes(unit)) return undefined;
  return Number.isInteger(n) && n >= 1 && n <= 6 ? (`_${n}BHK` as Configuration) : undefined;
};

export const TENANT_TYPE_WORDS: Phrases<TenantType> = [
  ...[
    'girls',
    'girl',
    'ladies',
    'lady',
    'women',
    'woman',
    'female',
    'females',
    'ladkiyon',
    'ladkiyo',
    'ladki',
  ].map((w) => ['FEMALE', w] as const),
  ...['boys', 'boy', 'gents', 'men', 'male', 'males', 'ladkon', 'ladko', 'ladke', 'ladka'].map(
    (w) => ['MALE', w] as const,
  ),
  ...['family', 'families', 'parivar'].map((w) => ['FAMILY', w] as const),
  ...['bachelors', 'bachelor'].map((w) => ['BACHELOR', w] as const),
];

export const FOOD_WORDS: Phrases<FoodPreference> = [
  ['NONVEG', 'non', 'veg'],
  ['NONVEG', 'nonveg'],
  ['NONVEG', 'non', 'vegetarian'],
  ['VEG', 'pure', 'veg'],
  ['VEG', 'veg'],
  ['VEG', 'vegetarian'],
  ['VEG', 'shakahari'],
];

export const FURNISHING_WORDS: Phrases<Furnishing> = [
  ['SEMI_FURNISHED', 'semi', 'furnished'],
  ['SEMI_FURNISHED', 'semifurnished'],
  ['UNFURNISHED', 'un', 'furnished'],
  ['UNFURNISHED', 'unfurnished'],
  ['UNFURNISHED', 'without', 'furniture'],
  ['FULLY_FURNISHED', 'fully', 'furnished'],
  ['FULLY_FURNISHED', 'full', 'furnished'],
  ['FULLY_FURNISHED', 'furnished'],
];

export const BROKERAGE_WORDS: Phrases<Brokerage> = [
  ...['no', 'zero', '0', 'without', 'bina', 'nil'].flatMap((w) => [
    ['ZERO', w, 'brokerage'] as const,
    ['ZERO', w, 'brokrage'] as const,
    ['ZERO', w, 'broker'] as const,
  ]),
  ['ZERO', 'brokerage', 'free'],
];

export const LISTED_BY_WORDS: Phrases<ListedBy> = [
  ['Owner', 'direct', 'owner'],
  ['Owner', 'by', 'owner'],
  ['Owner', 'owner'],
];

/** Amounts: "25000", "25k", "25 thousand", "1.5 lakh", "25 hazar". */
export const AMOUNT_UNITS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  hazar: 1_000,
  hazaar: 1_000,
  l: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  lk: 100_000,
};
export const CURRENCY_WORDS = new Set(['₹', 'rs', 'inr', 'rupees', 'rupee']);

/** Words before an amount that make it the most to pay ("under 25000"). */
export const AT_MOST_BEFORE: readonly (readonly string[])[] = [
  ['under'],
  ['below'],
  ['upto'],
  ['up', 'to'],
  ['within'],
  ['max'],
  ['maximum'],
  ['less', 'than'],
  ['budget'],
  ['till'],
  ['lt'],
];
/** Words after an amount that make it the most to pay ("25000 tak", "25k se kam"). */
export const AT_MOST_AFTER: readonly (readonly string[])[] = [
  ['tak'],
  ['ke', 'andar'],
  ['ke', 'ander'],
  ['se', 'kam'],
  ['ke', 'niche'],
  ['ke', 'neeche'],
  ['max'],
  ['or', 'less'],
];
export const AT_LEAST_BEFORE: readonly (readonly string[])[] = [
  ['above'],
  ['over'],
  ['more', 'than'],
  ['min'],
  ['minimum'],
  ['from'],
  ['starting'],
];
export const AT_LEAST_AFTER: readonly (readonly string[])[] = [
  ['se', 'upar'],
  ['se', 'zyada'],
  ['plus'],
  ['or', 'more'],
  ['and', 'above'],
];
export const RANGE_JOINERS = new Set(['-', 'to', 'se']);

/**
 * Words after a budget that make it a rent by the day ("under 5000 per night"): only
 * weekend homes are let by the day, so they set that type (docs/product/search.md#rent-range).
 */
export const PER_DAY_AFTER: readonly (readonly string[])[] = [
  ['per', 'day'],
  ['per', 'night'],
  ['a', 'day'],
  ['a', 'night'],
  ['/', 'day'],
  ['/', 'night'],
  ['per', 'din'],
  ['prati', 'din'],
  ['ek', 'din'],
  ['per', 'raat'],
];
/** Words after a budget that say it is monthly, as every budget is ("30k per month"). */
export const PER_MONTH_AFTER: readonly (readonly string[])[] = [
  ['per', 'month'],
  ['a', 'month'],
  ['/', 'month'],
  ['per', 'mahina'],
  ['mahina'],
  ['mahine'],
  ['monthly'],
  ['pm'],
];

/** Words that only join the others and would otherwise have to appear in a listing. */
export const FILLER_WORDS = new Set([
  ...['for', 'in', 'at', 'near', 'nearby', 'with', 'the', 'a', 'an', 'on', 'of', 'and', 'or', 'only', 'any'],
  ...[
    'rent',
    'rental',
    'rentals',
    'let',
    'available',
    'wanted',
    'can',
    'need',
    'needed',
    'want',
    'looking',
    'i',
    'am',
  ],
  ...['room', 'rooms', 'house', 'home', 'homes', 'property', 'properties', 'accommodation', 'stay'],
  ...['mein', 'me', 'mai', 'ke', 'ka', 'ki', 'liye', 'chahiye', 'wala', 'wali', 'wale', 'ko', 'hai', 'par'],
  ...['pe', 'kiraye', 'kiraya', 'ghar', 'makan', 'makaan', 'paas', 'rs', '₹', '-', '/'],
]);

/** Other names people type for the cities: their old names (Bangalore, Bombay, ...) and `blr`. */
export const CITY_ALIASES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(CITY_OLD_NAMES).flatMap(([city, names]) =>
      names.map((name) => [name.toLowerCase().replace(/\s+/g, ''), city]),
    ),
  ),
  blr: 'Bengaluru',
};
