// The current city, kept under `localLocation`. Until the person picks a city on this
// device it is the logged-in user's own city, else Mumbai; a city picked in the
// header, the home search or "Use my location" wins from then on, also over the
// city of whoever logs in later (docs/product/accounts.md#current-city,
// docs/decisions/0027-current-city.md).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type CityName, DEFAULT_CITY, isCityName } from '../../shared/cities.ts';
import { useSession } from './session.ts';

type LocationState = {
  city: CityName;
  /** Whether the person picked the city on this device (not a default, not a shared link). */
  isChosen: boolean;
  /** Whether the user allowed the browser to share their position. */
  locationEnabled: boolean;
  /** The person picked this city. */
  chooseCity: (city: CityName) => void;
  /** The city changes without the person picking it (a shared search link). */
  setCity: (city: CityName) => void;
  setLocationEnabled: (enabled: boolean) => void;
};

export const useLocation = create<LocationState>()(
  persist(
    (set) => ({
      city: DEFAULT_CITY,
      isChosen: false,
      locationEnabled: false,
      chooseCity: (city) => set({ city, isChosen: true }),
      setCity: (city) => set({ city }),
      setLocationEnabled: (locationEnabled) => set({ locationEnabled }),
    }),
    {
      name: 'localLocation',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ city: s.city, isChosen: s.isChosen, locationEnabled: s.locationEnabled }),
      merge: (persisted, current) => {
        const p = persisted as Partial<LocationState> | undefined;
        return {
          ...current,
          ...p,
          city: isCityName(p?.city) ? p.city : current.city,
          isChosen: p?.isChosen === true,
        };
      },
    },
  ),
);

/** The user's own city becomes the current one when someone logs in, unless a city was picked here. */
const adoptUserCity = (location: unknown) => {
  const { isChosen, city, setCity } = useLocation.getState();
  if (!isChosen && isCityName(location) && location !== city) setCity(location);
};

adoptUserCity(useSession.getState().user?.location);
useSession.subscribe((state, previous) => {
  if (state.user && state.user.id !== previous.user?.id) adoptUserCity(state.user.location);
});

export const useCurrentCity = () => useLocation((s) => s.city);
