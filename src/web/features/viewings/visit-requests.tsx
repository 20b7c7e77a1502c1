// Asked visits on My Visits (docs/product/viewings.md#asking-for-a-visit): what waits for the
// reader's answer, with a button per time (the poster) or for the proposed time (the seeker),
// what waits for the other side, and requests that lapsed. Booked ones are visits above.
import { useState } from 'react';
import type { ViewingRequest } from '../../../shared/schemas/viewing-request.ts';
import { messageOf } from '../../api/client.ts';
import {
  useAcceptVisitRequest,
  useProposeVisitTime,
  useVisitRequests,
  useWithdrawVisitRequest,
} from '../../api/viewing/requests.ts';
import { useListingName } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { instantOf, NO_CHOICE, TimeChoice } from './time-choice.tsx';

/** Lapsed requests shown, newest first. */
const LAPSED_SHOWN = 5;

const useMoment = () => {
  const when = useVisitTime();
  return (value: string) => `${when.day(value)}, ${when.time(value)}`;
};

function ProposeTime({ request }: { request: ViewingRequest }) {
  const { t } = useTranslation();
  const propose = useProposeVisitTime();
  const [isOpen, setOpen] = useState(false);
  const [choice, setChoice] = useState(NO_CHOICE);
  const [refusal, setRefusal] = useState('');
  if (!isOpen) {
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('visitRequests.propose')}
      </Button>
    );
  }
  const send = () => {
    setRefusal('');
    const startsAt = instantOf(choice);
    if (!startsAt) return setRefusal(t('visitRequests.pickOne'));
    propose.mutate(
      { id: request.id, starts_at: startsAt },
      {
        onSuccess: () => toast.success(t('visitRequests.proposed', { name: request.other.name })),
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <TimeChoice legend={t('visitRequests.proposeTime')} value={choice} onChange={setChoice} />
      <Refusal text={refusal} />
      <Button
        variant="secondary"
        isLoading={propose.isPending}
        loadingLabel={t('visitRequests.proposing')}
        onClick={send}
      >
        {t('visitRequests.proposeThis')}
      </Button>
    </div>
  );
}

function Answers({ request }: { request: ViewingRequest }) {
  const { t } = useTranslation();
  const moment = useMoment();
  const accept = useAcceptVisitRequest();
  const withdraw = useWithdrawVisitRequest();
  const name = request.other.name;
  const take = (startsAt: string) =>
    accept.mutate(
      { id: request.id, starts_at: startsAt },
      {
        onSuccess: ({ viewing }) =>
          toast.success(t('visitRequests.accepted', { when: moment(viewing.starts_at) })),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  const isPoster = request.role === 'poster';
  const answerBy = (
    <p className="text-sm text-slate-700">
      {t('visitRequests.answerBy', { when: moment(request.answer_by) })}
    </p>
  );
  if (request.status === 'asked' && isPoster) {
    return (
      <div className="mt-3 flex flex-col gap-2">
        {request.times.map((time) => (
          <Button
            key={time}
            isLoading={accept.isPending && accept.variables?.starts_at === time}
            loadingLabel={t('visitRequests.accepting')}
            onClick={() => take(time)}
          >
            {t('visitRequests.accept', { when: moment(time) })}
          </Button>
        ))}
        <ProposeTime request={request} />
        {answerBy}
      </div>
    );
  }
  if (request.status === 'proposed' && !isPoster && request.proposed) {
    const proposed = request.proposed;
    return (
      <div className="mt-3 flex flex-col gap-2">
        <p className="font-medium text-slate-900">
          {t('visitRequests.theyProposed', { name, when: moment(proposed) })}
        </p>
        <Button
          isLoading={accept.isPending}
          loadingLabel={t('visitRequests.accepting')}
          onClick={() => take(proposed)}
        >
          {t('visitRequests.acceptProposed')}
        </Button>
        {answerBy}
      </div>
    );
  }
  if (request.status === 'asked' || request.status === 'proposed') {
    return (
      <div className="mt-3 flex flex-col gap-2">
        <p className="text-slate-800">
          {request.status === 'proposed' && request.proposed
            ? t('visitRequests.youProposed', { name, when: moment(request.proposed) })
            : t('visitRequests.waitingFor', { name })}
        </p>
        {answerBy}
        {!isPoster && (
          <Button
            variant="ghost"
            isLoading={withdraw.isPending}
            loadingLabel={t('visitRequests.withdraw')}
            onClick={() =>
              withdraw.mutate(request.id, {
                onSuccess: () => toast.success(t('visitRequests.withdrawn')),
                onError: (error) => toast.error(messageOf(error)),
              })
            }
          >
            {t('visitRequests.withdraw')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{t('visitRequests.lapsed')}</p>
  );
}

function RequestCard({ request }: { request: ViewingRequest }) {
  const { t } = useTranslation();
  const moment = useMoment();
  const name = request.other.name;
  const title = useListingName()(request.listing);
  return (
    <article aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-800">
        {request.role === 'poster'
          ? t('visitRequests.asksAt', { name })
          : t('visitRequests.youAskedAt', { name })}
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {request.times.map((time) => (
          <li key={time}>{moment(time)}</li>
        ))}
      </ul>
      {request.role === 'poster' && request.note && (
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-semibold">{t('viewings.theirNote', { name })}: </span>
          {request.note}
        </p>
      )}
      <Answers request={request} />
    </article>
  );
}

export function VisitRequests() {
  const { t } = useTranslation();
  const requests = useVisitRequests(true);
  if (!requests.isSuccess) return null;
  const waiting = requests.data.filter((r) => r.status === 'asked' || r.status === 'proposed');
  const lapsed = requests.data.filter((r) => r.status === 'lapsed').slice(0, LAPSED_SHOWN);
  const shown = [...waiting, ...lapsed];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="visit-requests" className="mt-6">
      <h2 id="visit-requests" className="text-xl font-semibold text-slate-900">
        {t('visitRequests.title')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} />
          </li>
        ))}
      </ul>
    </section>
  );
}
