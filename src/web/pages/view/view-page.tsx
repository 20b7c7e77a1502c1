// View All for a home section: /view?recommended_properties, ?best_deals, ?weekend_homes.
import { Link, useSearchParams } from 'react-router';
import type { HomeSection } from '../../../shared/schemas/listing.ts';
import { useHomeListings } from '../../api/listing/get-listings.ts';
import { ListingGrid } from '../../components/listing-grid.tsx';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';

const SECTIONS: { param: string; section: HomeSection; title: string }[] = [
  { param: 'recommended_properties', section: 'recommended', title: 'Recommended Properties' },
  { param: 'best_deals', section: 'best_deals', title: 'Best Deals' },
  { param: 'weekend_homes', section: 'weekend_home', title: 'Weekend Homes' },
];

export default function ViewPage() {
  const [params] = useSearchParams();
  const city = useCurrentCity();
  const chosen = SECTIONS.find((s) => params.has(s.param)) ?? SECTIONS[0]!;
  const view = useHomeListings(city, chosen.section);
  return (
    <ListingGrid
      title={chosen.title}
      intro={`In ${city}`}
      listings={view.data?.[chosen.section]}
      isError={view.isError}
      onRetry={() => void view.refetch()}
      empty={
        <>
          <p>
            Nothing in {chosen.title} for {city} yet.
          </p>
          <Link
            to={paths.search()}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Search every home in {city}
          </Link>
        </>
      }
    />
  );
}
