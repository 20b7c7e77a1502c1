// The filters a search applies, shown over its results as chips, each removable, so a
// filter never narrows a search unseen (docs/product/search.md). Filters read from the
// text being typed show at once (docs/product/search.md#typed-queries); removing one
// removes its words from the text.
import { X } from 'lucide-react';
import { chipsOf, type FilterChip } from '../../../shared/filter-chips.ts';
import { type ParsedQuery, withoutPart, withTypedFilters } from '../../../shared/query-parser.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import { LOOSE_CHOICE_FILTERS } from '../../../shared/search-filters.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useChipText } from './chip-text.ts';

const ALL_KEYS: (keyof SearchFilters)[] = [
  ...LOOSE_CHOICE_FILTERS.map((choice) => choice.key),
  'locality',
  'max_rent',
  'max_move_in',
];

/** The text without the words that set any of these filters. */
const textWithout = (text: string, typed: ParsedQuery, keys: (keyof SearchFilters)[]) =>
  typed.parts
    .filter((p) =>
      p.filter === 'rent' ? keys.includes('max_rent') : keys.includes(p.filter as keyof SearchFilters),
    )
    .reverse()
    .reduce((rest, part) => withoutPart(rest, part), text);

export function AppliedFilters(props: {
  filters: SearchFilters;
  /** The text in the search box, as typed, and what it was read as. */
  text: string;
  typed: ParsedQuery;
  onChange: (filters: SearchFilters) => void;
  onText: (text: string) => void;
  /** Clears every filter; `text` is the typed text without the words read as filters. */
  onClearAll: (text: string) => void;
}) {
  const { filters, typed, text } = props;
  const { t } = useTranslation();
  const chipText = useChipText();
  const chips = chipsOf(withTypedFilters(filters, typed.filters));
  const isTyped = (chip: FilterChip) => chip.keys.some((key) => typed.filters[key] !== undefined);
  const remove = (chip: FilterChip) => {
    if (isTyped(chip)) return props.onText(textWithout(text, typed, chip.keys));
    const next = { ...filters };
    for (const key of chip.keys) delete next[key];
    props.onChange(next);
  };
  if (chips.length === 0) return null;
  return (
    <section aria-label={t('filters.applied')} className="mt-3 flex flex-wrap items-center gap-2">
      <p className="text-sm font-semibold text-slate-800">
        {t('filters.appliedCount', { count: chips.length })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              onClick={() => remove(chip)}
              aria-label={t('filters.remove', { chip: chipText(chip.say) })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 pr-3 pl-4 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {chipText(chip.say)}
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => props.onClearAll(textWithout(text, typed, ALL_KEYS))}
        className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t('filters.clearAll')}
      </button>
    </section>
  );
}
