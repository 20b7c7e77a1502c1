// "Ask for a visit" (docs/product/viewings.md#asking-for-a-visit): where a home has no free time
// in the next 14 days, the seeker proposes up to three times with a note. The poster accepts one
// or proposes another within 48 hours; the seeker is told either way and sees it on My Visits.
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REQUEST_TIMES_MAX } from '../../../shared/schemas/viewing.ts';
import type { ViewingRequest } from '../../../shared/schemas/viewing-request.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useSendToLogin } from '../../api/session-lost.ts';
import { useAskForVisit } from '../../api/viewing/requests.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';
import { paths } from '../../paths.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { instantOf, NO_CHOICE, TimeChoice, type TimeChoiceValue } from './time-choice.tsx';
import { VisitNoteField } from './visit-note-field.tsx';

function Asked({ request, onClose }: { request: ViewingRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const when = useVisitTime();
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-semibold">{t('visitRequests.sent')}</p>
          <p>{t('visitRequests.askedFor')}</p>
          <ul className="list-disc pl-5">
            {request.times.map((time) => (
              <li key={time}>{`${when.day(time)}, ${when.time(time)}`}</li>
            ))}
          </ul>
          <p className="mt-1">
            {t('visitRequests.sentHint', {
              when: `${when.day(request.answer_by)}, ${when.time(request.answer_by)}`,
            })}
          </p>
        </div>
      </div>
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

export function AskVisitForm(props: { listingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const sendToLogin = useSendToLogin();
  const ask = useAskForVisit();
  const [choices, setChoices] = useState<TimeChoiceValue[]>(() =>
    Array.from({ length: REQUEST_TIMES_MAX }, () => NO_CHOICE),
  );
  const [note, setNote] = useState('');
  const [timesError, setTimesError] = useState('');
  const [noteError, setNoteError] = useState('');
  const [refusal, setRefusal] = useState('');
  if (ask.data) return <Asked request={ask.data.request} onClose={props.onClose} />;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTimesError('');
    setNoteError('');
    setRefusal('');
    const times = choices.map(instantOf).filter(Boolean);
    if (times.length === 0) {
      setTimesError(t('visitRequests.pickOne'));
      return;
    }
    ask.mutate(
      { listing_id: props.listingId, times, note },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            sendToLogin({ alert: t('detail.pleaseLoginFirst') });
            return;
          }
          const named = error instanceof ApiError ? (error.errors ?? []) : [];
          const onTimes = named.find((entry) => entry.field.startsWith('times'));
          const onNote = named.find((entry) => entry.field === 'note');
          if (onTimes) setTimesError(onTimes.message);
          else if (onNote) setNoteError(onNote.message);
          else setRefusal(named[0]?.message || messageOf(error));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-slate-800">{t('visitRequests.intro')}</p>
      {choices.map((choice, i) => (
        <TimeChoice
          // The three choices keep their places.
          // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its position
          key={i}
          legend={t('visitRequests.choice', { number: String(i + 1) })}
          value={choice}
          error={timesError}
          onChange={(value) => setChoices((all) => all.map((old, j) => (j === i ? value : old)))}
        />
      ))}
      <Refusal text={timesError} />
      <VisitNoteField value={note} onChange={setNote} error={noteError} />
      <Refusal text={refusal} />
      <Button type="submit" size="lg" isLoading={ask.isPending} loadingLabel={t('visitRequests.sending')}>
        {t('visitRequests.send')}
      </Button>
    </form>
  );
}
