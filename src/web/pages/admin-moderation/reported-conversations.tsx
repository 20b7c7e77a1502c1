// The admins' part of conversations on /admin/moderation (docs/product/conversations.md#reports):
// the conversations someone reported, with every message, until their reports are closed; and
// the people who sent one text to many homes within an hour. Nothing else of any conversation
// is shown to an admin.
import { Link } from 'react-router';
import {
  type ConversationModeration,
  useConversationModeration,
  useResolveConversation,
} from '../../api/admin/conversations.ts';
import { messageOf } from '../../api/client.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';

type Reported = ConversationModeration['reported'][number];

function ReportedConversation({ item }: { item: Reported }) {
  const { t } = useTranslation();
  const format = useFormat();
  const resolve = useResolveConversation();
  const title = t('admin.conversations.about', {
    title: item.listing.title,
    seeker: item.seeker.name,
    poster: item.poster.name,
  });
  return (
    <li>
      <article
        aria-label={title}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 className="font-semibold text-slate-900">
          {item.listing.id === null ? (
            title
          ) : (
            <Link to={paths.propertyDetail(item.listing.id)} className="text-brand-800 underline">
              {title}
            </Link>
          )}
        </h3>
        <ul className="flex flex-col gap-1 text-sm text-slate-800">
          {item.reports.map((report) => (
            <li key={`${report.created_at}-${report.reporter_name}`}>
              {t('admin.conversations.report', {
                name: report.reporter_name,
                date: format.longDate(report.created_at),
                reason: report.reason,
              })}
            </li>
          ))}
        </ul>
        <ol className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm">
          {item.messages.map((message) => (
            <li key={`${message.created_at}-${message.from}-${message.text}`} className="text-slate-900">
              <span className="font-semibold">
                {message.from === 'seeker' ? item.seeker.name : item.poster.name}
                {': '}
              </span>
              {message.text}
              {message.flagged && (
                <span className="ml-2 text-amber-900">({t('admin.conversations.flagged')})</span>
              )}
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            disabled={resolve.isPending}
            onClick={() =>
              resolve.mutate(item.id, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(messageOf(error)),
              })
            }
          >
            {t('admin.conversations.close')}
          </Button>
        </div>
      </article>
    </li>
  );
}

export function ReportedConversations() {
  const { t } = useTranslation();
  const format = useFormat();
  const moderation = useConversationModeration(true);
  if (moderation.isPending) return null;
  if (moderation.isError) return <p className="mt-6 text-red-700">{messageOf(moderation.error)}</p>;
  const { reported, repeated_senders: senders } = moderation.data;
  return (
    <>
      <h2 className="mt-10 text-xl font-bold text-slate-900">{t('admin.conversations.title')}</h2>
      <p className="mt-1 text-slate-700">{t('admin.conversations.intro')}</p>
      {reported.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('admin.conversations.none')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {reported.map((item) => (
            <ReportedConversation key={item.id} item={item} />
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-xl font-bold text-slate-900">{t('admin.conversations.sendersTitle')}</h2>
      {senders.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('admin.conversations.noSenders')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {senders.map((sender) => (
            <li key={sender.user_id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <Link
                to={paths.adminUsers({ id: sender.user_id })}
                className="font-semibold text-brand-800 underline"
              >
                {sender.name}
              </Link>{' '}
              {t('admin.conversations.sender', {
                type: sender.user_type,
                count: sender.flagged_messages,
                date: format.longDate(sender.last_at),
              })}
              <p className="mt-1 text-slate-700">“{sender.sample}”</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
