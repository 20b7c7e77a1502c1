// The fair-rent gauge on a listing page (docs/product/rents.md): where this home's rent sits
// among homes of its type and configuration in its locality, or its city when the locality has
// too few, which it then says (docs/decisions/0144-rent-drawings-that-read.md). Loaded after the
// page shows, with a query of its own, so it never delays the page.
import type { ListingRent } from '../../../shared/schemas/rents.ts';
import { useListingRent } from '../../api/rents/get-listing-rent.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { GAUGE_FRAME } from './gauge-frame.ts';
import { RentRangeBar } from './rent-range-bar.tsx';

/** "₹29,000", or "₹2,500 a day" for a home rented by the day. */
const useRentMoney = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (rent: ListingRent) => (amount: number) =>
    rent.rent_period === 'day' ? t('rents.perDay', { amount: format.rupees(amount) }) : format.rupees(amount);
};

/** "₹3,000 below the typical ₹31,000 for a 1BHK in Koramangala (24 homes)", or null without figures. */
const useGaugeSentence = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const places = usePlaceNames();
  const moneyOf = useRentMoney();
  return (rent: ListingRent) => {
    if (rent.median === null || rent.verdict === null) return null;
    const money = moneyOf(rent);
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

/** The city stands in for a locality with too few homes like this one: said, not left to guess. */
function ComparedWithCity({ rent, locality }: { rent: ListingRent; locality: string | undefined }) {
  const { t } = useTranslation();
  const places = usePlaceNames();
  if (rent.locality !== null) return null;
  const city = places.city(rent.city);
  return (
    <p className="mt-1 text-sm text-slate-700">
      {locality
        ? t('rents.comparedWithCity', { city, locality: places.locality(rent.city, locality) })
        : t('rents.comparedWithCityOnly', { city })}
    </p>
  );
}

/** What the band, the tick and the dot are. */
function GaugeLegend() {
  const { t } = useTranslation();
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      <li className="inline-flex items-center gap-1">
        <span
          aria-hidden="true"
          className="inline-block h-2.5 w-4 rounded-sm border border-brand-600 bg-brand-100"
        />
        {t('rents.legendBand')}
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-3 w-0.5 bg-brand-700" />
        {t('rents.legendTypical')}
      </li>
      <li className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full bg-slate-900" />
        {t('rents.legendHome')}
      </li>
    </ul>
  );
}

/** `locality`: the listing's own, named when the city's figures stand in for it. */
export default function FairRentGauge({ listingId, locality }: { listingId: number; locality?: string }) {
  const { t } = useTranslation();
  const query = useListingRent(listingId);
  const sentenceOf = useGaugeSentence();
  const moneyOf = useRentMoney();
  // While it loads the space is kept, so nothing below moves; a failure shows nothing.
  if (query.isPending) return <div data-rent-gauge="loading" className={GAUGE_FRAME} />;
  if (!query.data) return null;
  const rent = query.data;
  // A first start computes the index after it is ready (docs/decisions/0146-ready-first-figures-after.md).
  if (rent.computing) return <p className="mt-3 text-sm text-slate-600">{t('rents.computing')}</p>;
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
    <section aria-labelledby="fair-rent-heading" className={GAUGE_FRAME}>
      <h2 id="fair-rent-heading" className="text-sm text-slate-600">
        {t('rents.gaugeHeading')}
      </h2>
      <p className={`mt-1 font-semibold ${tone}`}>{sentence}</p>
      <ComparedWithCity rent={rent} locality={locality} />
      <RentRangeBar
        p25={rent.p25}
        p75={rent.p75}
        median={rent.median}
        mark={rent.rent}
        money={moneyOf(rent)}
      />
      <GaugeLegend />
    </section>
  );
}
