// Loading, missing and failed states of the detail page, designed rather than blank.
import { HousePlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { paths } from '../../paths.ts';

export function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading property"
      className="mx-auto w-full max-w-6xl animate-pulse px-4 pt-4"
    >
      <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <div className="aspect-[4/3] w-full rounded-xl bg-slate-200" />
        <div className="mt-4 space-y-3 lg:mt-0">
          <div className="h-8 w-4/5 rounded bg-slate-200" />
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="h-10 w-2/5 rounded bg-slate-200" />
          <div className="h-16 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

export function DetailMissing(props: { failed?: boolean; onRetry?: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <HousePlus aria-hidden="true" className="h-12 w-12 text-slate-500" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        {props.failed ? 'We could not load this property' : 'This property is no longer listed'}
      </h1>
      <p className="mt-2 text-slate-700">
        {props.failed
          ? 'Check your connection and try again.'
          : 'It may have been rented out or removed by its poster. Many similar homes are a search away.'}
      </p>
      <div className="mt-6 flex gap-3">
        {props.failed && (
          <button
            type="button"
            onClick={props.onRetry}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800"
          >
            Try again
          </button>
        )}
        <Link
          to={paths.search()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Search homes
        </Link>
      </div>
    </section>
  );
}

/**
 * A paused or rented listing keeps its page and says so; its contacts do not open
 * (docs/product/listings.md#listing-status).
 */
export function StatusNotice(props: { status: Exclude<Listing['status'], 'live'>; isPoster: boolean }) {
  const status = props.status;
  const text = (() => {
    switch (status) {
      case 'rented':
        return {
          title: 'This home has been rented out',
          body: 'Its poster marked it rented. Many similar homes are a search away.',
        };
      case 'paused':
        return {
          title: 'This listing is paused',
          body: props.isPoster
            ? 'It is hidden from search until you confirm it is still available.'
            : 'It is not on offer right now, so its owner contacts are closed.',
        };
      default:
        return status satisfies never;
    }
  })();
  return (
    <div role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-slate-900">{text.title}</p>
      <p className="mt-1 text-sm text-slate-700">{text.body}</p>
      {!props.isPoster && (
        <Link to={paths.search()} className="mt-2 inline-block font-semibold text-brand-800 underline">
          Search similar homes
        </Link>
      )}
    </div>
  );
}
