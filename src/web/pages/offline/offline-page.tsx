// What a navigation shows when the network fails (docs/decisions/0067-offline-and-install.md): the
// service worker answers with the app's offline shell, and instead of the page asked for the app
// shows the homes this device kept, wishlisted ones first, as cards. Leaving the page (a card, a
// link) goes back to the normal app; Try again reloads the address that failed.
import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ListingCard } from '../../../shared/schemas/listing.ts';
import { PropertyCard } from '../../components/property-card.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { recentlyViewed, savedHomes } from '../../state/offline-homes.ts';

function Homes(props: { id: string; title: string; listings: ListingCard[]; empty: ReactNode }) {
  const { title, listings, empty } = props;
  const headingId = `offline-${props.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {listings.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <li key={listing.id}>
              <PropertyCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function OfflinePage() {
  const { t } = useTranslation();
  // Read once: the page shows what the device had when it opened.
  const [saved] = useState(savedHomes);
  const [recent] = useState(recentlyViewed);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
      >
        <WifiOff aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" />
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('offline.title')}</h1>
          <p className="mt-1 text-slate-700">{t('offline.text')}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-900"
          >
            {t('listingGrid.tryAgain')}
          </button>
        </div>
      </div>
      <Homes
        id="your-wishlist"
        title={t('offline.wishlist')}
        listings={saved}
        empty={t('offline.wishlistEmpty')}
      />
      <Homes
        id="recently-viewed"
        title={t('offline.recent')}
        listings={recent}
        empty={t('offline.recentEmpty')}
      />
    </section>
  );
}
