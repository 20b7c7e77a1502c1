// /search (docs/product/search.md): the text box, the Search button and the filter popup
// over the results. The applied search lives in the URL (search-url.ts) and is also
// remembered in the filters store; a visit without parameters starts from it, in
// the current city. The URL's city and the header's city are one: a link's city
// becomes the current city, and a city picked in the header moves the search there.
// The filters in use show as removable chips (docs/product/search.md).
// Search runs on load, 350 ms after the text stops changing, and on the button.
import { Search as SearchIcon, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PROPERTY_TYPE_VALUES } from '../../../shared/enums.ts';
import { parseQuery, withTypedFilters } from '../../../shared/query-parser.ts';
import { searchQueryOf } from '../../../shared/search-params.ts';
import { type SearchQuery, useSearchProperties } from '../../api/listing/search-properties.ts';
import { i18n } from '../../i18n/i18n.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FULL_RENT_RANGE, useFilters } from '../../state/filters.ts';
import { useLocation as useCityStore, useCurrentCity } from '../../state/location.ts';
import { toast } from '../../toast.ts';
import { AppliedFilters } from './applied-filters.tsx';
import { CitySwitchedNotice } from './city-switched.tsx';
import { FilterPopup } from './filter-popup.tsx';
import { withoutBoundsOnCityChange } from './map/bounds.ts';
import { ResultsWithMap } from './map/results-with-map.tsx';
import { SaveSearchButton } from './save-search.tsx';
import { SearchResults } from './search-results.tsx';
import {
  type AppliedSearch,
  activeFilterCount,
  hasSearchParams,
  PROPERTY_LIST_PARAM,
  rangeOf,
  readSearch,
  writeSearch,
} from './search-url.ts';

const TYPING_PAUSE_MS = 350;

type ListState = { heading?: string; property_type?: string };

export default function SearchPage() {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const [params, setParams] = useSearchParams();
  const navigation = (useLocation().state ?? {}) as ListState;
  const currentCity = useCurrentCity();
  const stored = useFilters();
  const isPropertyList = params.has(PROPERTY_LIST_PARAM);

  // Without parameters the last search comes back from the store (or the list's type from navigation state).
  const startParams = useMemo(() => {
    if (hasSearchParams(params)) return params;
    const listType = (PROPERTY_TYPE_VALUES as readonly string[]).includes(navigation.property_type ?? '')
      ? navigation.property_type
      : undefined;
    const start: AppliedSearch = isPropertyList
      ? { city: currentCity, search: '', filters: { property_type: listType as never }, sort: undefined }
      : { city: currentCity, search: stored.search, filters: stored.filters, sort: undefined };
    return writeSearch(start, params);
  }, [params, navigation.property_type, isPropertyList, currentCity, stored]);
  const applied = readSearch(startParams, currentCity);

  useEffect(() => {
    if (startParams.toString() !== params.toString())
      setParams(startParams, { replace: true, state: navigation });
  }, [startParams, params, setParams, navigation]);

  // The latest search, for changes made from timers and callbacks of older renders.
  const latest = useRef({ applied, params });
  latest.current = { applied, params };
  const apply = (next: Partial<AppliedSearch>, replace = false) =>
    setParams(
      writeSearch(
        withoutBoundsOnCityChange({ ...latest.current.applied, ...next }, latest.current.applied.city),
        latest.current.params,
      ),
      {
        replace,
        state: navigation,
      },
    );

  // The search's city becomes the current city (a shared link, Back, the filter popup)...
  useEffect(() => {
    const { city, setCity } = useCityStore.getState();
    if (city !== applied.city) setCity(applied.city);
  }, [applied.city]);
  // ...and a city picked in the header (or "Use my location", or a login) moves the search.
  const applyLatest = useRef(apply);
  applyLatest.current = apply;
  useEffect(
    () =>
      useCityStore.subscribe((state, previous) => {
        if (state.city !== previous.city && state.city !== latest.current.applied.city)
          applyLatest.current({ city: state.city });
      }),
    [],
  );

  // Remembered (docs/product/search.md#saved-search-state): filters, search, city and range.
  const { setFilters, setSearch, setCity, setRange } = stored;
  const appliedKey = JSON.stringify(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: appliedKey stands for applied.
  useEffect(() => {
    setFilters(applied.filters);
    setSearch(applied.search);
    setCity(applied.city);
    setRange(rangeOf(applied.filters));
  }, [appliedKey, setFilters, setSearch, setCity, setRange]);

  // The text box: typed text is searched once typing pauses; a URL change from elsewhere replaces it.
  const [text, setText] = useState(applied.search);
  const lastSearched = useRef(applied.search);
  useEffect(() => {
    if (applied.search !== lastSearched.current) {
      lastSearched.current = applied.search;
      setText(applied.search);
    }
  }, [applied.search]);
  const searchText = (value: string, replace: boolean) => {
    lastSearched.current = value.trim();
    // A chosen rent or newest order stays; relevance means nothing without text.
    const { sort: chosen } = latest.current.applied;
    const sort = chosen === 'relevance' && !value.trim() ? undefined : chosen;
    apply({ search: value.trim(), sort }, replace);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the text starts the pause.
  useEffect(() => {
    if (text.trim() === applied.search) return;
    const timer = setTimeout(() => searchText(text, true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const query: SearchQuery = searchQueryOf(applied);
  const results = useSearchProperties(query);
  // A locality of another city moves only this search (docs/product/search.md#a-locality-of-another-city).
  const switched = results.data?.pages[0]?.city_switched;
  const searchedCity = switched?.to ?? applied.city;
  // The localities the server has read from typed text, so their chips show as they are typed again.
  const [localities, setLocalities] = useState<string[]>([]);
  const understoodLocality = results.data?.pages[0]?.understood.filters.locality;
  useEffect(() => {
    if (understoodLocality) setLocalities((known) => [...new Set([...known, understoodLocality])]);
  }, [understoodLocality]);
  const typed = useMemo(() => parseQuery(text, { localities }), [text, localities]);
  useEffect(() => {
    if (results.isError) toast.error(i18n.t('search.somethingWrong'));
  }, [results.isError]);

  const [popupOpen, setPopupOpen] = useState(false);
  // After Filter, focus goes to the results' heading rather than to the top of the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  useEffect(() => {
    if (popupOpen || !focusHeading) return;
    setFocusHeading(false);
    headingRef.current?.focus();
  }, [popupOpen, focusHeading]);
  const clearFilters = () => {
    stored.clear();
    lastSearched.current = '';
    setText('');
    setRange(FULL_RENT_RANGE);
    setPopupOpen(false);
    apply({ search: '', filters: {}, sort: undefined });
  };

  // Another search in place of this one: a way out of an empty result, or staying in the chosen city.
  const runInstead = (next: { search: string; filters: AppliedSearch['filters'] }) => {
    setText(next.search);
    lastSearched.current = next.search;
    apply({ search: next.search, filters: next.filters });
  };

  const inputId = useId();
  const filterCount = activeFilterCount(withTypedFilters(applied.filters, typed.filters));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === applied.search) void results.refetch();
    else searchText(text, false);
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-2xl font-semibold text-slate-900 focus:outline-none sm:text-3xl"
      >
        {isPropertyList && navigation.heading
          ? navigation.heading
          : t('search.heading', { city: places.city(searchedCity) })}
      </h1>
      <search aria-label={t('search.searchHomes')}>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t('search.search')}
          </label>
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('search.placeholder')}
            maxLength={200}
            className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          <div className="flex gap-2">
            <button
              type="submit"
              className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-accent-500 px-6 sm:flex-none font-semibold text-slate-950 hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <SearchIcon aria-hidden="true" className="h-5 w-5" />
              {t('search.search')}
            </button>
            <button
              type="button"
              onClick={() => setPopupOpen(true)}
              aria-haspopup="dialog"
              className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-4 sm:flex-none font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <SlidersHorizontal aria-hidden="true" className="h-5 w-5" />
              {filterCount > 0 ? t('filters.buttonCount', { count: filterCount }) : t('filters.button')}
            </button>
          </div>
        </form>
      </search>
      {popupOpen && (
        <FilterPopup
          city={applied.city}
          filters={applied.filters}
          onClose={() => setPopupOpen(false)}
          onClear={clearFilters}
          onApply={(choice) => {
            setPopupOpen(false);
            setFocusHeading(true);
            // A city picked here is the person's choice; the URL then carries it to the header.
            if (choice.city !== applied.city) useCityStore.setState({ isChosen: true });
            apply({ city: choice.city, filters: choice.filters });
          }}
        />
      )}
      <SaveSearchButton applied={applied} />
      {switched && (
        <CitySwitchedNotice
          switched={switched}
          onStay={() => runInstead(switched)}
          onMove={() => {
            // Taking the locality's city is the person's pick, as in the header.
            useCityStore.setState({ isChosen: true });
            apply({ city: switched.to });
          }}
        />
      )}
      <AppliedFilters
        filters={applied.filters}
        text={text}
        typed={typed}
        onChange={(filters) => apply({ filters })}
        onText={(next) => {
          setText(next);
          searchText(next, false);
        }}
        onClearAll={(rest) => {
          setText(rest);
          lastSearched.current = rest.trim();
          apply({ filters: {}, search: rest.trim() });
        }}
      />
      <ResultsWithMap
        city={searchedCity}
        pages={results.data?.pages}
        bounds={applied.filters.bounds}
        onSearchArea={(bounds) => apply({ filters: { ...latest.current.applied.filters, bounds } })}
      >
        <SearchResults
          pages={results.data?.pages}
          isError={results.isError}
          hasText={applied.search !== ''}
          sort={applied.sort ?? (applied.search ? 'relevance' : 'newest')}
          onSort={(sort) => apply({ sort })}
          hasNextPage={results.hasNextPage}
          isFetchingNextPage={results.isFetchingNextPage}
          onMore={() => void results.fetchNextPage()}
          onRetry={() => void results.refetch()}
          onClearFilters={clearFilters}
          onWayOut={runInstead}
        />
      </ResultsWithMap>
    </section>
  );
}
