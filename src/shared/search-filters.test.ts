import { describe, expect, it } from 'vitest';
import { chipLabel, chipsOf } from './filter-chips.ts';
import { parseQuery, withTypedFilters } from './query-parser.ts';
import { ChipSaySchema, SearchFiltersSchema, TypedFiltersSchema } from './schemas/search.ts';
import { LOOSE_CHOICE_FILTERS, type LooseChoiceFilter } from './search-filters.ts';
import { readSearch, writeSearch } from './search-params.ts';

/** The values a row holds: its choices, or only `true` for a yes/no filter. */
const valuesOf = (filter: LooseChoiceFilter): readonly (string | true)[] =>
  filter.kind === 'flag' ? [true] : filter.values;
const sayOf = (filter: LooseChoiceFilter, value: string | true) =>
  filter.kind === 'flag' ? { kind: filter.chip.kind } : { kind: filter.chip.kind, value };
const englishOf = (filter: LooseChoiceFilter, value: string | true) =>
  filter.kind === 'flag' ? filter.chip.english : filter.chip.english(value as string);

const rows = LOOSE_CHOICE_FILTERS.map((f) => [f.key, f] as const);
const flagRows = LOOSE_CHOICE_FILTERS.filter((f) => f.kind === 'flag').map((f) => [f.key, f] as const);

describe('the search filter table', () => {
  it('holds a row of each kind, a single choice and a yes/no', () => {
    expect(new Set(LOOSE_CHOICE_FILTERS.map((f) => f.kind))).toEqual(new Set(['enum', 'flag']));
  });

  it.each(rows)(
    'holds %s to the API schema: every value it names is accepted and answered',
    (key, filter) => {
      for (const value of valuesOf(filter)) {
        expect(SearchFiltersSchema.shape[key].parse(value)).toBe(value);
        expect(TypedFiltersSchema.shape[key].parse(value)).toBe(value);
        expect(ChipSaySchema.parse(sayOf(filter, value))).toEqual(sayOf(filter, value));
      }
      if (filter.kind === 'enum')
        expect(filter.popup.offered(undefined).every((v) => filter.values.includes(v))).toBe(true);
    },
  );

  it.each(flagRows)('turns %s on only for a yes, and reads anything else as no filter', (key) => {
    for (const yes of [true, 1, 'true', '1', 'yes', ' YES ', 'True'])
      expect(SearchFiltersSchema.shape[key].parse(yes), String(yes)).toBe(true);
    for (const no of [false, 0, 'false', '0', 'no', '', 'null', 'undefined', null, undefined, 'maybe', 7, {}])
      expect(SearchFiltersSchema.shape[key].parse(no), String(no)).toBeUndefined();
  });

  it.each(rows)('makes %s one removable chip, labelled by its row', (key, filter) => {
    const value = valuesOf(filter)[0]!;
    const chips = chipsOf({ [key]: value });
    expect(chips).toEqual([{ label: englishOf(filter, value), say: sayOf(filter, value), keys: [key] }]);
    expect(chipLabel(chips[0]!.say)).toBe(englishOf(filter, value));
  });

  it('shows the chips in the order of the table', () => {
    const all = Object.fromEntries(
      LOOSE_CHOICE_FILTERS.map((f) => [f.key, f.kind === 'flag' ? true : f.popup.offered(undefined)[0]]),
    );
    expect(chipsOf(all).map((chip) => chip.keys[0])).toEqual(LOOSE_CHOICE_FILTERS.map((f) => f.key));
  });

  it.each(rows)('carries %s in the URL under its API name and reads it back', (key, filter) => {
    const value = valuesOf(filter).at(-1)!;
    const params = writeSearch(
      { city: 'Pune', search: '', filters: { [key]: value }, sort: undefined },
      new URLSearchParams(),
    );
    expect(params.get(key)).toBe(String(value));
    expect(readSearch(params, 'Mumbai').filters).toEqual({ [key]: value });
  });

  it.each(rows)('reads typed words as %s', (key, filter) => {
    for (const [value, ...words] of filter.words.phrases) {
      const parsed = parseQuery(`${words.join(' ')} in baner`);
      expect(parsed.filters[key], words.join(' ')).toBe(value);
      expect(parsed.parts.map((p) => p.filter)).toContain(key);
      expect(parsed.text).toBe('baner');
    }
  });

  it('ranks every phrase group apart, so the reading order is decided', () => {
    const ranks = LOOSE_CHOICE_FILTERS.map((f) => f.words.rank);
    expect(new Set(ranks).size).toBe(ranks.length);
  });

  it('drops a typed choice the typed property type does not offer, for each row narrowed by type', () => {
    for (const filter of LOOSE_CHOICE_FILTERS) {
      if (filter.kind !== 'enum' || !filter.narrowedByType) continue;
      const notOffered = filter.values.find((v) => !filter.popup.offered('WEEKEND_HOME').includes(v))!;
      const merged = withTypedFilters({ [filter.key]: notOffered }, { property_type: 'WEEKEND_HOME' });
      expect(merged).toEqual({ property_type: 'WEEKEND_HOME' });
    }
  });

  it.each(flagRows)('keeps %s whatever property type is typed', (key) => {
    expect(withTypedFilters({ [key]: true }, { property_type: 'WEEKEND_HOME' })).toEqual({
      [key]: true,
      property_type: 'WEEKEND_HOME',
    });
  });
});
