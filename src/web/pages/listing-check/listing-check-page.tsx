// The page behind the one-tap links of the weekly freshness message and of the message
// that tells a poster reports paused their listing (docs/decisions/0043-freshness-links.md,
// docs/decisions/0098-report-weights.md): it names the listing and offers one button;
// only the button changes anything, so a link preview does nothing. No login needed.
import { CircleCheck, House } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isFreshnessToken } from '../../../shared/schemas/trust.ts';
import { messageOf } from '../../api/client.ts';
import { useAnswerFreshnessLink, useFreshnessLink } from '../../api/trust/freshness-link.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';

export default function ListingCheckPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const link = useFreshnessLink(token);
  const answer = useAnswerFreshnessLink();
  const shell = (children: React.ReactNode) => (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10">{children}</section>
  );
  const isWellFormed = isFreshnessToken(token);
  if (!isWellFormed || link.isError) {
    return shell(
      <>
        <h1 className="text-2xl font-semibold text-slate-900">{t('listingCheck.broken')}</h1>
        <p className="text-slate-700">
          {isWellFormed ? messageOf(link.error) : t('listingCheck.incomplete')}
        </p>
        <Link to={paths.myProperties()} className="font-semibold text-brand-800 underline">
          {t('listingCheck.myProperties')}
        </Link>
      </>,
    );
  }
  if (link.isPending) return shell(<p role="status">{t('listingCheck.loading')}</p>);
  const { title, listing_id, status, paused_reason } = link.data;
  const isRented = link.data.answer === 'rented';
  // docs/decisions/0098-report-weights.md: the poster's tap brings back a listing reports
  // paused, never one our team paused.
  const pausedBy = !isRented && status === 'paused' ? paused_reason : null;
  if (pausedBy === 'admin' && !answer.isSuccess) {
    return shell(
      <>
        <h1 className="text-2xl font-semibold text-slate-900">{t('listingCheck.pausedByAdmin')}</h1>
        <p className="text-slate-700">{t('listingCheck.pausedByAdminHint', { title })}</p>
        <Link to={paths.myProperties()} className="font-semibold text-brand-800 underline">
          {t('listingCheck.myProperties')}
        </Link>
      </>,
    );
  }
  if (answer.isSuccess) {
    return shell(
      <>
        <h1 className="text-2xl font-semibold text-slate-900">
          {answer.data.status === 'rented' ? t('listingCheck.markedRented') : t('listingCheck.confirmed')}
        </h1>
        <p className="text-slate-700">
          {answer.data.status === 'rented'
            ? t('listingCheck.rentedDone', { title })
            : t('listingCheck.availableDone', { title })}
        </p>
        <Link to={paths.propertyDetail(listing_id)} className="font-semibold text-brand-800 underline">
          {t('listingCheck.seeListing')}
        </Link>
      </>,
    );
  }
  return shell(
    <>
      <h1 className="text-2xl font-semibold text-slate-900">
        {isRented ? t('listingCheck.askRented', { title }) : t('listingCheck.askAvailable', { title })}
      </h1>
      {pausedBy === 'reports' && <p className="text-slate-700">{t('listingCheck.pausedAfterReports')}</p>}
      <p className="text-slate-700">
        {isRented ? t('listingCheck.rentedHint') : t('listingCheck.availableHint')}
      </p>
      <Button
        size="lg"
        variant={isRented ? 'secondary' : 'primary'}
        isLoading={answer.isPending}
        loadingLabel={t('listingCheck.saving')}
        onClick={() => answer.mutate(token)}
      >
        {isRented ? (
          <House aria-hidden="true" className="h-5 w-5" />
        ) : (
          <CircleCheck aria-hidden="true" className="h-5 w-5" />
        )}
        {isRented ? t('listingCheck.yesRented') : t('listingCheck.yesAvailable')}
      </Button>
      {answer.isError && (
        <p role="alert" className="text-red-800">
          {messageOf(answer.error)}
        </p>
      )}
    </>,
  );
}
