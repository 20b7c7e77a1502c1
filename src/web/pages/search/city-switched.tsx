// A search that a locality of another city moved there (docs/product/search.md#a-locality-of-another-city):
// said over the results, with the search that stays in the chosen city and a way to make
// the locality's city the current one.
import { MapPin } from 'lucide-react';
import type { CitySwitched } from '../../../shared/schemas/search.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const ACTION =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function CitySwitchedNotice(props: {
  switched: CitySwitched;
  /** Runs the search without the locality, in the chosen city. */
  onStay: () => void;
  /** Makes the locality's city the current city. */
  onMove: () => void;
}) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const { from, to } = props.switched;
  const locality = places.locality(to, props.switched.locality);
  return (
    <section
      aria-label={t('search.otherCity')}
      className="mt-3 flex flex-wrap items-center gap-2 rounded-2xl border border-brand-100 bg-brand-50 p-3"
    >
      <p role="status" className="flex min-h-11 items-center gap-2 font-semibold text-slate-900">
        <MapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {t('search.localityIsIn', { locality, city: places.city(to) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={props.onStay} className={ACTION}>
          {t('search.searchInstead', { city: places.city(from) })}
        </button>
        <button type="button" onClick={props.onMove} className={ACTION}>
          {t('search.makeMyCity', { city: places.city(to) })}
        </button>
      </div>
    </section>
  );
}
