// The current city (docs/product/accounts.md#current-city): one of the 12, kept under
// localLocation. "Use my location" asks the browser for its position and picks the
// nearest city by the coordinates in src/shared; no outside geocoding service.
import { LoaderCircle, LocateFixed, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { CITY_NAMES, isCityName, nearestCity } from '../../shared/cities.ts';
import { i18n } from '../i18n/i18n.ts';
import { usePlaceNames } from '../i18n/place-names.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from '../state/location.ts';
import { toast } from '../toast.ts';

const locationFailed = () => toast.error(i18n.t('header.locationFailed'));

export function CitySelect() {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const city = useLocation((s) => s.city);
  const chooseCity = useLocation((s) => s.chooseCity);
  const setLocationEnabled = useLocation((s) => s.setLocationEnabled);
  const [locating, setLocating] = useState(false);
  const selectId = useId();

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      locationFailed();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setLocationEnabled(true);
        chooseCity(nearestCity(position.coords.latitude, position.coords.longitude));
      },
      () => {
        // Refused, unavailable or too slow: the current city stays.
        setLocating(false);
        setLocationEnabled(false);
        locationFailed();
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="flex min-w-0 items-center">
      <label htmlFor={selectId} className="sr-only">
        {t('header.city')}
      </label>
      <div className="relative min-w-0">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2 h-4 w-4 -translate-y-1/2 text-brand-700"
        />
        <select
          id={selectId}
          value={city}
          onChange={(e) => {
            if (isCityName(e.target.value)) chooseCity(e.target.value);
          }}
          className="min-h-11 w-full max-w-[7.5rem] appearance-none truncate rounded-lg border border-slate-300 bg-white py-2 pr-2 pl-7 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 sm:max-w-none"
        >
          {CITY_NAMES.map((name) => (
            <option key={name} value={name}>
              {places.city(name)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={locateMe}
        disabled={locating}
        aria-label={t('header.useLocation')}
        title={t('header.useLocation')}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {locating ? (
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
        ) : (
          <LocateFixed aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
    </div>
  );
}
