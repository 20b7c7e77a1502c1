// Results of a search: how many homes, the sort order, the cards, more cards as the
// user scrolls (a sentinel watched by an IntersectionObserver asks for the next page
// by cursor), and designed loading, empty and error states.
import { LoaderCircle, SearchX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { SEARCH_SORTS, type SearchSort } from '../../../shared/enums.ts';
import { formatCount } from '../../../shared/format.ts';
import type { SearchResponse, WayOut } from '../../../shared/schemas/search.ts';
import { PropertyCard, PropertyCardSkeleton } from '../../components/property-card.tsx';

const countLabel = (first: SearchResponse) => {
  const n = `${first.total_is_estimate ? '~' : ''}${formatCount(first.total)}`;
  return first.total === 1 && !first.total_is_estimate ? '1 home' : `${n} homes`;
};

/** Asks for the next page when the end of the list comes near the screen. */
function useNearEnd(onNear: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

export function SearchResults(props: {
  pages: SearchResponse[] | undefined;
  isError: boolean;
  hasText: boolean;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onMore: () => void;
  onRetry: () => void;
  onClearFilters: () => void;
  /** Runs a way out of an empty result instead of the current search. */
  onWayOut: (way: WayOut) => void;
}) {
  const { pages, hasNextPage, isFetchingNextPage, onMore } = props;
  const sortId = useId();
  const sentinel = useNearEnd(() => {
    if (hasNextPage && !isFetchingNextPage) onMore();
  }, hasNextPage);
  const listings = pages?.flatMap((p) => p.properties) ?? [];
  const first = pages?.[0];

  if (props.isError && !first) {
    return (
      <div
        role="alert"
        className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-8 text-center text-slate-800"
      >
        <p>We could not load homes for this search. Check your connection and try again.</p>
        <button
          type="button"
          onClick={props.onRetry}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!first) {
    return (
      <div
        role="status"
        aria-label="Loading homes"
        className="mt-6 grid gap-4 sm:grid-cols-2 2xl:grid-cols-3"
      >
        {[0, 1, 2, 3].map((i) => (
          <PropertyCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-base font-semibold text-slate-900">
          {countLabel(first)}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-slate-700">
            Sort by
          </label>
          <select
            id={sortId}
            value={props.sort}
            onChange={(e) => props.onSort(e.target.value as SearchSort)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {SEARCH_SORTS.filter((s) => props.hasText || s.value !== 'relevance').map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {listings.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <SearchX aria-hidden="true" className="h-10 w-10 text-slate-500" />
          <p className="mt-3 font-semibold text-slate-900">No homes match this search.</p>
          <p className="mt-1">Try fewer filters, another locality or a wider rent range.</p>
          {first.ways_out.length > 0 && (
            <ul aria-label="Ways to find homes" className="mt-4 flex flex-wrap justify-center gap-2">
              {first.ways_out.map((way) => (
                <li key={`${way.kind} ${way.label}`}>
                  <button
                    type="button"
                    onClick={() => props.onWayOut(way)}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {way.label} ({way.count === 1 ? '1 home' : `${formatCount(way.count)} homes`})
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            onClick={props.onClearFilters}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Clear filters
          </button>
        </div>
      ) : (
        <ul aria-label="Search results" className="mt-4 grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
          {listings.map((listing, index) => (
            <li key={listing.id}>
              <PropertyCard listing={listing} priority={index === 0 ? 'high' : index < 2} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="flex justify-center py-6">
        {hasNextPage && (
          <button
            type="button"
            onClick={onMore}
            disabled={isFetchingNextPage}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
          >
            {isFetchingNextPage && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
            {isFetchingNextPage ? 'Loading more homes' : 'Show more homes'}
          </button>
        )}
      </div>
    </>
  );
}
