// The chosen city, kept under `localLocation`; it defaults to the user's own city
// or Mumbai (docs/product/accounts.md#current-city).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type CityName, DEFAULT_CITY, isCityName } from '../../shared/cities.ts';

type LocationState = {
  city: CityName;
  /** Whether the user allowed the browser to share their position. */
  locationEnabled: boolean;
  setCity: (city: CityName) => void;
  setLocationEnabled: (enabled: boolean) => void;
};

export const useLocation = create<LocationState>()(
  persist(
    (set) => ({
      city: DEFAULT_CITY,
      locationEnabled: false,
      setCity: (city) => set({ city }),
      setLocationEnabled: (locationEnabled) => set({ locationEnabled }),
    }),
    {
      name: 'localLocation',
      storage: createJSONStorage(() => localStorage),
      merge: (persisted, current) => {
        const p = persisted as Partial<LocationState> | undefined;
        return { ...current, ...p, city: isCityName(p?.city) ? p.city : current.city };
      },
    },
  ),
);

export const useCurrentCity = () => useLocation((s) => s.city);
