// One account on the users page (docs/product/accounts.md#users-page): who they are,
// the actions an admin may take, and the sections Listings, Reports, Payments,
// Sessions and History.
import { Link } from 'react-router';
import type { UserDetail } from '../../../shared/schemas/admin-user.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useDateTime } from '../../i18n/use-date-time.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { SECTION_LIST, Section } from './user-section.tsx';
import { UserSummary } from './user-summary.tsx';

const ACCOUNT_ACTION: Record<string, MessageKey> = {
  suspended: 'adminUsers.accountAction.suspended',
  restored: 'adminUsers.accountAction.restored',
  admin_granted: 'adminUsers.accountAction.admin_granted',
  admin_revoked: 'adminUsers.accountAction.admin_revoked',
  payment_refunded: 'adminUsers.accountAction.payment_refunded',
};

export function UserDetailView({ detail, viewerId }: { detail: UserDetail; viewerId: number | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const enumLabel = useEnumLabel();
  const dateTime = useDateTime();
  /** An account's history entry in words; an action this page does not know is shown as stored. */
  const accountAction = (action: string) => {
    const key = ACCOUNT_ACTION[action];
    return key ? t(key) : action;
  };
  const { user } = detail;
  const name = user.full_name || t('admin.payments.user', { id: user.id });
  const reports = [
    ...detail.reports_against.map((r) => ({ ...r, against: true })),
    ...detail.reports_made.map((r) => ({ ...r, against: false, reporter_name: '', reporter_id: user.id })),
  ];
  return (
    <article aria-labelledby="user-name" className="mt-6 flex flex-col gap-4">
      <UserSummary user={user} name={name} viewerId={viewerId} />

      <Section id="user-listings" title={t('adminUsers.sections.listings')} count={detail.listings.length}>
        <ul className={SECTION_LIST}>
          {detail.listings.map((l) => (
            <li key={l.id}>
              <Link to={paths.propertyDetail(l.id)} className="font-medium underline">
                {l.title}
              </Link>{' '}
              · {l.locality}, {l.city} ·{' '}
              {l.removed_at
                ? t('adminUsers.removedOn', { date: format.longDate(l.removed_at) })
                : `${l.status}${l.paused_reason ? ` (${l.paused_reason})` : ''}`}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="user-reports" title={t('adminUsers.sections.reports')} count={reports.length}>
        <ul className={SECTION_LIST}>
          {reports.map((r) => (
            <li key={`${r.against}-${r.id}`}>
              {r.against
                ? t('adminUsers.reportAgainst', {
                    who: r.reporter_name || t('admin.moderation.user', { id: r.reporter_id }),
                  })
                : t('adminUsers.reportBy')}{' '}
              <strong>{enumLabel('reportReason', r.reason)}</strong>
              {r.details ? ` — ${r.details}` : ''} · {r.listing_title} · {format.longDate(r.created_at)}
              {` · ${r.resolved_at ? t('adminUsers.closed') : t('adminUsers.open')}`}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="user-payments" title={t('adminUsers.sections.payments')} count={detail.payments.length}>
        <ul className={SECTION_LIST}>
          {detail.payments.map((p) => (
            <li key={p.payment_id}>
              {t('adminUsers.payment', {
                amount: format.rupees(p.amount_paise / 100),
                date: format.longDate(p.created_at),
                from: format.longDate(p.pass_from),
                upto: format.longDate(p.pass_until),
              })}{' '}
              <span className="break-all">{p.payment_id}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="user-sessions" title={t('adminUsers.sections.sessions')} count={detail.sessions.length}>
        <ul className={SECTION_LIST}>
          {detail.sessions.map((s) => (
            <li key={`${s.created_at}-${s.last_seen_at}`}>
              {t('adminUsers.session', { start: dateTime(s.created_at), seen: dateTime(s.last_seen_at) })}
              <span className="block break-all text-slate-600">
                {[s.user_agent, s.ip].filter(Boolean).join(' · ') || t('adminUsers.noDevice')}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="user-history" title={t('adminUsers.sections.history')} count={detail.history.length}>
        <ol className={SECTION_LIST}>
          {detail.history.map((h) => (
            <li key={`${h.kind}-${h.created_at}-${h.action}-${h.listing_id}-${h.note}`}>
              {dateTime(h.created_at)}:{' '}
              <strong>
                {h.kind === 'account'
                  ? accountAction(h.action)
                  : `${h.action.replaceAll('_', ' ')}: ${h.listing_title ?? t('adminUsers.listing', { id: String(h.listing_id) })}`}
              </strong>{' '}
              {t('adminUsers.by', {
                actor:
                  h.actor_name ??
                  (h.kind === 'account' ? t('adminUsers.adminCommand') : t('admin.moderation.system')),
              })}
              {h.note ? ` — ${h.note}` : ''}
            </li>
          ))}
        </ol>
      </Section>
    </article>
  );
}
