// The single-choice and yes/no filters of the listings search (docs/product/search.md#filters),
// one row each; the yes/no rows are written in search-flags.ts, which says why. The filter chips
// (filter-chips.ts and the web's chip-text.ts), the filter popup, Clear all, the typed-query
// reader (query-parser.ts) and the search's SQL (server features/search/store.ts) iterate this
// table; the URL carries each filter under its `key`, as the API does (search-params.ts). The
// rent range, the move-in budget, the locality and the map's box have controls of their own and
// are not rows here.
import {
  BROKERAGE_VALUES,
  BROKERAGES,
  CONFIGURATION_VALUES,
  CONFIGURATIONS,
  type Configuration,
  FOOD_PREFERENCE_VALUES,
  FOOD_PREFERENCES,
  FURNISHING_VALUES,
  FURNISHINGS,
  LISTED_BY_VALUES,
  labelOf,
  PROPERTY_TYPE_VALUES,
  PROPERTY_TYPES,
  type PropertyType,
  TENANT_TYPE_VALUES,
  TENANT_TYPES,
  type TenantType,
} from './enums.ts';
import { RULES_BY_PROPERTY_TYPE } from './listing-rules.ts';
import {
  BROKERAGE_WORDS,
  CONFIGURATION_WORDS,
  FOOD_WORDS,
  FURNISHING_WORDS,
  LISTED_BY_WORDS,
  PROPERTY_TYPE_WORDS,
  TENANT_TYPE_WORDS,
} from './query-words.ts';
import type { ChipSay, SearchFilters } from './schemas/search.ts';
import { FLAG_FILTERS, type FlagFilter } from './search-flags.ts';

type ChoiceSay = Extract<ChipSay, { value: string }>;
type FlagSay = Extract<ChipSay, { kind: (typeof FLAG_FILTERS)[number]['chip']['kind'] }>;

/** A message of the web's catalogue (src/web/i18n/locales/en.json) and the name of its one parameter. */
type Template = readonly [key: string, param: string];

export type ChoiceFilter<K extends keyof SearchFilters, V extends string> = {
  /** The filter's name in the API's body and in the URL. */
  key: K;
  kind: 'enum';
  /** Every value the filter may hold. */
  values: readonly V[];
  /** The listing column it compares; `suits` also lets a NO_PREFERENCE listing match every value. */
  column: string;
  match: 'equals' | 'suits';
  /** Its chip: the `say` kind of the API's ways out and the English label written from it. */
  chip: { kind: ChoiceSay['kind']; english: (value: V) => string };
  /**
   * How the web writes the chip and the popup's options: the enum group of labels
   * (`enums.<labels>` in the catalogue), the chip's template around the label, and the
   * values written by a message of their own.
   */
  text: {
    labels: string;
    chip?: Template;
    chipOwn?: Partial<Record<V, string>>;
    optionOwn?: Partial<Record<V, string>>;
  };
  /** The popup's group: its legend, and the options offered for the chosen property type (none: hidden). */
  popup: { legend: string; offered: (type: PropertyType | undefined) => readonly V[] };
  /** A choice the chosen property type does not offer is dropped (docs/product/search.md#typed-queries). */
  narrowedByType: boolean;
  /** The typed-query phrases that set it; `rank` orders the groups when a word could start two. */
  words: { rank: number; phrases: readonly (readonly [V, ...string[]])[] };
};

const LOOKING_FOR: PropertyType[] = ['APARTMENT', 'PG_HOSTEL', 'WEEKEND_HOME', 'CO_LIVING'];
const BHK_ROOMS: Configuration[] = ['_1BHK', '_2BHK', '_3BHK', '_4BHK', '_5BHK', '_6BHK'];
const DEFAULT_TENANTS: TenantType[] = ['MALE', 'FEMALE', 'NO_PREFERENCE'];
const rulesOf = (type: PropertyType | undefined) => (type ? RULES_BY_PROPERTY_TYPE[type] : undefined);

const row = <K extends keyof SearchFilters, V extends NonNullable<SearchFilters[K]> & string>(
  filter: ChoiceFilter<K, V>,
) => filter;

/** In the popup's order, which is also the chips' order. */
export const CHOICE_FILTERS = [
  row({
    key: 'property_type',
    kind: 'enum',
    values: PROPERTY_TYPE_VALUES,
    column: 'property_type',
    match: 'equals',
    chip: { kind: 'propertyType', english: (v) => labelOf(PROPERTY_TYPES, v) },
    text: { labels: 'propertyType' },
    popup: { legend: 'filters.lookingFor', offered: () => LOOKING_FOR },
    narrowedByType: false,
    words: { rank: 5, phrases: PROPERTY_TYPE_WORDS },
  }),
  row({
    key: 'listed_by',
    kind: 'enum',
    values: LISTED_BY_VALUES,
    column: 'listed_by',
    match: 'equals',
    chip: { kind: 'listedBy', english: (v) => `Listed by ${v}` },
    text: { labels: 'listedBy', chip: ['filters.chip.listedBy', 'who'] },
    popup: { legend: 'filters.listedBy', offered: () => LISTED_BY_VALUES },
    narrowedByType: false,
    words: { rank: 7, phrases: LISTED_BY_WORDS },
  }),
  row({
    key: 'configuration',
    kind: 'enum',
    values: CONFIGURATION_VALUES,
    column: 'configuration',
    match: 'equals',
    chip: { kind: 'configuration', english: (v) => labelOf(CONFIGURATIONS, v) },
    text: { labels: 'configuration' },
    popup: { legend: 'filters.rooms', offered: (type) => rulesOf(type)?.configurations ?? BHK_ROOMS },
    narrowedByType: true,
    words: { rank: 4, phrases: CONFIGURATION_WORDS },
  }),
  row({
    key: 'tenant_type',
    kind: 'enum',
    values: TENANT_TYPE_VALUES,
    column: 'tenant_type',
    match: 'suits',
    chip: {
      kind: 'tenantType',
      english: (v) => (v === 'NO_PREFERENCE' ? 'Any tenant' : `For ${labelOf(TENANT_TYPES, v)}`),
    },
    text: {
      labels: 'tenantType',
      chip: ['filters.chip.for', 'who'],
      chipOwn: { NO_PREFERENCE: 'filters.chip.anyTenant' },
      optionOwn: { NO_PREFERENCE: 'filters.anyTenant' },
    },
    popup: { legend: 'filters.tenantType', offered: (type) => rulesOf(type)?.tenantTypes ?? DEFAULT_TENANTS },
    narrowedByType: true,
    words: { rank: 6, phrases: TENANT_TYPE_WORDS },
  }),
  row({
    key: 'food_allowed',
    kind: 'enum',
    values: FOOD_PREFERENCE_VALUES,
    column: 'food_allowed',
    match: 'suits',
    chip: { kind: 'food', english: (v) => `Food: ${labelOf(FOOD_PREFERENCES, v)}` },
    text: { labels: 'foodPreference', chip: ['filters.chip.food', 'food'] },
    popup: { legend: 'filters.food', offered: () => ['VEG', 'NONVEG'] },
    narrowedByType: false,
    words: { rank: 3, phrases: FOOD_WORDS },
  }),
  row({
    key: 'furnishing_status',
    kind: 'enum',
    values: FURNISHING_VALUES,
    column: 'furnishing_status',
    match: 'equals',
    chip: { kind: 'furnishing', english: (v) => FURNISHINGS.find((f) => f.value === v)?.formLabel ?? v },
    text: { labels: 'furnishingForm' },
    popup: { legend: 'filters.furnishing', offered: () => FURNISHING_VALUES },
    narrowedByType: false,
    words: { rank: 2, phrases: FURNISHING_WORDS },
  }),
  row({
    key: 'brokerage',
    kind: 'enum',
    values: BROKERAGE_VALUES,
    column: 'brokerage',
    match: 'equals',
    chip: {
      kind: 'brokerage',
      english: (v) => (v === 'ZERO' ? 'Zero brokerage' : `Brokerage ${labelOf(BROKERAGES, v)}`),
    },
    text: {
      labels: 'brokerage',
      chip: ['filters.chip.brokerage', 'days'],
      chipOwn: { ZERO: 'filters.chip.zeroBrokerage' },
      optionOwn: { ZERO: 'filters.zeroBrokerage' },
    },
    popup: { legend: 'filters.brokerage', offered: (type) => rulesOf(type)?.brokerages ?? BROKERAGE_VALUES },
    narrowedByType: true,
    words: { rank: 1, phrases: BROKERAGE_WORDS },
  }),
  ...FLAG_FILTERS,
] as const;

export type AnyChoiceFilter = (typeof CHOICE_FILTERS)[number];
type EnumKey = Extract<AnyChoiceFilter, { kind: 'enum' }>['key'];
type FlagKey = Extract<AnyChoiceFilter, { kind: 'flag' }>['key'];

/** One row's functions and lists, read with any of its values; `kind` tells a single choice from a yes/no. */
export type LooseChoiceFilter = ChoiceFilter<EnumKey, string> | FlagFilter<FlagKey, FlagSay['kind']>;
export const LOOSE_CHOICE_FILTERS =
  CHOICE_FILTERS as readonly AnyChoiceFilter[] as readonly LooseChoiceFilter[];

const rowOfChip = (kind: ChipSay['kind']) => LOOSE_CHOICE_FILTERS.find((f) => f.chip.kind === kind)!;
export const choiceFilterOfChip = (kind: ChoiceSay['kind']) =>
  rowOfChip(kind) as ChoiceFilter<EnumKey, string>;
export const flagFilterOfChip = (kind: FlagSay['kind']) => rowOfChip(kind) as FlagFilter<FlagKey>;

/** The filters without the choices `type` does not offer. */
export const withoutChoicesNotOffered = (filters: SearchFilters, type: PropertyType | undefined) => {
  const next: Record<string, unknown> = { ...filters };
  for (const f of LOOSE_CHOICE_FILTERS) {
    const value = next[f.key] as string | undefined;
    if (f.kind === 'enum' && f.narrowedByType && value && !f.popup.offered(type).includes(value))
      delete next[f.key];
  }
  return next as SearchFilters;
};
