// The filter popup (docs/product/search.md#the-filter-popup): city, locality, the single-choice
// groups with the option sets of docs/product/search.md#filters, the yes/no chips, rent range,
// Filter and Clear Filter. A bottom sheet on phones, centred on desktop; the native modal dialog
// keeps focus inside it and closes on Escape. Choices stay a draft until Filter applies them.
import { type Dispatch, type SetStateAction, useState } from 'react';
import { CITY_NAMES, type CityName, isCityName } from '../../../shared/cities.ts';
import type { PropertyType } from '../../../shared/enums.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import {
  LOOSE_CHOICE_FILTERS,
  type LooseChoiceFilter,
  withoutChoicesNotOffered,
} from '../../../shared/search-filters.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { type EnumGroup, useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { ChoiceChips, ToggleChip } from '../../ui/chips.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { RentRange } from './rent-range.tsx';
import { rangeOf, withRange } from './search-url.ts';

/** Move-in budgets offered as chips: first rent, deposit and brokerage together (docs/product/search.md). */
const MOVE_IN_BUDGETS = [25_000, 50_000, 100_000, 200_000] as const;

const CITY_OPTIONS = CITY_NAMES.map((name) => ({ value: name, label: name }));

/** One row of the filter table (src/shared/search-filters.ts): a group of choices, or one yes/no chip. */
function TableRow(props: {
  row: LooseChoiceFilter;
  filters: SearchFilters;
  setFilters: Dispatch<SetStateAction<SearchFilters>>;
}) {
  const { row, filters, setFilters } = props;
  const { t } = useTranslation();
  const label = useEnumLabel();
  if (row.kind === 'flag') {
    return (
      <ToggleChip
        label={t(row.text.option as MessageKey)}
        checked={filters[row.key] === true}
        onChange={(checked) => setFilters((f) => ({ ...f, [row.key]: checked || undefined }))}
      />
    );
  }
  const offered = row.popup.offered(filters.property_type);
  if (offered.length === 0) return null;
  const value = filters[row.key];
  const optionLabel = (option: string) => {
    const own = row.text.optionOwn?.[option];
    return own ? t(own as MessageKey) : label(row.text.labels as EnumGroup, option);
  };
  return (
    <ChoiceChips
      legend={t(row.popup.legend as MessageKey)}
      options={offered.map((option) => ({ value: option, label: optionLabel(option) }))}
      value={value && offered.includes(value) ? value : undefined}
      onChange={(option) =>
        // Choosing a property type drops the choices it does not offer with it.
        setFilters((f) => {
          const next = { ...f, [row.key]: option };
          return row.key === 'property_type'
            ? withoutChoicesNotOffered(next, option as PropertyType | undefined)
            : next;
        })
      }
    />
  );
}

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
  const { t } = useTranslation();
  const format = useFormat();

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
        {LOOSE_CHOICE_FILTERS.map((row) => (
          <TableRow key={row.key} row={row} filters={filters} setFilters={setFilters} />
        ))}
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
