// Search state persisted in local storage (docs/product/search.md#saved-search-state): filters,
// search, city, range. The URL is the source of truth for a search page; this store remembers the
// last search so the home page and a return visit start from it.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CityName } from '../../shared/cities.ts';
import { RENT_SLIDER } from '../../shared/constants.ts';
import type { SearchFilters } from '../../shared/schemas/search.ts';

export type RentRange = [number, number];
export const FULL_RENT_RANGE: RentRange = [RENT_SLIDER.min, RENT_SLIDER.max];

type FiltersState = {
  filters: SearchFilters;
  search: string;
  city: CityName | null;
  range: RentRange;
  setFilters: (filters: SearchFilters) => void;
  setSearch: (search: string) => void;
  setCity: (city: CityName | null) => void;
  setRange: (range: RentRange) => void;
  clear: () => void;
};

export const useFilters = create<FiltersState>()(
  persist(
    (set) => ({
      filters: {},
      search: '',
      city: null,
      range: FULL_RENT_RANGE,
      setFilters: (filters) => set({ filters }),
      setSearch: (search) => set({ search }),
      setCity: (city) => set({ city }),
      setRange: (range) => set({ range }),
      clear: () => set({ filters: {}, search: '', range: FULL_RENT_RANGE }),
    }),
    {
      name: 'filters',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ filters: s.filters, search: s.search, city: s.city, range: s.range }),
    },
  ),
);
