// View All for a home section: /view?recommended_properties, ?best_deals, ?weekend_homes.

import { Link, useSearchParams } from 'react-router';
import type { HomeSection } from '../../../shared/schemas/listing.ts';
import { useHomeListings } from '../../api/listing/get-listings.ts';
import { ListingGrid } from '../../components/listing-grid.tsx';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';

const SECTIONS = [
  { param: 'recommended_properties', section: 'recommended', title: 'view.recommended' },
  { param: 'best_deals', section: 'best_deals', title: 'view.bestDeals' },
  { param: 'weekend_homes', section: 'weekend_home', title: 'view.weekendHomes' },
] as const satisfies readonly { param: string; section: HomeSection; title: string }[];

export default function ViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const city = useCurrentCity();
  const cityName = usePlaceNames().city(city);
  const chosen = SECTIONS.find((s) => params.has(s.param)) ?? SECTIONS[0]!;
  const view = useHomeListings(city, chosen.section);
  const title = t(chosen.title);
  return (
    <ListingGrid
      title={title}
      intro={t('view.in', { city: cityName })}
      listings={view.data?.[chosen.section]}
      isError={view.isError}
      onRetry={() => void view.refetch()}
      empty={
        <>
          <p>{t('view.empty', { title, city: cityName })}</p>
          <Link
            to={paths.search()}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('view.searchAll', { city: cityName })}
          </Link>
        </>
      }
    />
  );
}
