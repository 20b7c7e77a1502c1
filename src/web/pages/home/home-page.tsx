// The landing page (docs/product/screens.md#home): the search box is the hero,
// then the three curated sections, the listed-by tiles, List Your Space and true figures.
import { lazy, Suspense } from 'react';
import { useHomeListings } from '../../api/listing/get-listings.ts';
import { HomeSection } from '../../components/home-section.tsx';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { HomeSearch } from './home-search.tsx';
import { PremiumBanner } from './premium-banner.tsx';

const HomeBelowFold = lazy(() => import('./home-below-fold.tsx'));

export default function HomePage() {
  const city = useCurrentCity();
  const home = useHomeListings(city);
  const common = { isError: home.isError, onRetry: () => void home.refetch() };
  return (
    <>
      <HomeSearch />
      <HomeSection
        title="Recommended Properties"
        viewAllTo={paths.view('recommended_properties')}
        listings={home.data?.recommended}
        emptyText={`No recommended homes in ${city} yet. Try Search to see every home in the city.`}
        priority
        {...common}
      />
      <HomeSection
        title="Best Deals"
        viewAllTo={paths.view('best_deals')}
        listings={home.data?.best_deals}
        emptyText={`No best deals in ${city} right now. New homes are listed every day.`}
        {...common}
      />
      <PremiumBanner />
      <HomeSection
        title="Weekend Homes"
        viewAllTo={paths.view('weekend_homes')}
        listings={home.data?.weekend_home}
        emptyText={`No weekend homes in ${city} yet. Try another city from the list above.`}
        {...common}
      />
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
