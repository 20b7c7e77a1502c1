// The fair-rent gauge on a listing page (docs/product/rents.md): where this home's rent sits
// among homes of its type and configuration in its locality, or its city when the locality has
// too few. Loaded after the page shows, with a query of its own, so it never delays the page.
import type { ListingRent } from '../../../shared/schemas/rents.ts';
import { useListingRent } from '../../api/rents/get-listing-rent.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { RentRangeBar } from './rent-range-bar.tsx';

/** "₹3,000 below the typical ₹31,000 for a 1BHK in Koramangala (24 homes)", or null without figures. */
const useGaugeSentence = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const places = usePlaceNames();
  return (rent: ListingRent) => {
    if (rent.median === null || rent.verdict === null) return null;
    const money = (amount: number) =>
      rent.rent_period === 'day'
        ? t('rents.perDay', { amount: format.rupees(amount) })
        : format.rupees(amount);
    const values = {
      difference: money(Math.abs(rent.difference ?? 0)),
      median: money(rent.median),
      configuration: label('configuration', rent.configuration),
      place: rent.locality ? places.locality(rent.city, rent.locality) : places.city(rent.city),
      homes: format.count(rent.homes),
    };
    if (rent.verdict === 'typical') return t('rents.about', values);
    return t(rent.verdict === 'below' ? 'rents.below' : 'rents.above', values);
  };
};

export default function FairRentGauge({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useListingRent(listingId);
  const sentenceOf = useGaugeSentence();
  // While it loads the space is kept, so nothing below moves; a failure shows nothing.
  if (query.isPending) return <div data-rent-gauge="loading" className="min-h-20" />;
  if (!query.data) return null;
  const rent = query.data;
  const sentence = sentenceOf(rent);
  if (!sentence || rent.p25 === null || rent.p75 === null || rent.median === null) {
    return <p className="mt-3 text-sm text-slate-600">{t('rents.notEnough')}</p>;
  }
  const tone =
    rent.verdict === 'below'
      ? 'text-brand-800'
      : rent.verdict === 'above'
        ? 'text-amber-800'
        : 'text-slate-900';
  return (
    <section aria-labelledby="fair-rent-heading" className="mt-3 rounded-xl bg-white p-3 shadow-sm">
      <h2 id="fair-rent-heading" className="text-sm text-slate-600">
        {t('rents.gaugeHeading')}
      </h2>
      <p className={`mt-1 font-semibold ${tone}`}>{sentence}</p>
      <RentRangeBar
        p25={rent.p25}
        p75={rent.p75}
        median={rent.median}
        mark={rent.rent}
        className="mt-2 h-7 w-full"
      />
      <p className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{format.rupees(rent.p25)}</span>
        <span>{format.rupees(rent.p75)}</span>
      </p>
    </section>
  );
}
