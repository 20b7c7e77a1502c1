// Results of a search: how many homes, the sort order, the cards, more cards as the
// user scrolls (a sentinel watched by an IntersectionObserver asks for the next page
// by cursor), and designed loading, empty and error states.
import { LoaderCircle, SearchX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { SEARCH_SORTS, type SearchSort } from '../../../shared/enums.ts';
import type { SearchResponse, WayOut } from '../../../shared/schemas/search.ts';
import { PropertyCard, PropertyCardSkeleton } from '../../components/property-card.tsx';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useChipText } from './chip-text.ts';

/** "1 home", "~1,200 homes", "1,000+ homes" (at least that many), in the reader's language. */
const useHomesCount = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (count: number, isEstimate = false, atLeast = false) =>
    count === 1 && !isEstimate
      ? t('search.oneHome')
      : t('search.homes', { count: `${isEstimate ? '~' : ''}${format.count(count)}${atLeast ? '+' : ''}` });
};

/** A way out's words: the server's English label, or the same said in the reader's language. */
const useWayOutText = () => {
  const { t } = useTranslation();
  const chipText = useChipText();
  return (way: WayOut) => {
    if (!way.say) return way.label;
    const chip = chipText(way.say);
    return way.kind === 'drop_filter' ? t('search.without', { chip }) : chip;
  };
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
  const { t } = useTranslation();
  const label = useEnumLabel();
  const homesCount = useHomesCount();
  const wayOutText = useWayOutText();
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
        <p>{t('search.loadFailed')}</p>
        <button
          type="button"
          onClick={props.onRetry}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('search.tryAgain')}
        </button>
      </div>
    );
  }
  if (!first) {
    return (
      <div
        role="status"
        aria-label={t('search.loadingHomes')}
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
          {homesCount(first.total, first.total_is_estimate)}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-slate-700">
            {t('search.sortBy')}
          </label>
          <select
            id={sortId}
            value={props.sort}
            onChange={(e) => props.onSort(e.target.value as SearchSort)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {SEARCH_SORTS.filter((s) => props.hasText || s.value !== 'relevance').map((s) => (
              <option key={s.value} value={s.value}>
                {label('sort', s.value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {listings.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <SearchX aria-hidden="true" className="h-10 w-10 text-slate-500" />
          <p className="mt-3 font-semibold text-slate-900">{t('search.noMatch')}</p>
          <p className="mt-1">{t('search.tryFewer')}</p>
          {first.ways_out.length > 0 && (
            <ul aria-label={t('search.waysOut')} className="mt-4 flex flex-wrap justify-center gap-2">
              {first.ways_out.map((way) => (
                <li key={`${way.kind} ${way.label}`}>
                  <button
                    type="button"
                    onClick={() => props.onWayOut(way)}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {t('search.wayOut', {
                      way: wayOutText(way),
                      homes: homesCount(way.count, way.count_is_estimate, way.count_at_least),
                    })}
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
            {t('search.clearFilters')}
          </button>
        </div>
      ) : (
        <ul aria-label={t('search.results')} className="mt-4 grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
          {listings.map((listing, index) => (
            // The first two are on a phone's first screen, the first photo its largest paint; the
            // others are drawn as they come near it (docs/decisions/0084-off-screen-cards-not-drawn.md).
            <li key={listing.id} className={index < 2 ? undefined : 'drawn-when-near'}>
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
            {t(isFetchingNextPage ? 'search.loadingMore' : 'search.showMore')}
          </button>
        )}
      </div>
    </>
  );
}
