// /admin/moderation (docs/product/listings.md#moderation): open reports grouped by
// listing, most reported first, with why each is there (reports, a visit the poster missed),
// the poster, their other listings, the broker-risk signals (admins only) and the listing's history; each report with what it weighed
// toward a pause; each action in one tap, a note for the poster where it is sent to them.
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModerationAction, ModerationItem } from '../../../shared/schemas/trust.ts';
import { useModerate, useModerationQueue } from '../../api/admin/moderation.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { AdminNav } from '../../components/admin-nav.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { QueueReasons } from './queue-reasons.tsx';
import { QueueReports } from './queue-reports.tsx';
import { ReportedConversations } from './reported-conversations.tsx';

const ACTIONS = [
  { action: 'dismiss', label: 'admin.moderation.dismiss', variant: 'secondary' },
  { action: 'ask_to_fix', label: 'admin.moderation.askToFix', variant: 'secondary' },
  { action: 'rented', label: 'admin.moderation.rented', variant: 'secondary' },
  { action: 'pause', label: 'admin.moderation.pause', variant: 'secondary' },
  { action: 'warn', label: 'admin.moderation.warn', variant: 'secondary' },
  {
    action: 'remove',
    label: 'admin.moderation.remove',
    variant: 'danger',
    confirm: 'admin.moderation.confirmRemove',
  },
  {
    action: 'suspend',
    label: 'admin.moderation.suspend',
    variant: 'danger',
    confirm: 'admin.moderation.confirmSuspend',
  },
] as const satisfies readonly {
  action: ModerationAction;
  label: string;
  variant: ButtonVariant;
  confirm?: string;
}[];

function QueueItem({ item }: { item: ModerationItem }) {
  const { t } = useTranslation();
  const format = useFormat();
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
        </div>
        <QueueReasons item={item} />
        <QueueReports reports={item.reports} />
        <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">
            {t('admin.moderation.poster', {
              name: poster.full_name || t('admin.moderation.user', { id: poster.id }),
              type: poster.user_type,
            })}
            {poster.suspended ? ` · ${t('admin.moderation.suspended')}` : ''}
          </p>
          <p>{[poster.mobile_no, poster.email].filter(Boolean).join(' · ')}</p>
          {poster.broker_risk.length > 0 && (
            <p className="mt-1 font-medium text-amber-900">
              {t('admin.moderation.brokerRisk', {
                risks: poster.broker_risk.map((s) => t(`admin.moderation.risk.${s}`)).join('; '),
              })}
            </p>
          )}
          {item.other_listings.length > 0 && (
            <p className="mt-1">
              {t('admin.moderation.otherListings')}{' '}
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
          <summary className="cursor-pointer font-medium">
            {t('admin.moderation.history', { count: item.history.length })}
          </summary>
          <ol className="mt-1 flex flex-col gap-1">
            {item.history.map((h) => (
              <li key={`${h.created_at}-${h.action}-${h.note}`}>
                {t('admin.moderation.historyLine', {
                  date: format.longDate(h.created_at),
                  action: h.action.replaceAll('_', ' '),
                  actor: h.actor_name ?? t('admin.moderation.system'),
                })}
                {h.note ? ` — ${h.note}` : ''}
              </li>
            ))}
          </ol>
        </details>
        <Field label={t('admin.moderation.note')} error={noteError}>
          <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          {ACTIONS.map((a) => (
            <Button
              key={a.action}
              variant={a.variant}
              disabled={moderate.isPending}
              onClick={() => run(a.action, 'confirm' in a ? t(a.confirm) : undefined)}
            >
              {t(a.label)}
            </Button>
          ))}
        </div>
      </article>
    </li>
  );
}

export default function AdminModerationPage() {
  const { t } = useTranslation();
  const admin = isAdmin(useCurrentUser());
  const queue = useModerationQueue(admin);
  if (!admin) {
    return <p className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">{t('admin.onlyAdmins')}</p>;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.moderation.title')}</h1>
      <AdminNav current="moderation" />
      <p className="mt-1 text-slate-700">{t('admin.moderation.intro')}</p>
      {queue.isPending ? (
        <div role="status" className="flex justify-center py-12">
          <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
          <span className="sr-only">{t('admin.moderation.loading')}</span>
        </div>
      ) : queue.isError ? (
        <p className="mt-6 text-red-700">{messageOf(queue.error)}</p>
      ) : queue.data.items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('admin.moderation.none')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {queue.data.items.map((item) => (
            <QueueItem key={item.listing.id} item={item} />
          ))}
        </ul>
      )}
      <ReportedConversations />
    </section>
  );
}
