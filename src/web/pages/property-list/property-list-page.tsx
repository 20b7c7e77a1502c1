// A list handed over by another page: heading and listings in the navigation state
// (docs/product/screens.md#property-list). Opened directly, it loads the city's listings of the
// property type named in the query (?property_type=APARTMENT).

import { Link, useLocation, useSearchParams } from 'react-router';
import { PROPERTY_TYPE_VALUES, type PropertyType } from '../../../shared/enums.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { usePropertyList } from '../../api/listing/get-property-list.ts';
import { ListingGrid } from '../../components/listing-grid.tsx';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';

type HandedOver = { heading?: string; data?: Listing[]; properties?: Listing[]; property_type?: string };

const asPropertyType = (value: string | null | undefined): PropertyType | undefined =>
  (PROPERTY_TYPE_VALUES as readonly string[]).includes(value ?? '') ? (value as PropertyType) : undefined;

export default function PropertyListPage() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const state = (useLocation().state ?? {}) as HandedOver;
  const [params] = useSearchParams();
  const city = useCurrentCity();
  const cityName = usePlaceNames().city(city);
  const handed = state.data ?? state.properties;
  const propertyType = asPropertyType(params.get('property_type') ?? state.property_type);
  const list = usePropertyList(city, propertyType, handed === undefined);
  const heading =
    state.heading ??
    (propertyType
      ? t('properties.typeIn', { type: label('propertyType', propertyType), city: cityName })
      : t('properties.title', { city: cityName }));
  return (
    <ListingGrid
      title={heading}
      listings={handed ?? list.data}
      isError={handed === undefined && list.isError}
      onRetry={() => void list.refetch()}
      empty={
        <>
          <p>{t('properties.noneHere')}</p>
          <Link
            to={paths.search()}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('properties.searchHomes')}
          </Link>
        </>
      }
    />
  );
}
