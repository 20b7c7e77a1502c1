// The search results with their map (docs/product/search.md#map): on a desktop (1024 px
// and wider) the map stands beside the list; on a phone a List / Map switch shows one
// or the other. The map's code (Leaflet) loads only when the map is first shown.
import { List, Map as MapIcon } from 'lucide-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { CityName } from '../../../../shared/cities.ts';
import type { Bounds, SearchResponse } from '../../../../shared/schemas/search.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

const SearchMap = lazy(() => import('./search-map.tsx'));

const DESKTOP = '(min-width: 1024px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useIsDesktop = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );

type Props = {
  city: CityName;
  pages: SearchResponse[] | undefined;
  bounds: Bounds | undefined;
  onSearchArea: (bounds: Bounds) => void;
  children: ReactNode;
};

const VIEWS = [
  { view: 'list', label: 'map.list', Icon: List },
  { view: 'map', label: 'map.map', Icon: MapIcon },
] as const;

const toggleClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-4 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

export function ResultsWithMap({ city, pages, bounds, onSearchArea, children }: Props) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [view, setView] = useState<'list' | 'map'>('list');
  const showMap = isDesktop || view === 'map';
  const homes = useMemo(() => (pages ?? []).flatMap((page) => page.properties), [pages]);
  // On a phone the opened map and its switch fill the screen under the header.
  const switchRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!isDesktop && view === 'map') switchRef.current?.scrollIntoView?.({ block: 'start' });
  }, [isDesktop, view]);

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-6">
      {!isDesktop && (
        <fieldset
          ref={switchRef}
          className="mt-4 flex scroll-mt-20 rounded-lg border border-slate-300 bg-white p-1"
        >
          <legend className="sr-only">{t('map.showAs')}</legend>
          {VIEWS.map(({ view: shown, label, Icon }) => (
            <button
              key={shown}
              type="button"
              aria-pressed={view === shown}
              onClick={() => setView(shown)}
              className={toggleClass}
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
              {t(label)}
            </button>
          ))}
        </fieldset>
      )}
      <div hidden={!isDesktop && view === 'map'}>{children}</div>
      {showMap && (
        <section
          aria-label={t('map.region')}
          className="mt-4 h-[calc(100svh-10rem)] min-h-80 lg:sticky lg:top-20 lg:mt-6 lg:h-[calc(100vh-7rem)]"
        >
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center rounded-xl bg-slate-100 text-slate-600">
                {t('map.loading')}
              </div>
            }
          >
            <SearchMap city={city} homes={homes} bounds={bounds} onSearchArea={onSearchArea} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
