// One listing's numbers on My Properties, at /myproperties/<id> (docs/product/rents.md#the-posters-numbers):
// the last 30 days as six tiles, the fair-rent gauge and suggestions. Loaded only when opened.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useMyListings } from '../../api/listing/get-listing-by-user-id.ts';
import { useListingStats } from '../../api/rents/get-listing-stats.ts';
import { useListingTitle } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { NumbersSuggestions } from './numbers-suggestions.tsx';
import { NumbersTiles } from './numbers-tiles.tsx';

const FairRentGauge = lazy(() => import('../../features/rents/fair-rent-gauge.tsx'));

function NumbersFailed(props: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const gone = props.error instanceof ApiError && (props.error.status === 404 || props.error.status === 403);
  return (
    <div role="alert" className="mt-6 rounded-xl bg-white p-6 text-center shadow-sm">
      <p className="font-semibold text-slate-900">{gone ? t('numbers.notFound') : t('numbers.loadFailed')}</p>
      {gone ? (
        <Link
          to={paths.myProperties()}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t('numbers.back')}
        </Link>
      ) : (
        <button
          type="button"
          onClick={props.onRetry}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800"
        >
          {t('numbers.retry')}
        </button>
      )}
    </div>
  );
}

export default function ListingNumbers({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useListingStats(id);
  const mine = useMyListings(true);
  const titleOf = useListingTitle();
  const listing = mine.data?.find((one) => one.id === id);
  const title = listing ? titleOf(listing) : (query.data?.title ?? '');
  return (
    <article className="mx-auto w-full max-w-5xl px-4 pt-6 pb-12">
      <Link
        to={paths.myProperties()}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
      >
        {t('numbers.back')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{t('numbers.title')}</h1>
      {title && <p className="mt-1 font-semibold text-slate-800">{title}</p>}
      <p className="mt-2 text-slate-700">{t('numbers.lead')}</p>
      {query.isPending ? (
        <div
          role="status"
          aria-label={t('numbers.loading')}
          className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="h-32 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
      ) : query.isError ? (
        <NumbersFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <NumbersTiles days={query.data.days} totals={query.data.totals} />
          <Suspense fallback={<div className="min-h-20" />}>
            <FairRentGauge listingId={id} {...(listing ? { locality: listing.locality } : {})} />
          </Suspense>
          <NumbersSuggestions listingId={id} title={title} suggestions={query.data.suggestions} />
        </>
      )}
    </article>
  );
}
