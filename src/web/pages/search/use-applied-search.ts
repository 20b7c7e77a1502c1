// The applied search and the URL are one (docs/product/search.md): the search is read from the
// URL, a visit without parameters starts from the remembered search in the current city, and
// every change is written back to the URL. The URL's city and the header's city are one: a
// link's city becomes the current city, and a city picked in the header moves the search there.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PROPERTY_TYPE_VALUES } from '../../../shared/enums.ts';
import { useFilters } from '../../state/filters.ts';
import { useLocation as useCityStore, useCurrentCity } from '../../state/location.ts';
import { withoutBoundsOnCityChange } from './map/bounds.ts';
import {
  type AppliedSearch,
  hasSearchParams,
  PROPERTY_LIST_PARAM,
  rangeOf,
  readSearch,
  writeSearch,
} from './search-url.ts';

type ListState = { heading?: string; property_type?: string };

export function useAppliedSearch() {
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

  const heading = isPropertyList ? navigation.heading : undefined;
  return { applied, apply, latest, heading };
}
