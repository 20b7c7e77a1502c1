// /admin/moderation (docs/product/listings.md#moderation): open reports grouped by
// listing, most reported first, with the poster, their other listings, the broker-risk
// signals (admins only) and the listing's history; each action in one tap, a note for
// the poster where it is sent to them.
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { labelOf, REPORT_REASONS, type ReportReason } from '../../../shared/enums.ts';
import { formatLongDate } from '../../../shared/format.ts';
import type { ModerationAction, ModerationItem } from '../../../shared/schemas/trust.ts';
import { useModerate, useModerationQueue } from '../../api/admin/moderation.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { AdminNav } from '../../components/admin-nav.tsx';
import { paths } from '../../paths.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';

const RISK_LABEL: Record<ModerationItem['poster']['broker_risk'][number], string> = {
  many_listings: 'Many listings in many localities',
  shared_phone: 'Phone number on another account',
  reported_as_broker: 'Reported as a broker',
};

const ACTIONS: { action: ModerationAction; label: string; variant: ButtonVariant; confirm?: string }[] = [
  { action: 'dismiss', label: 'Dismiss', variant: 'secondary' },
  { action: 'ask_to_fix', label: 'Ask to fix', variant: 'secondary' },
  { action: 'rented', label: 'Rented', variant: 'secondary' },
  { action: 'pause', label: 'Pause', variant: 'secondary' },
  { action: 'warn', label: 'Warn poster', variant: 'secondary' },
  { action: 'remove', label: 'Remove', variant: 'danger', confirm: 'Remove this listing for good?' },
  {
    action: 'suspend',
    label: 'Suspend poster',
    variant: 'danger',
    confirm: 'Suspend this poster and pause all their listings?',
  },
];

function QueueItem({ item }: { item: ModerationItem }) {
  const moderate = useModerate();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const { listing, poster } = item;
  const run = (action: ModerationAction, confirm?: string) => {
    if (confirm && !window.confirm(confirm)) return;
    setNoteError(undefined);
    moderate.mutate(
      { listing_id: listing.id, action, note },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors?.find((e) => e.field === 'note') : undefined;
          if (field) setNoteError(field.message);
          else toast.error(messageOf(error));
        },
      },
    );
  };
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <article aria-label={listing.title} className="flex flex-col gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={paths.propertyDetail(listing.id)} className="underline">
              {listing.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            {item.open_reports} open report{item.open_reports === 1 ? '' : 's'} · latest{' '}
            {formatLongDate(item.latest_report_at)} · {listing.status}
            {listing.paused_reason ? ` (${listing.paused_reason})` : ''} · listed by {listing.listed_by}
          </p>
        </div>
        <ul className="flex flex-col gap-1 text-sm text-slate-800">
          {item.reports.map((r) => (
            <li key={r.id}>
              <strong>{labelOf(REPORT_REASONS, r.reason as ReportReason)}</strong>
              {r.details ? `: ${r.details}` : ''} — {r.reporter_name || `user ${r.reporter_id}`},{' '}
              {formatLongDate(r.created_at)}
            </li>
          ))}
        </ul>
        <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">
            Poster: {poster.full_name || `user ${poster.id}`} ({poster.user_type})
            {poster.suspended ? ' · suspended' : ''}
          </p>
          <p>{[poster.mobile_no, poster.email].filter(Boolean).join(' · ')}</p>
          {poster.broker_risk.length > 0 && (
            <p className="mt-1 font-medium text-amber-900">
              Broker risk: {poster.broker_risk.map((s) => RISK_LABEL[s]).join('; ')}
            </p>
          )}
          {item.other_listings.length > 0 && (
            <p className="mt-1">
              Other listings:{' '}
              {item.other_listings.map((l, i) => (
                <span key={l.id}>
                  {i > 0 ? ', ' : ''}
                  <Link to={paths.propertyDetail(l.id)} className="underline">
                    {l.title}
                  </Link>{' '}
                  ({l.status})
                </span>
              ))}
            </p>
          )}
        </div>
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium">History ({item.history.length})</summary>
          <ol className="mt-1 flex flex-col gap-1">
            {item.history.map((h) => (
              <li key={`${h.created_at}-${h.action}-${h.note}`}>
                {formatLongDate(h.created_at)}: {h.action.replaceAll('_', ' ')} by{' '}
                {h.actor_name ?? 'the system'}
                {h.note ? ` — ${h.note}` : ''}
              </li>
            ))}
          </ol>
        </details>
        <Field label="Note to the poster (sent with Ask to fix, Warn and Suspend)" error={noteError}>
          <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          {ACTIONS.map((a) => (
            <Button
              key={a.action}
              variant={a.variant}
              disabled={moderate.isPending}
              onClick={() => run(a.action, a.confirm)}
            >
              {a.label}
            </Button>
          ))}
        </div>
      </article>
    </li>
  );
}

export default function AdminModerationPage() {
  const admin = isAdmin(useCurrentUser());
  const queue = useModerationQueue(admin);
  if (!admin) {
    return (
      <p className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">Only admins can see this page</p>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Reported listings</h1>
      <AdminNav current="moderation" />
      <p className="mt-1 text-slate-700">
        Most reported first. Every action is recorded in the listing's history.
      </p>
      {queue.isPending ? (
        <div role="status" className="flex justify-center py-12">
          <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
          <span className="sr-only">Loading reports</span>
        </div>
      ) : queue.isError ? (
        <p className="mt-6 text-red-700">{messageOf(queue.error)}</p>
      ) : queue.data.items.length === 0 ? (
        <p className="mt-6 text-slate-700">No open reports.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {queue.data.items.map((item) => (
            <QueueItem key={item.listing.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
