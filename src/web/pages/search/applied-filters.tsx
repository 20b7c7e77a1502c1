// The filters a search applies, shown over its results as chips, each removable, so a
// filter never narrows a search unseen (docs/product/search.md).
import { X } from 'lucide-react';
import { RENT_SLIDER } from '../../../shared/constants.ts';
import {
  BROKERAGES,
  CONFIGURATIONS,
  FOOD_PREFERENCES,
  FURNISHINGS,
  labelOf,
  PROPERTY_TYPES,
  TENANT_TYPES,
} from '../../../shared/enums.ts';
import { formatRupees } from '../../../shared/format.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';

type Chip = { label: string; without: SearchFilters };

const rentLabel = (min: number | undefined, max: number | undefined) => {
  if (min !== undefined && max !== undefined) return `Rent ${formatRupees(min)} to ${formatRupees(max)}`;
  if (min !== undefined) return `Rent from ${formatRupees(min)}`;
  return `Rent up to ${formatRupees(max ?? RENT_SLIDER.max)}`;
};

/** One chip per filter in use, the rent range counting once, in the popup's order. */
const chipsOf = (filters: SearchFilters): Chip[] => {
  const chips: Chip[] = [];
  const without = (...keys: (keyof SearchFilters)[]) => {
    const next = { ...filters };
    for (const key of keys) delete next[key];
    return next;
  };
  const {
    property_type,
    listed_by,
    configuration,
    tenant_type,
    food_allowed,
    furnishing_status,
    brokerage,
    locality,
    min_rent,
    max_rent,
  } = filters;
  if (locality) chips.push({ label: `Near ${locality}`, without: without('locality') });
  if (property_type)
    chips.push({ label: labelOf(PROPERTY_TYPES, property_type), without: without('property_type') });
  if (listed_by) chips.push({ label: `Listed by ${listed_by}`, without: without('listed_by') });
  if (configuration)
    chips.push({ label: labelOf(CONFIGURATIONS, configuration), without: without('configuration') });
  if (tenant_type)
    chips.push({
      label: tenant_type === 'NO_PREFERENCE' ? 'Any tenant' : `For ${labelOf(TENANT_TYPES, tenant_type)}`,
      without: without('tenant_type'),
    });
  if (food_allowed)
    chips.push({
      label: `Food: ${labelOf(FOOD_PREFERENCES, food_allowed)}`,
      without: without('food_allowed'),
    });
  if (furnishing_status)
    chips.push({
      label: FURNISHINGS.find((f) => f.value === furnishing_status)?.formLabel ?? furnishing_status,
      without: without('furnishing_status'),
    });
  if (brokerage)
    chips.push({
      label: brokerage === 'ZERO' ? 'Zero brokerage' : `Brokerage ${labelOf(BROKERAGES, brokerage)}`,
      without: without('brokerage'),
    });
  if (min_rent !== undefined || max_rent !== undefined)
    chips.push({ label: rentLabel(min_rent, max_rent), without: without('min_rent', 'max_rent') });
  return chips;
};

export function AppliedFilters(props: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  onClearAll: () => void;
}) {
  const chips = chipsOf(props.filters);
  if (chips.length === 0) return null;
  return (
    <section aria-label="Applied filters" className="mt-3 flex flex-wrap items-center gap-2">
      <p className="text-sm font-semibold text-slate-800">
        {chips.length === 1 ? '1 filter applied' : `${chips.length} filters applied`}
      </p>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              onClick={() => props.onChange(chip.without)}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 pr-3 pl-4 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {chip.label}
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={props.onClearAll}
        className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Clear all
      </button>
    </section>
  );
}
