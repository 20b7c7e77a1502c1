// Every live property of the current city (docs/product/screens.md#properties).

import { Link } from 'react-router';
import { usePropertyList } from '../../api/listing/get-property-list.ts';
import { ListingGrid } from '../../components/listing-grid.tsx';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';

export default function PropertiesPage() {
  const { t } = useTranslation();
  const city = useCurrentCity();
  const cityName = usePlaceNames().city(city);
  const list = usePropertyList(city);
  return (
    <ListingGrid
      title={t('properties.title', { city: cityName })}
      intro={t('properties.intro')}
      listings={list.data}
      isError={list.isError}
      onRetry={() => void list.refetch()}
      empty={
        <>
          <p>{t('properties.empty', { city: cityName })}</p>
          <Link
            to={paths.addListing()}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('properties.beFirst')}
          </Link>
        </>
      }
    />
  );
}
