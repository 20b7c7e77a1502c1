// The reports of one listing in the moderation queue, each with what it weighed toward
// pausing the listing and why, and whether the poster answered it
// (docs/decisions/0098-report-weights.md).
import type { ModerationItem } from '../../../shared/schemas/trust.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function QueueReports({ reports }: { reports: ModerationItem['reports'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  return (
    <ul className="flex flex-col gap-2 text-sm text-slate-800">
      {reports.map((r) => (
        <li key={r.id}>
          <strong>{label('reportReason', r.reason)}</strong>
          {r.details ? `: ${r.details}` : ''} —{' '}
          {r.reporter_name || t('admin.moderation.user', { id: r.reporter_id })},{' '}
          {format.longDate(r.created_at)}
          <br />
          <span className={r.weight > 0 ? 'font-medium text-amber-900' : 'text-slate-600'}>
            {t('admin.moderation.weighed')}:{' '}
            {t(`admin.moderation.weight.${r.weight_reason}`, { weight: r.weight })}
          </span>
          {r.answered ? <span className="text-slate-600"> · {t('admin.moderation.answered')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
