// The landing page (docs/product/screens.md#home): the search box is the hero,
// then the three curated sections, the listed-by tiles, List Your Space and true figures.
import { useHomeListings } from '../../api/listing/get-listings.ts';
import { HomeSection } from '../../components/home-section.tsx';
import { Later, later } from '../../components/later.tsx';
import { withTexts } from '../../i18n/i18n.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { HomeSearch } from './home-search.tsx';

const HomeBelowFold = later(withTexts(() => import('./home-below-fold.tsx')));
// Below two sections of cards on every screen: its code comes after the first render, and a page
// the server drew keeps it in place while it comes (components/later.tsx).
const PremiumBanner = later(() => import('./premium-banner.tsx').then((m) => ({ default: m.PremiumBanner })));

export default function HomePage() {
  const { t } = useTranslation();
  const city = useCurrentCity();
  const cityName = usePlaceNames().city(city);
  const home = useHomeListings(city);
  const common = { isError: home.isError, onRetry: () => void home.refetch() };
  return (
    <>
      <HomeSearch />
      <HomeSection
        title={t('home.recommended')}
        viewAllTo={paths.view('recommended_properties')}
        listings={home.data?.recommended}
        emptyText={t('home.noRecommended', { city: cityName })}
        priority
        {...common}
      />
      <HomeSection
        title={t('home.bestDeals')}
        viewAllTo={paths.view('best_deals')}
        listings={home.data?.best_deals}
        emptyText={t('home.noBestDeals', { city: cityName })}
        {...common}
      />
      <Later part={PremiumBanner} />
      <HomeSection
        title={t('home.weekendHomes')}
        viewAllTo={paths.view('weekend_homes')}
        listings={home.data?.weekend_home}
        emptyText={t('home.noWeekendHomes', { city: cityName })}
        {...common}
      />
      <Later part={HomeBelowFold} />
    </>
  );
}
