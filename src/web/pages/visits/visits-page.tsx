// My Visits (docs/product/screens.md#my-visits): the visits the user booked or that were booked to
// their homes (docs/product/viewings.md), the one in progress and then the upcoming ones first,
// the visits asked for and waiting for an answer, earlier visits, cancelled ones apart, then the
// homes whose owner contacts the user opened.
import type { Viewing } from '../../../shared/schemas/viewing.ts';
import { useVisits } from '../../api/listing/get-visits.ts';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import { useViewings } from '../../api/viewing/viewings.ts';
import { SavedListings } from '../../components/saved-listings.tsx';
import { DealList } from '../../features/deals/deal-list.tsx';
import { isUpcoming, VisitCard } from '../../features/viewings/visit-card.tsx';
import { VisitRequests } from '../../features/viewings/visit-requests.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../state/session.ts';

/** How many past visits show under "Earlier", and cancelled ones under theirs. */
const EARLIER_SHOWN = 10;

function VisitList(props: { title: string; viewings: Viewing[]; now: number }) {
  if (props.viewings.length === 0) return null;
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold text-slate-900">{props.title}</h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {props.viewings.map((viewing) => (
          <li key={viewing.id}>
            <VisitCard viewing={viewing} now={props.now} />
          </li>
        ))}
      </ul>
    </>
  );
}

function BookedVisits() {
  const { t } = useTranslation();
  const viewings = useViewings(true);
  if (viewings.isPending) {
    return (
      <p role="status" className="mt-4 text-slate-700">
        {t('viewings.loadingVisits')}
      </p>
    );
  }
  if (viewings.isError) return null;
  const now = Date.now();
  // The server lists the visit in progress first, then the soonest.
  const upcoming = viewings.data.filter((v) => isUpcoming(v, now));
  // Booked visits whose time is over wait for "did they come?" at the top of Earlier.
  const earlier = viewings.data
    .filter((v) => v.status === 'booked' && !isUpcoming(v, now))
    .slice(0, EARLIER_SHOWN);
  const cancelled = viewings.data.filter((v) => v.status === 'cancelled').slice(0, EARLIER_SHOWN);
  return (
    <section aria-labelledby="booked-visits" className="mt-6">
      <h2 id="booked-visits" className="text-xl font-semibold text-slate-900">
        {t('viewings.bookedTitle')}
      </h2>
      {upcoming.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('viewings.noneBooked')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {upcoming.map((viewing) => (
            <li key={viewing.id}>
              <VisitCard viewing={viewing} now={now} />
            </li>
          ))}
        </ul>
      )}
      <VisitRequests />
      <VisitList title={t('viewings.earlier')} viewings={earlier} now={now} />
      <VisitList title={t('viewings.cancelledTitle')} viewings={cancelled} now={now} />
    </section>
  );
}

export default function VisitsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const nobody = useNobodyLoggedIn();
  const visits = useVisits(Boolean(user));
  return (
    <SavedListings
      title={t('saved.visitsTitle')}
      listings={visits.data}
      needsLogin={nobody || visits.isError}
      empty={user ? t('viewings.contactedEmpty') : t('saved.visitsEmpty')}
      listingsTitle={user ? t('viewings.contactedTitle') : undefined}
    >
      {user && <DealList />}
      {user && <BookedVisits />}
    </SavedListings>
  );
}
