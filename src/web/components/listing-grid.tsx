// A page of property cards: heading, skeletons of the card's size while loading, and
// designed empty and error states. Used by My Properties, /properties, /view and
// /propertyList.
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingCard } from '../../shared/schemas/listing.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { PropertyCard, PropertyCardSkeleton } from './property-card.tsx';

export function ListingGrid<L extends ListingCard>(props: {
  title: string;
  intro?: ReactNode;
  listings: L[] | undefined;
  isError?: boolean;
  onRetry?: () => void;
  empty: ReactNode;
  /** Extra controls under each card (Edit and Delete on My Properties). */
  renderActions?: (listing: L) => ReactNode;
}) {
  const { title, intro, listings, isError = false, onRetry, empty, renderActions } = props;
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
      {intro && <div className="mt-1 text-slate-700">{intro}</div>}
      {isError ? (
        <div
          role="alert"
          className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-8 text-center text-slate-800"
        >
          <p>{t('listingGrid.loadFailed')}</p>
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {t('listingGrid.tryAgain')}
            </button>
          )}
        </div>
      ) : listings === undefined ? (
        <div
          role="status"
          aria-label={t('listingGrid.loading', { title })}
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      ) : listings.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <SearchX aria-hidden="true" className="h-10 w-10 text-slate-500" />
          <div className="mt-3">{empty}</div>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {listings.map((listing, index) => (
            <li key={listing.id} className="flex flex-col gap-2">
              <PropertyCard listing={listing} priority={index === 0 ? 'high' : index < 2} />
              {renderActions?.(listing)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
