// The frame of My Wishlist and My Visits: a heading, cards (skeletons while loading), an empty
// state that says what to do, and for a visitor or a failed load
// (docs/product/messages.md#alerts-and-confirmations): alert 'Please Login', forget the stored
// user, go to login.
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Listing } from '../../shared/schemas/listing.ts';
import { useSendToLogin } from '../api/session-lost.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { PropertyCard, PropertyCardSkeleton } from './property-card.tsx';

export function SavedListings(props: {
  title: string;
  listings: Listing[] | undefined;
  /** No stored user, or the server refused the list (the session ended). */
  needsLogin: boolean;
  empty: ReactNode;
  /** Shown under the heading, before the cards (My Visits' booked visits). */
  children?: ReactNode;
  /** The cards' own heading, when something comes before them. */
  listingsTitle?: string;
}) {
  const { title, listings, needsLogin, empty, children, listingsTitle } = props;
  const sendToLogin = useSendToLogin();
  const { t } = useTranslation();
  const handled = useRef(false);

  useEffect(() => {
    // Once: React may run effects twice in development.
    if (!needsLogin || handled.current) return;
    handled.current = true;
    sendToLogin({ alert: t('saved.pleaseLogin'), replace: true });
  });

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children}
      {listingsTitle && <h2 className="mt-8 text-xl font-semibold text-slate-900">{listingsTitle}</h2>}
      {listings === undefined ? (
        <div
          role="status"
          aria-label={t('saved.loading', { title })}
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      ) : listings.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">{empty}</p>
          <Link
            to={paths.search()}
            className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('saved.findHome')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing, index) => (
            <li key={listing.id}>
              <PropertyCard listing={listing} priority={index === 0 ? 'high' : index < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
