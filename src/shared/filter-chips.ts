// The filters in use as chips, with their labels ('Listed by Owner', 'Rent ₹5,000 to
// ₹20,000'), in the filter popup's order (docs/product/search.md#applied-filters): the web
// shows them over the results and the server names the ways out of an empty result by them.
import { RENT_SLIDER } from './constants.ts';
import {
  BROKERAGES,
  CONFIGURATIONS,
  FOOD_PREFERENCES,
  FURNISHINGS,
  labelOf,
  PROPERTY_TYPES,
  TENANT_TYPES,
} from './enums.ts';
import { formatRupees } from './format.ts';
import type { SearchFilters } from './schemas/search.ts';

export type FilterChip = { label: string; keys: (keyof SearchFilters)[] };

export const rentLabel = (min: number | undefined, max: number | undefined) => {
  if (min !== undefined && max !== undefined) return `Rent ${formatRupees(min)} to ${formatRupees(max)}`;
  if (min !== undefined) return `Rent from ${formatRupees(min)}`;
  return `Rent up to ${formatRupees(max ?? RENT_SLIDER.max)}`;
};

/** One chip per filter in use, the rent range counting once, in the popup's order. */
export const chipsOf = (filters: SearchFilters): FilterChip[] => {
  const chips: FilterChip[] = [];
  const without = (...keys: (keyof SearchFilters)[]) => keys;
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
    max_move_in,
  } = filters;
  if (locality) chips.push({ label: `Near ${locality}`, keys: without('locality') });
  if (property_type)
    chips.push({ label: labelOf(PROPERTY_TYPES, property_type), keys: without('property_type') });
  if (listed_by) chips.push({ label: `Listed by ${listed_by}`, keys: without('listed_by') });
  if (configuration)
    chips.push({ label: labelOf(CONFIGURATIONS, configuration), keys: without('configuration') });
  if (tenant_type)
    chips.push({
      label: tenant_type === 'NO_PREFERENCE' ? 'Any tenant' : `For ${labelOf(TENANT_TYPES, tenant_type)}`,
      keys: without('tenant_type'),
    });
  if (food_allowed)
    chips.push({
      label: `Food: ${labelOf(FOOD_PREFERENCES, food_allowed)}`,
      keys: without('food_allowed'),
    });
  if (furnishing_status)
    chips.push({
      label: FURNISHINGS.find((f) => f.value === furnishing_status)?.formLabel ?? furnishing_status,
      keys: without('furnishing_status'),
    });
  if (brokerage)
    chips.push({
      label: brokerage === 'ZERO' ? 'Zero brokerage' : `Brokerage ${labelOf(BROKERAGES, brokerage)}`,
      keys: without('brokerage'),
    });
  if (min_rent !== undefined || max_rent !== undefined)
    chips.push({ label: rentLabel(min_rent, max_rent), keys: without('min_rent', 'max_rent') });
  if (max_move_in !== undefined)
    chips.push({ label: `Move in under ${formatRupees(max_move_in)}`, keys: without('max_move_in') });
  // "Search this area" on the map (docs/product/search.md#map).
  if (filters.bounds) chips.push({ label: 'Map area', keys: without('bounds') });
  return chips;
};
