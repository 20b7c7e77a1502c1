// Beside the rent in the listing form (docs/product/rents.md): what homes of the chosen type and
// configuration rent for in the chosen locality, or the city when the locality has too few
// ("1BHKs in Koramangala rent for ₹26,000-₹34,000"). Asked a moment after the owner stops
// typing; it never holds the form up, and says nothing without enough homes or on a failure.
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RentFigures } from '../../../shared/schemas/rents.ts';
import { type FiguresOf, useRentFigures } from '../../api/rents/get-rent-figures.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ListingFormInput } from './form-values.ts';

/** How long the form must be still before the band is asked for. */
const BAND_DELAY_MS = 400;

const useDebounced = <T,>(value: T, ms: number) => {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value is compared by its JSON
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
};

const hasFigures = (
  figures: RentFigures | undefined,
): figures is RentFigures & { p25: number; p75: number } =>
  !!figures && figures.p25 !== null && figures.p75 !== null;

export function RentBandHint() {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const places = usePlaceNames();
  const { control } = useFormContext<ListingFormInput>();
  const [city, locality, propertyType, configuration] = useWatch({
    control,
    name: ['city', 'locality', 'property_type', 'configuration'],
  }) as string[];
  const chosen: FiguresOf | null =
    city && propertyType && configuration
      ? {
          city,
          property_type: propertyType,
          configuration,
          ...(locality?.trim() ? { locality: locality.trim() } : {}),
        }
      : null;
  const of = useDebounced(chosen, BAND_DELAY_MS);
  const local = useRentFigures(of?.locality ? of : null);
  const whole = useRentFigures(
    of && (!of.locality || (local.isFetched && !hasFigures(local.data)))
      ? { ...of, locality: undefined }
      : null,
  );
  const figures =
    hasFigures(local.data) && of?.locality ? local.data : hasFigures(whole.data) ? whole.data : null;
  if (!of || !figures) return <p aria-live="polite" className="-mt-2 min-h-5 text-sm" />;
  const perDay = figures.rent_period === 'day';
  const values = {
    configuration: label('configuration', of.configuration),
    place:
      figures.locality && of.locality
        ? places.locality(figures.city, figures.locality)
        : places.city(figures.city),
    p25: format.rupees(figures.p25),
    p75: format.rupees(figures.p75),
  };
  return (
    <p aria-live="polite" data-rent-band className="-mt-2 min-h-5 text-sm text-brand-800">
      {t(perDay ? 'rents.bandPerDay' : 'rents.band', values)}
    </p>
  );
}
