// The filters in use as chips, with their labels ('Listed by Owner', 'Rent ₹5,000 to
// ₹20,000'), in the filter popup's order (docs/product/search.md#applied-filters): the web
// shows them over the results and the server names the ways out of an empty result by them.
// Each chip also says what it is as data (`say`), so the web app can write it in the
// reader's language; the English `label` is written from the same data.
import { RENT_SLIDER } from './constants.ts';
import { formatRupees } from './format.ts';
import type { ChipSay, SearchFilters } from './schemas/search.ts';
import { choiceFilterOfChip, flagFilterOfChip, LOOSE_CHOICE_FILTERS } from './search-filters.ts';

export type { ChipSay } from './schemas/search.ts';

export type FilterChip = { label: string; say: ChipSay; keys: (keyof SearchFilters)[] };

/** The rent range as a chip says it; an open top reads as the slider's top. */
export const rentSay = (min: number | undefined, max: number | undefined): ChipSay => {
  if (min !== undefined && max !== undefined) return { kind: 'rentRange', min, max };
  if (min !== undefined) return { kind: 'rentFrom', min };
  return { kind: 'rentUpTo', max: max ?? RENT_SLIDER.max };
};

/** A chip's English label: 'Near Koramangala', 'Rent ₹5,000 to ₹20,000'. */
export const chipLabel = (say: ChipSay): string => {
  if ('value' in say) return choiceFilterOfChip(say.kind).chip.english(say.value);
  switch (say.kind) {
    case 'near':
      return `Near ${say.place}`;
    case 'rentRange':
      return `Rent ${formatRupees(say.min)} to ${formatRupees(say.max)}`;
    case 'rentFrom':
      return `Rent from ${formatRupees(say.min)}`;
    case 'rentUpTo':
      return `Rent up to ${formatRupees(say.max)}`;
    case 'moveInUnder':
      return `Move in under ${formatRupees(say.max)}`;
    case 'mapArea':
      return 'Map area';
    default:
      // What is left are the table's yes/no rows (src/shared/search-flags.ts).
      return flagFilterOfChip(say.kind).chip.english;
  }
};

export const rentLabel = (min: number | undefined, max: number | undefined) => chipLabel(rentSay(min, max));

/** One chip per filter in use, the rent range counting once, in the popup's order. */
export const chipsOf = (filters: SearchFilters): FilterChip[] => {
  const chips: FilterChip[] = [];
  const add = (say: ChipSay, ...keys: (keyof SearchFilters)[]) =>
    chips.push({ label: chipLabel(say), say, keys });
  const { locality, min_rent, max_rent, max_move_in } = filters;
  if (locality) add({ kind: 'near', place: locality }, 'locality');
  for (const row of LOOSE_CHOICE_FILTERS) {
    const value = filters[row.key];
    if (!value) continue;
    // A single choice says its value; a yes/no filter, which holds only `true`, says its kind.
    add((row.kind === 'flag' ? { kind: row.chip.kind } : { kind: row.chip.kind, value }) as ChipSay, row.key);
  }
  if (min_rent !== undefined || max_rent !== undefined)
    add(rentSay(min_rent, max_rent), 'min_rent', 'max_rent');
  if (max_move_in !== undefined) add({ kind: 'moveInUnder', max: max_move_in }, 'max_move_in');
  // "Search this area" on the map (docs/product/search.md#map).
  if (filters.bounds) add({ kind: 'mapArea' }, 'bounds');
  return chips;
};
