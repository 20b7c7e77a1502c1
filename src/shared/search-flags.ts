// The yes/no filters of the listings search (docs/product/search.md#yesno-filters): rows of the
// filter table (search-filters.ts), which every consumer of that table reads. They sit in a file
// of their own because the API's schema (schemas/search.ts) derives each one's field, its answer
// and its chip from the row, and search-filters.ts reads that schema's types. A yes/no filter
// holds `true` or nothing: it keeps the listings whose boolean column is true.

export type FlagFilter<K extends string = string, Chip extends string = string> = {
  /** The filter's name in the API's body and in the URL. */
  key: K;
  kind: 'flag';
  /** The boolean column of listings it keeps true. */
  column: string;
  /** Its chip: the `say` kind of the API's ways out (a kind without a value) and its English label. */
  chip: { kind: Chip; english: string };
  /** Messages of the web's catalogue (src/web/i18n/locales/en.json): the popup's checkbox and the chip. */
  text: { option: string; chip: string };
  /** The typed-query phrases that set it; `rank` orders the groups when a word could start two. */
  words: { rank: number; phrases: readonly (readonly [true, ...string[]])[] };
};

/** In the popup's order, after the single-choice rows. */
export const FLAG_FILTERS = [
  {
    key: 'assured',
    kind: 'flag',
    column: 'assured',
    chip: { kind: 'assured', english: 'Thikana Assured' },
    text: { option: 'filters.assured', chip: 'filters.chip.assured' },
    words: {
      rank: 8,
      phrases: [
        [true, 'thikana', 'assured'],
        [true, 'assured'],
        [true, 'verified'],
      ],
    },
  },
] as const satisfies readonly FlagFilter[];
