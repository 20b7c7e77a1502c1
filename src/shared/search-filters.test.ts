import { describe, expect, it } from 'vitest';
import { chipLabel, chipsOf } from './filter-chips.ts';
import { parseQuery, withTypedFilters } from './query-parser.ts';
import { ChipSaySchema, SearchFiltersSchema, TypedFiltersSchema } from './schemas/search.ts';
import { LOOSE_CHOICE_FILTERS } from './search-filters.ts';
import { readSearch, writeSearch } from './search-params.ts';

describe('the search filter table', () => {
  it.each(LOOSE_CHOICE_FILTERS.map((f) => [f.key, f] as const))(
    'holds %s to the API schema: every value it names is accepted and answered',
    (key, filter) => {
      for (const value of filter.values) {
        expect(SearchFiltersSchema.shape[key].parse(value)).toBe(value);
        expect(TypedFiltersSchema.shape[key].parse(value)).toBe(value);
        expect(ChipSaySchema.parse({ kind: filter.chip.kind, value })).toEqual({
          kind: filter.chip.kind,
          value,
        });
      }
      expect(filter.popup.offered(undefined).every((v) => filter.values.includes(v))).toBe(true);
    },
  );

  it.each(LOOSE_CHOICE_FILTERS.map((f) => [f.key, f] as const))(
    'makes %s one removable chip, labelled by its row',
    (key, filter) => {
      const value = filter.values[0]!;
      const chips = chipsOf({ [key]: value });
      expect(chips).toEqual([
        { label: filter.chip.english(value), say: { kind: filter.chip.kind, value }, keys: [key] },
      ]);
      expect(chipLabel(chips[0]!.say)).toBe(filter.chip.english(value));
    },
  );

  it('shows the chips in the order of the table', () => {
    const all = Object.fromEntries(LOOSE_CHOICE_FILTERS.map((f) => [f.key, f.popup.offered(undefined)[0]]));
    expect(chipsOf(all).map((chip) => chip.keys[0])).toEqual(LOOSE_CHOICE_FILTERS.map((f) => f.key));
  });

  it.each(LOOSE_CHOICE_FILTERS.map((f) => [f.key, f] as const))(
    'carries %s in the URL under its API name and reads it back',
    (key, filter) => {
      const value = filter.values.at(-1)!;
      const params = writeSearch(
        { city: 'Pune', search: '', filters: { [key]: value }, sort: undefined },
        new URLSearchParams(),
      );
      expect(params.get(key)).toBe(value);
      expect(readSearch(params, 'Mumbai').filters).toEqual({ [key]: value });
    },
  );

  it.each(LOOSE_CHOICE_FILTERS.map((f) => [f.key, f] as const))('reads typed words as %s', (key, filter) => {
    const [value, ...words] = filter.words.phrases[0]!;
    const parsed = parseQuery(words.join(' '));
    expect(parsed.filters[key]).toBe(value);
    expect(parsed.parts.map((p) => p.filter)).toContain(key);
  });

  it('ranks every phrase group apart, so the reading order is decided', () => {
    const ranks = LOOSE_CHOICE_FILTERS.map((f) => f.words.rank);
    expect(new Set(ranks).size).toBe(ranks.length);
  });

  it('drops a typed choice the typed property type does not offer, for each row narrowed by type', () => {
    for (const filter of LOOSE_CHOICE_FILTERS.filter((f) => f.narrowedByType)) {
      const notOffered = filter.values.find((v) => !filter.popup.offered('WEEKEND_HOME').includes(v))!;
      const merged = withTypedFilters({ [filter.key]: notOffered }, { property_type: 'WEEKEND_HOME' });
      expect(merged).toEqual({ property_type: 'WEEKEND_HOME' });
    }
  });
});
