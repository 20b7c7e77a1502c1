// The filter popup (docs/product/search.md#the-filter-popup): city, locality, the single-choice
// groups with the option sets of docs/product/search.md#filters, rent range, Filter and Clear
// Filter. A bottom sheet on phones, centred on desktop; the native modal dialog keeps focus inside
// it and closes on Escape. Choices stay a draft until Filter applies them.
import { useState } from 'react';
import { CITY_NAMES, type CityName, isCityName } from '../../../shared/cities.ts';
import {
  BROKERAGES,
  type Configuration,
  FURNISHINGS,
  LISTED_BY,
  type PropertyType,
  type TenantType,
} from '../../../shared/enums.ts';
import { hasBrokerage, RULES_BY_PROPERTY_TYPE } from '../../../shared/listing-rules.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { ChoiceChips } from '../../ui/chips.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { RentRange } from './rent-range.tsx';
import { rangeOf, withRange } from './search-url.ts';

const LOOKING_FOR: PropertyType[] = ['APARTMENT', 'PG_HOSTEL', 'WEEKEND_HOME', 'CO_LIVING'];
const BHK_ROOMS: Configuration[] = ['_1BHK', '_2BHK', '_3BHK', '_4BHK', '_5BHK', '_6BHK'];
const DEFAULT_TENANTS: TenantType[] = ['MALE', 'FEMALE', 'NO_PREFERENCE'];
const FOOD = ['VEG', 'NONVEG'] as const;
/** Move-in budgets offered as chips: first rent, deposit and brokerage together (docs/product/search.md). */
const MOVE_IN_BUDGETS = [25_000, 50_000, 100_000, 200_000] as const;

const CITY_OPTIONS = CITY_NAMES.map((name) => ({ value: name, label: name }));

const roomsFor = (type: PropertyType | undefined) =>
  type ? RULES_BY_PROPERTY_TYPE[type].configurations : BHK_ROOMS;
const tenantsFor = (type: PropertyType | undefined) =>
  type ? RULES_BY_PROPERTY_TYPE[type].tenantTypes : DEFAULT_TENANTS;

/** Choices that a new property type does not offer are dropped with it. */
const withPropertyType = (filters: SearchFilters, type: PropertyType | undefined): SearchFilters => {
  const next: SearchFilters = { ...filters, property_type: type };
  if (next.configuration && !roomsFor(type).includes(next.configuration)) next.configuration = undefined;
  if (next.tenant_type && !tenantsFor(type).includes(next.tenant_type)) next.tenant_type = undefined;
  if (type && !hasBrokerage(type)) next.brokerage = undefined;
  return next;
};

export function FilterPopup(props: {
  city: CityName;
  filters: SearchFilters;
  onApply: (choice: { city: CityName; filters: SearchFilters }) => void;
  onClear: () => void;
  onClose: () => void;
}) {
  const [city, setCity] = useState(props.city);
  const [filters, setFilters] = useState<SearchFilters>(props.filters);
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));
  const type = filters.property_type;
  const { t } = useTranslation();
  const label = useEnumLabel();
  const format = useFormat();
  const tenantLabel = (value: TenantType) =>
    value === 'NO_PREFERENCE' ? t('filters.anyTenant') : label('tenantType', value);

  return (
    <Dialog title={t('filters.button')} onClose={props.onClose}>
      <form
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          props.onApply({ city, filters });
        }}
      >
        <Field label={t('filters.city')}>
          <Select
            value={city}
            options={CITY_OPTIONS}
            onChange={(e) => {
              if (isCityName(e.target.value)) setCity(e.target.value);
            }}
          />
        </Field>
        <Field label={t('filters.locality')}>
          <Input
            type="search"
            value={filters.locality ?? ''}
            onChange={(e) => set('locality', e.target.value || undefined)}
            placeholder={t('filters.localityPlaceholder')}
            maxLength={100}
          />
        </Field>
        <ChoiceChips
          legend={t('filters.lookingFor')}
          options={LOOKING_FOR.map((value) => ({ value, label: label('propertyType', value) }))}
          value={type}
          onChange={(value) => setFilters((f) => withPropertyType(f, value))}
        />
        <ChoiceChips
          legend={t('filters.listedBy')}
          options={LISTED_BY.map(({ value }) => ({ value, label: label('listedBy', value) }))}
          value={filters.listed_by}
          onChange={(value) => set('listed_by', value)}
        />
        <ChoiceChips
          legend={t('filters.rooms')}
          options={roomsFor(type).map((value) => ({ value, label: label('configuration', value) }))}
          value={filters.configuration}
          onChange={(value) => set('configuration', value)}
        />
        <ChoiceChips
          legend={t('filters.tenantType')}
          options={tenantsFor(type).map((value) => ({ value, label: tenantLabel(value) }))}
          value={filters.tenant_type}
          onChange={(value) => set('tenant_type', value)}
        />
        <ChoiceChips
          legend={t('filters.food')}
          options={FOOD.map((value) => ({ value, label: label('foodPreference', value) }))}
          value={filters.food_allowed === 'NO_PREFERENCE' ? undefined : filters.food_allowed}
          onChange={(value) => set('food_allowed', value)}
        />
        <ChoiceChips
          legend={t('filters.furnishing')}
          options={FURNISHINGS.map(({ value }) => ({ value, label: label('furnishingForm', value) }))}
          value={filters.furnishing_status}
          onChange={(value) => set('furnishing_status', value)}
        />
        {(!type || hasBrokerage(type)) && (
          <ChoiceChips
            legend={t('filters.brokerage')}
            options={BROKERAGES.map(({ value }) => ({
              value,
              label: value === 'ZERO' ? t('filters.zeroBrokerage') : label('brokerage', value),
            }))}
            value={filters.brokerage}
            onChange={(value) => set('brokerage', value)}
          />
        )}
        <RentRange value={rangeOf(filters)} onChange={(range) => setFilters((f) => withRange(f, range))} />
        <ChoiceChips
          legend={t('filters.moveInBudget')}
          options={MOVE_IN_BUDGETS.map((amount) => ({
            value: String(amount),
            label: t('filters.underAmount', { amount: format.rupees(amount) }),
          }))}
          value={filters.max_move_in === undefined ? undefined : String(filters.max_move_in)}
          onChange={(value) => set('max_move_in', value === undefined ? undefined : Number(value))}
        />
        <div className="sticky bottom-0 -mx-5 -mb-5 flex gap-3 border-t border-slate-200 bg-white p-4">
          <Button variant="secondary" className="flex-1" onClick={props.onClear}>
            {t('filters.clear')}
          </Button>
          <Button type="submit" className="flex-1">
            {t('filters.apply')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
