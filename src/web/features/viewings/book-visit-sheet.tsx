// The sheet that books a visit (docs/product/viewings.md#booking): the listing's free times of the
// next 14 days, an optional note for the poster, and Book. When someone took the last place a
// moment before, the server's refusal names the next free time and the times are fetched again;
// once booked, the sheet shows the visit, the way to find the home and the calendar file. A home
// with no free time is asked for instead (docs/product/viewings.md#asking-for-a-visit).
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Viewing } from '../../../shared/schemas/viewing.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useSendToLogin } from '../../api/session-lost.ts';
import { useBookViewing, useSlots, useViewings } from '../../api/viewing/viewings.ts';
import { type Named, useListingName } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';
import { paths } from '../../paths.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { AskVisitForm } from './ask-visit-form.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { VisitNoteField } from './visit-note-field.tsx';

/** The booked visit: when, how to find the home, the calendar file and My Visits. */
export function BookedVisit({ viewing, onClose }: { viewing: Viewing; onClose: () => void }) {
  const { t } = useTranslation();
  const when = useVisitTime();
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>
          <span className="block font-semibold">{t('viewings.booked')}</span>
          {when.span(viewing.starts_at, viewing.ends_at)}
        </span>
      </p>
      {viewing.directions && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('viewings.directions')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{viewing.directions}</p>
        </div>
      )}
      <a href={viewing.calendar_url} download className={buttonClass('secondary')}>
        <CalendarPlus aria-hidden="true" className="h-5 w-5" />
        {t('viewings.addToCalendar')}
      </a>
      <div className="flex gap-2">
        <Link to={paths.visits()} className={`${buttonClass('primary')} flex-1`}>
          {t('viewings.seeVisits')}
        </Link>
        <Button variant="ghost" className="flex-1" onClick={onClose}>
          {t('viewings.done')}
        </Button>
      </div>
    </div>
  );
}

function Times(props: { listingId: number; value: string; onChange: (startsAt: string) => void }) {
  const { t } = useTranslation();
  const slots = useSlots(props.listingId);
  if (slots.isPending) {
    return (
      <p role="status" className="text-slate-700">
        {t('viewings.loadingTimes')}
      </p>
    );
  }
  if (slots.isError && slots.error instanceof ApiError && slots.error.status === 404) {
    return <p className="text-slate-700">{t('viewings.notLive')}</p>;
  }
  if (slots.isError) {
    return (
      <div role="alert" className="rounded-lg bg-amber-50 p-3 text-slate-800">
        <p>{t('viewings.timesFailed')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void slots.refetch()}>
          {t('conversations.tryAgain')}
        </Button>
      </div>
    );
  }
  return <SlotPicker slots={slots.data} value={props.value} onChange={props.onChange} />;
}

export default function BookVisitSheet(props: { listing: { id: number } & Named; onClose: () => void }) {
  const { listing, onClose } = props;
  const { t } = useTranslation();
  const when = useVisitTime();
  const title = useListingName()(listing);
  const sendToLogin = useSendToLogin();
  const mine = useViewings(true);
  const book = useBookViewing();
  const slots = useSlots(listing.id);
  // No hours set, every day blocked or every time taken: the seeker asks for a time instead.
  const mustAsk = slots.isSuccess && !slots.data.some((slot) => slot.free > 0);
  const [startsAt, setStartsAt] = useState('');
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState('');
  const [noteError, setNoteError] = useState('');
  const held = mine.data?.find(
    (v) =>
      v.role === 'seeker' &&
      v.status === 'booked' &&
      v.listing.id === listing.id &&
      Date.parse(v.starts_at) > Date.now(),
  );
  const booked = book.data?.viewing;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal('');
    setNoteError('');
    if (!startsAt) {
      setRefusal(t('viewings.pickATime'));
      return;
    }
    book.mutate(
      { listing_id: listing.id, starts_at: startsAt, note },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            sendToLogin({ alert: t('detail.pleaseLoginFirst') });
            return;
          }
          const named = error instanceof ApiError ? (error.errors ?? []) : [];
          const onNote = named.find((entry) => entry.field === 'note');
          if (onNote) setNoteError(onNote.message);
          else setRefusal(named[0]?.message || messageOf(error));
          // The time was just taken or is gone: the fresh list is shown; pick again.
          if (error instanceof ApiError && error.status === 409) setStartsAt('');
        },
      },
    );
  };

  return (
    <Dialog
      title={mustAsk ? t('visitRequests.ask') : t('viewings.book')}
      description={title}
      onClose={onClose}
    >
      {booked ? (
        <BookedVisit viewing={booked} onClose={onClose} />
      ) : held ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-800">
            {t('viewings.alreadyBooked', { when: when.span(held.starts_at, held.ends_at) })}
          </p>
          <Link to={paths.visits()} className={buttonClass('primary')}>
            {t('viewings.seeVisits')}
          </Link>
        </div>
      ) : mustAsk ? (
        <AskVisitForm listingId={listing.id} onClose={onClose} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Times listingId={listing.id} value={startsAt} onChange={setStartsAt} />
          <VisitNoteField value={note} onChange={setNote} error={noteError} />
          <Refusal text={refusal} />
          <Button type="submit" size="lg" isLoading={book.isPending} loadingLabel={t('viewings.booking')}>
            {t('viewings.bookThisTime')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
