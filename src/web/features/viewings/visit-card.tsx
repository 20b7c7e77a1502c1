// One booked visit as My Visits and My Properties show it (docs/product/viewings.md): the home,
// the other side, when, the way to find the home (for the seeker), the seeker's note (for the
// poster), and what may be done now: before the time add it to a calendar, move or cancel it;
// after it, say whether the other side came.
import { CalendarPlus, Clock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Viewing, ViewingOutcome } from '../../../shared/schemas/viewing.ts';
import { messageOf } from '../../api/client.ts';
import { useViewingOutcome } from '../../api/viewing/viewings.ts';
import { ListingThumb } from '../../components/listing-thumb.tsx';
import { useListingName } from '../../i18n/place-names.ts';
import { useServerText, useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';
import { paths } from '../../paths.ts';
import { toast } from '../../toast.ts';
import { buttonClass } from '../../ui/button.tsx';
import { CancelVisitDialog, MoveVisitDialog } from './visit-dialogs.tsx';

const actionClass = `${buttonClass('secondary')} flex-1`;

/** What the reader said of the other side: came (true), did not (false), nothing yet (null). */
const saidOf = (viewing: Viewing) => (viewing.role === 'poster' ? viewing.seeker_came : viewing.poster_came);

function Outcome({ viewing }: { viewing: Viewing }) {
  const { t } = useTranslation();
  const outcome = useViewingOutcome();
  const said = saidOf(viewing);
  const name = viewing.other.name;
  const choose = (value: ViewingOutcome) =>
    outcome.mutate(
      { id: viewing.id, outcome: value },
      {
        onSuccess: () => toast.success(t('viewings.thanks')),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-slate-900">{t('viewings.didTheyCome', { name })}</legend>
      <div className="mt-2 flex gap-2">
        {(['came', 'no_show'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={said === (value === 'came')}
            disabled={outcome.isPending}
            onClick={() => choose(value)}
            className={`inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${
              said === (value === 'came')
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
            }`}
          >
            {value === 'came' ? t('viewings.came') : t('viewings.noShow')}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function VisitCard(props: { viewing: Viewing; now?: number }) {
  const { viewing, now = Date.now() } = props;
  const { t } = useTranslation();
  const serverText = useServerText();
  const when = useVisitTime();
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null);
  const { listing } = viewing;
  const title = useListingName()(listing);
  const isBooked = viewing.status === 'booked';
  const hasBegun = Date.parse(viewing.starts_at) <= now;
  return (
    <article
      aria-label={`${title}: ${when.span(viewing.starts_at, viewing.ends_at)}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex gap-3">
        <ListingThumb photo={listing.photo} className="size-16" />
        <div className="min-w-0 flex-1">
          {listing.id === null ? (
            <h3 className="font-semibold text-slate-900">{title}</h3>
          ) : (
            <h3 className="font-semibold">
              <Link
                to={paths.propertyDetail(listing.id)}
                className="text-slate-900 underline hover:text-brand-800"
              >
                {title}
              </Link>
            </h3>
          )}
          <p className="text-sm text-slate-700">
            {viewing.role === 'seeker'
              ? t('viewings.withPoster', { name: viewing.other.name })
              : t('viewings.visitor', { name: viewing.other.name })}
          </p>
          <p className="mt-1 flex items-center gap-1.5 font-medium text-slate-900">
            <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
            {when.span(viewing.starts_at, viewing.ends_at)}
          </p>
        </div>
      </div>
      {viewing.cancelled ? (
        <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          {viewing.cancelled.by === viewing.role
            ? t('viewings.youCancelled', { reason: serverText(viewing.cancelled.reason) })
            : t('viewings.theyCancelled', {
                name: viewing.other.name,
                reason: serverText(viewing.cancelled.reason),
              })}
        </p>
      ) : null}
      {isBooked && viewing.directions && (
        <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-800">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">{t('viewings.directions')}: </span>
            <span className="whitespace-pre-line">{viewing.directions}</span>
          </span>
        </p>
      )}
      {viewing.role === 'poster' && viewing.note && (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-semibold">{t('viewings.theirNote', { name: viewing.other.name })}: </span>
          {viewing.note}
        </p>
      )}
      {isBooked && !hasBegun && (
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={viewing.calendar_url} download className={`${actionClass} basis-full`}>
            <CalendarPlus aria-hidden="true" className="h-5 w-5" />
            {t('viewings.addToCalendar')}
          </a>
          {listing.id !== null && (
            <button type="button" className={actionClass} onClick={() => setOpen('move')}>
              {t('viewings.move')}
            </button>
          )}
          <button type="button" className={`${actionClass} text-red-800`} onClick={() => setOpen('cancel')}>
            {t('viewings.cancel')}
          </button>
        </div>
      )}
      {isBooked && hasBegun && <Outcome viewing={viewing} />}
      {open === 'cancel' && <CancelVisitDialog viewing={viewing} onClose={() => setOpen(null)} />}
      {open === 'move' && listing.id !== null && (
        <MoveVisitDialog viewing={viewing} listingId={listing.id} onClose={() => setOpen(null)} />
      )}
    </article>
  );
}

/** Upcoming booked visits: the ones still to come, as the list's order has them. */
export const isUpcoming = (viewing: Viewing, now = Date.now()) =>
  viewing.status === 'booked' && Date.parse(viewing.ends_at) > now;
