// Why a listing is on the moderation queue (docs/product/listings.md#moderation): its open
// reports, a seeker's word that the poster did not come to a visit (docs/product/viewings.md#no-shows),
// and the state it is in, so an item queued by a no-show never reads "0 open reports".
import type { ModerationItem } from '../../../shared/schemas/trust.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function QueueReasons({ item }: { item: ModerationItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { listing, poster } = item;
  const noShows = poster.viewing_no_shows;
  return (
    <div className="text-sm text-slate-800">
      <p className="text-slate-700">
        {t('admin.moderation.status', { status: listing.status })}
        {listing.paused_reason
          ? ` (${t('admin.moderation.pausedReason', { reason: listing.paused_reason })})`
          : ''}{' '}
        · {t('admin.moderation.lastConfirmed', { date: format.longDate(listing.last_confirmed_at) })} ·{' '}
        {t('admin.moderation.listedBy', { by: listing.listed_by })}
      </p>
      <h3 className="mt-2 font-semibold text-slate-900">{t('admin.moderation.why')}</h3>
      <ul aria-label={t('admin.moderation.why')} className="list-disc pl-5">
        {item.open_reports > 0 && <li>{t('admin.moderation.openReports', { count: item.open_reports })}</li>}
        {noShows > 0 ? (
          <li className="font-medium text-amber-900">{t('admin.moderation.noShows', { count: noShows })}</li>
        ) : (
          item.open_reports === 0 && (
            <li className="font-medium text-amber-900">{t('admin.moderation.noShow')}</li>
          )
        )}
      </ul>
      <p className="text-slate-600">
        {t('admin.moderation.latest', { date: format.longDate(item.latest_report_at) })}
      </p>
    </div>
  );
}
