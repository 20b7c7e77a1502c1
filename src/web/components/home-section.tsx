// A row of property cards with a heading, View All and left/right scroll buttons;
// on phones it scrolls sideways with snap points (docs/product/screens.md#home).
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { ListingCard } from '../../shared/schemas/listing.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { PropertyCard, PropertyCardSkeleton } from './property-card.tsx';

const CARD_WIDTH = 'w-[82%] shrink-0 snap-start sm:w-[46%] lg:w-[31.5%] xl:w-[calc(20%-0.8rem)]';
/**
 * The cards a phone shows before the row is scrolled: always drawn, they give the row its height.
 * The others are drawn as they come near the screen (docs/decisions/0084-off-screen-cards-not-drawn.md).
 */
const FIRST_SEEN = 2;

export function HomeSection(props: {
  title: string;
  viewAllTo: string;
  listings: ListingCard[] | undefined;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  /** The first section's photos are above the fold. */
  priority?: boolean;
}) {
  const { title, viewAllTo, listings, isError, onRetry, emptyText, priority = false } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };
  const button =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          <Link
            to={viewAllTo}
            aria-label={t('home.viewAllOf', { title })}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('home.viewAll')}
          </Link>
          <button
            type="button"
            className={button}
            aria-label={t('home.scrollLeft', { title })}
            onClick={() => scroll(-1)}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <button
            type="button"
            className={button}
            aria-label={t('home.scrollRight', { title })}
            onClick={() => scroll(1)}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
      {isError ? (
        <div
          role="alert"
          className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center text-slate-800"
        >
          <p>{t('home.loadFailed', { title: title.toLowerCase() })}</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('home.tryAgain')}
          </button>
        </div>
      ) : listings?.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          <SearchX aria-hidden="true" className="h-8 w-8 text-slate-500" />
          <p className="mt-2">{emptyText}</p>
        </div>
      ) : (
        <ul
          ref={rowRef}
          aria-busy={listings === undefined}
          className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-3 [scrollbar-width:thin]"
        >
          {listings === undefined
            ? [0, 1, 2, 3].map((i) => (
                <li key={i} className={CARD_WIDTH}>
                  <PropertyCardSkeleton />
                </li>
              ))
            : listings.map((listing, index) => (
                <li
                  key={listing.id}
                  className={index < FIRST_SEEN ? CARD_WIDTH : `${CARD_WIDTH} drawn-when-near-in-row`}
                >
                  <PropertyCard listing={listing} priority={priority && (index === 0 ? 'high' : index < 2)} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
