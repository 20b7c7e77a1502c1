// The page behind the one-tap link of a "visit asked" notice (docs/product/viewings.md#asking-for-a-visit):
// it names the home, who asks and their note, with one button per time. Only a button changes
// anything, so a link preview does nothing; the link acts for the poster through its signed token,
// without a login, and works once.
import { CircleCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isRequestToken } from '../../../shared/schemas/viewing.ts';
import { messageOf } from '../../api/client.ts';
import { useAcceptRequestLink, useRequestLink } from '../../api/viewing/requests.ts';
import { useListingName } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';

function Shell(props: { title: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{props.title}</h1>
      {props.children}
      <Link to={paths.visits()} className="font-semibold text-brand-800 underline">
        {t('visitRequests.openVisits')}
      </Link>
    </section>
  );
}

export default function VisitRequestPage() {
  const { t } = useTranslation();
  const when = useVisitTime();
  const listingName = useListingName();
  const token = useParams().token ?? '';
  const link = useRequestLink(token);
  const accept = useAcceptRequestLink();
  const moment = (value: string) => `${when.day(value)}, ${when.time(value)}`;
  const isWellFormed = isRequestToken(token);
  if (!isWellFormed || link.isError) {
    return (
      <Shell title={t('visitRequests.linkBroken')}>
        <p className="text-slate-700">
          {isWellFormed ? messageOf(link.error) : t('visitRequests.linkIncomplete')}
        </p>
      </Shell>
    );
  }
  if (link.isPending) return <Shell title={t('visitRequests.linkLoading')} />;
  const request = accept.data ?? link.data;
  const name = request.seeker_name;
  const title = listingName({ title: request.listing_title });
  if (request.booked) {
    return (
      <Shell title={t('visitRequests.linkBooked')}>
        <p role="status" className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {t('visitRequests.linkBookedHint', { name, title, when: moment(request.booked.starts_at) })}
        </p>
      </Shell>
    );
  }
  if (request.status !== 'asked') {
    return (
      <Shell title={t('visitRequests.linkTitle', { name, title })}>
        <p className="text-slate-700">
          {request.status === 'lapsed' ? t('visitRequests.linkLapsed') : t('visitRequests.linkAnswered')}
        </p>
      </Shell>
    );
  }
  return (
    <Shell title={t('visitRequests.linkTitle', { name, title })}>
      {request.note && (
        <p className="text-slate-800">
          <span className="font-semibold">{t('viewings.theirNote', { name })}: </span>
          {request.note}
        </p>
      )}
      <p className="text-slate-700">{t('visitRequests.linkHint', { name })}</p>
      {request.times.map((time) => (
        <Button
          key={time}
          size="lg"
          isLoading={accept.isPending && accept.variables?.starts_at === time}
          loadingLabel={t('visitRequests.accepting')}
          disabled={accept.isPending}
          onClick={() => accept.mutate({ token, starts_at: time })}
        >
          {t('visitRequests.accept', { when: moment(time) })}
        </Button>
      ))}
      <p className="text-sm text-slate-700">
        {t('visitRequests.answerBy', { when: moment(request.answer_by) })}
      </p>
      {accept.isError && (
        <p role="alert" className="text-red-800">
          {messageOf(accept.error)}
        </p>
      )}
    </Shell>
  );
}
