// 'Available from' on the listing form: the kit's date field (docs/decisions/0103-dates-the-indian-way.md),
// its years within the dates the server takes.
import { Controller, useFormContext } from 'react-hook-form';
import { todayInIndia } from '../../../shared/format.ts';
import { availableFromRange } from '../../../shared/schemas/listing.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DateField } from '../../ui/date-field.tsx';
import type { ListingFormInput } from './form-values.ts';

/** Within the dates the server takes: 30 days back to a year ahead (docs/product/listings.md). */
export function AvailableFromField() {
  const { control, formState } = useFormContext<ListingFormInput>();
  const { t } = useTranslation();
  const { min, max } = availableFromRange(todayInIndia());
  return (
    <Controller
      control={control}
      name="available_from"
      render={({ field }) => (
        <DateField
          label={t('addListing.availableFrom')}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          min={min}
          max={max}
          error={formState.errors.available_from?.message}
        />
      )}
    />
  );
}
