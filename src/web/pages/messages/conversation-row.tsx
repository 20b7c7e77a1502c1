// One conversation in the inbox: the listing's photo and title, the other person and who they
// are, the last message, its time in India, and the unread count; and whether the home was
// removed, rented out or paused (docs/decisions/0142-a-conversation-knows-its-home.md).
import { Link } from 'react-router';
import { formatCount } from '../../../shared/format.ts';
import type { Conversation } from '../../../shared/schemas/conversation.ts';
import { ListingThumb } from '../../components/listing-thumb.tsx';
import { useListingName } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useMessageTime } from '../../i18n/use-message-time.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';

export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const time = useMessageTime();
  const name = useListingName();
  const { listing, other, last_message: last, unread } = conversation;
  const role =
    conversation.role === 'poster'
      ? t('conversations.aboutYourListing')
      : label('listedBy', listing.listed_by);
  return (
    <li>
      <Link
        to={paths.messages(conversation.id)}
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <ListingThumb photo={listing.photo} className="size-16" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-slate-900">{other.name}</span>
            {last && (
              <time dateTime={last.created_at} className="shrink-0 text-xs text-slate-600">
                {time.short(last.created_at)}
              </time>
            )}
          </span>
          <span className="truncate text-sm text-slate-700">
            {name(listing)} · {role}
          </span>
          {listing.status !== 'live' && (
            <span className="self-start rounded-md bg-amber-100 px-1.5 text-xs font-medium text-amber-950">
              {t('conversations.home.tag', { status: listing.status })}
            </span>
          )}
          <span className="flex items-center justify-between gap-2">
            <span
              className={`truncate text-sm ${unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
            >
              {last ? (last.from_me ? t('conversations.fromMe', { text: last.text }) : last.text) : ''}
            </span>
            {unread > 0 && (
              <span
                role="status"
                aria-label={t('conversations.unread', { count: unread })}
                className="min-w-6 shrink-0 rounded-full bg-accent-500 px-1.5 text-center text-sm leading-6 font-bold text-slate-950"
              >
                {formatCount(unread)}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
