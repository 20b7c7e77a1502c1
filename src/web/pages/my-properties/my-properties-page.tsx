// The poster's own listings with Edit and Delete, and a banner on one paused over
// reports or by our team (docs/product/screens.md#my-properties); at /myproperties/<id>, one
// listing's numbers (docs/product/rents.md#the-posters-numbers), loaded when opened. Logged-out
// visitors go to the WhatsApp login; a failed load follows docs/product/messages.md#alerts-and-confirmations.
import { ChartColumn } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useMyListings } from '../../api/listing/get-listing-by-user-id.ts';
import { useSendToLogin } from '../../api/session-lost.ts';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import { useViewings } from '../../api/viewing/viewings.ts';
import { ListingGrid } from '../../components/listing-grid.tsx';
import { ListingOwnerActions } from '../../components/listing-owner-actions.tsx';
import { useListingTitle } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { returnState } from '../../return-path.ts';
import { useCurrentUser } from '../../state/session.ts';
import { HoursButton, ListingVisits } from './listing-visits.tsx';
import { PausedBanner } from './paused-banner.tsx';

const ListingNumbers = lazy(() => import('./listing-numbers.tsx'));

function NumbersLink({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.listingNumbers(id)}
      aria-label={t('numbers.linkFor', { title })}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <ChartColumn aria-hidden="true" className="h-4 w-4" />
      {t('numbers.link')}
    </Link>
  );
}

export default function MyPropertiesPage() {
  const { listed_id } = useParams();
  const user = useCurrentUser();
  const location = useLocation();
  const nobody = useNobodyLoggedIn();
  if (!user) {
    return nobody ? (
      <Navigate to={paths.whatsappLogin()} state={returnState(location.pathname)} replace />
    ) : null;
  }
  if (listed_id === undefined) return <MyListings />;
  return (
    <Suspense fallback={null}>
      <ListingNumbers id={Number(listed_id)} />
    </Suspense>
  );
}

function MyListings() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const sendToLogin = useSendToLogin();
  const mine = useMyListings(Boolean(user));
  const viewings = useViewings(Boolean(user));
  const titleOf = useListingTitle();
  const handled = useRef(false);

  useEffect(() => {
    if (!mine.isError || handled.current) return;
    handled.current = true;
    if (mine.error instanceof ApiError && mine.error.status === 401) {
      sendToLogin({ alert: t('myProperties.somethingWrong'), replace: true });
    }
  });

  return (
    <ListingGrid
      title={t('myProperties.title')}
      intro={
        mine.data && mine.data.length > 0 ? (
          <HoursButton of="all" label={t('viewings.hoursForAllButton')} className="mt-2" />
        ) : undefined
      }
      listings={mine.data}
      isError={mine.isError}
      onRetry={() => void mine.refetch()}
      empty={
        <>
          <p>{t('myProperties.empty')}</p>
          <Link
            to={paths.addListing()}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('myProperties.listYourSpace')}
          </Link>
        </>
      }
      renderActions={(listing) => (
        <>
          <PausedBanner listing={listing} />
          <ListingOwnerActions listing={listing} />
          <NumbersLink id={listing.id} title={titleOf(listing)} />
          {listing.status === 'live' && (
            <ListingVisits listing={listing} title={titleOf(listing)} viewings={viewings.data} />
          )}
        </>
      )}
    />
  );
}
