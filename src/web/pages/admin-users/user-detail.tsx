// One account on the users page (docs/product/accounts.md#users-page): who they are,
// the actions an admin may take, and the sections Listings, Reports, Payments,
// Sessions and History.
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { labelOf, REPORT_REASONS } from '../../../shared/enums.ts';
import { formatLongDate, formatRupees } from '../../../shared/format.ts';
import type { UserDetail } from '../../../shared/schemas/admin-user.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { UserActionDialog } from './user-action-dialog.tsx';
import { type ActionOffer, actionsFor } from './user-actions.ts';

const ACCOUNT_ACTION: Record<string, string> = {
  suspended: 'Suspended',
  restored: 'Restored',
  admin_granted: 'Admin granted',
  admin_revoked: 'Admin revoked',
  payment_refunded: 'Payment refunded',
};

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });

function Section(props: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={props.id} className="font-semibold text-slate-900">
        {props.title} ({props.count})
      </h3>
      {props.count === 0 ? <p className="mt-1 text-sm text-slate-600">None.</p> : props.children}
    </section>
  );
}

const list = 'mt-2 flex flex-col gap-2 text-sm text-slate-800';

export function UserDetailView({ detail, viewerId }: { detail: UserDetail; viewerId: number | undefined }) {
  const { user } = detail;
  const [offer, setOffer] = useState<ActionOffer | null>(null);
  const name = user.full_name || `User ${user.id}`;
  const reports = [
    ...detail.reports_against.map((r) => ({ ...r, against: true })),
    ...detail.reports_made.map((r) => ({ ...r, against: false, reporter_name: '', reporter_id: user.id })),
  ];
  return (
    <article aria-labelledby="user-name" className="mt-6 flex flex-col gap-4">
      <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="user-name" className="text-xl font-semibold text-slate-900">
          {name}
        </h2>
        <p className="text-sm text-slate-700">
          {[user.mobile_no, user.email].filter(Boolean).join(' · ')} · {user.user_type} · {user.location}
        </p>
        <p className="text-sm text-slate-700">
          Joined {formatLongDate(user.created_at)}
          {user.pass_until ? ` · pass until ${formatLongDate(user.pass_until)}` : ''}
        </p>
        <ul aria-label="Account state" className="mt-2 flex flex-wrap gap-2 text-sm">
          {user.is_admin && (
            <li className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
              Admin{user.second_factor_enrolled ? '' : ', authenticator not set up yet'}
            </li>
          )}
          {user.suspended && (
            <li className="rounded-full bg-red-50 px-3 py-1 font-medium text-red-800">
              Suspended {user.suspended_at ? formatLongDate(user.suspended_at) : ''}
            </li>
          )}
          <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
            {user.mobile_verified ? 'Phone proven' : 'Phone not proven'}
          </li>
          <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
            {user.email_verified ? 'Email proven' : 'Email not proven'}
          </li>
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          {actionsFor(user, viewerId).map((o) => (
            <Button key={o.action} variant={o.danger ? 'danger' : 'secondary'} onClick={() => setOffer(o)}>
              {o.label}
            </Button>
          ))}
        </div>
      </div>
      {offer && (
        <UserActionDialog userId={user.id} userName={name} offer={offer} onClose={() => setOffer(null)} />
      )}

      <Section id="user-listings" title="Listings" count={detail.listings.length}>
        <ul className={list}>
          {detail.listings.map((l) => (
            <li key={l.id}>
              <Link to={paths.propertyDetail(l.id)} className="font-medium underline">
                {l.title}
              </Link>{' '}
              · {l.locality}, {l.city} ·{' '}
              {l.removed_at
                ? `removed ${formatLongDate(l.removed_at)}`
                : `${l.status}${l.paused_reason ? ` (${l.paused_reason})` : ''}`}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="user-reports" title="Reports" count={reports.length}>
        <ul className={list}>
          {reports.map((r) => (
            <li key={`${r.against}-${r.id}`}>
              {r.against
                ? `Against their listing, by ${r.reporter_name || `user ${r.reporter_id}`}: `
                : 'By them: '}
              <strong>{labelOf(REPORT_REASONS, r.reason)}</strong>
              {r.details ? ` — ${r.details}` : ''} · {r.listing_title} · {formatLongDate(r.created_at)}
              {r.resolved_at ? ' · closed' : ' · open'}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="user-payments" title="Payments" count={detail.payments.length}>
        <ul className={list}>
          {detail.payments.map((p) => (
            <li key={p.payment_id}>
              {formatRupees(p.amount_paise / 100)} on {formatLongDate(p.created_at)} · pass{' '}
              {formatLongDate(p.pass_from)} to {formatLongDate(p.pass_until)} ·{' '}
              <span className="break-all">{p.payment_id}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="user-sessions" title="Sessions" count={detail.sessions.length}>
        <ul className={list}>
          {detail.sessions.map((s) => (
            <li key={`${s.created_at}-${s.last_seen_at}`}>
              Started {dateTime(s.created_at)}, last seen {dateTime(s.last_seen_at)}
              <span className="block break-all text-slate-600">
                {[s.user_agent, s.ip].filter(Boolean).join(' · ') || 'No device details'}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="user-history" title="History" count={detail.history.length}>
        <ol className={list}>
          {detail.history.map((h) => (
            <li key={`${h.kind}-${h.created_at}-${h.action}-${h.listing_id}-${h.note}`}>
              {dateTime(h.created_at)}:{' '}
              <strong>
                {h.kind === 'account'
                  ? (ACCOUNT_ACTION[h.action] ?? h.action)
                  : `${h.action.replaceAll('_', ' ')}: ${h.listing_title ?? `listing ${h.listing_id}`}`}
              </strong>{' '}
              by {h.actor_name ?? (h.kind === 'account' ? 'the admin command' : 'the system')}
              {h.note ? ` — ${h.note}` : ''}
            </li>
          ))}
        </ol>
      </Section>
    </article>
  );
}
