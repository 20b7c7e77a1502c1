// /search (docs/product/search.md): the heading, the search form and the filter popup over the
// results. The applied search lives in the URL (use-applied-search.ts, search-url.ts) and is
// also remembered in the filters store. The filters in use show as removable chips
// (docs/product/search.md). Search runs on load, 350 ms after the text stops changing, and on
// the button.
import { useEffect, useMemo, useRef, useState } from 'react';
import { parseQuery, withTypedFilters } from '../../../shared/query-parser.ts';
import { searchQueryOf } from '../../../shared/search-params.ts';
import { type SearchQuery, useSearchProperties } from '../../api/listing/search-properties.ts';
import { i18n } from '../../i18n/i18n.ts';
import { FULL_RENT_RANGE, useFilters } from '../../state/filters.ts';
import { useLocation as useCityStore } from '../../state/location.ts';
import { toast } from '../../toast.ts';
import { AppliedFilters } from './applied-filters.tsx';
import { CitySwitchedNotice } from './city-switched.tsx';
import { FilterPopup } from './filter-popup.tsx';
import { ResultsWithMap } from './map/results-with-map.tsx';
import { SaveSearchButton } from './save-search.tsx';
import { SearchForm } from './search-form.tsx';
import { SearchHeading } from './search-heading.tsx';
import { SearchResults } from './search-results.tsx';
import { type AppliedSearch, activeFilterCount } from './search-url.ts';
import { useAppliedSearch } from './use-applied-search.ts';

const TYPING_PAUSE_MS = 350;

export default function SearchPage() {
  const { applied, apply, latest, heading } = useAppliedSearch();

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
    useFilters.getState().clear();
    lastSearched.current = '';
    setText('');
    useFilters.getState().setRange(FULL_RENT_RANGE);
    setPopupOpen(false);
    apply({ search: '', filters: {}, sort: undefined });
  };

  // Another search in place of this one: a way out of an empty result, or staying in the chosen city.
  const runInstead = (next: { search: string; filters: AppliedSearch['filters'] }) => {
    setText(next.search);
    lastSearched.current = next.search;
    apply({ search: next.search, filters: next.filters });
  };

  const filterCount = activeFilterCount(withTypedFilters(applied.filters, typed.filters));
  const onSubmit = () => {
    if (text.trim() === applied.search) void results.refetch();
    else searchText(text, false);
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <SearchHeading ref={headingRef} heading={heading} city={searchedCity} />
      <SearchForm
        text={text}
        onText={setText}
        onSubmit={onSubmit}
        filterCount={filterCount}
        onFilters={() => setPopupOpen(true)}
      />
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
