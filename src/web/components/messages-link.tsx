// The header's link to the inbox with its unread count (docs/product/conversations.md), for
// someone logged in, shown by the phone menu's panel, which loads after the first render
// (mobile-menu-panel.tsx). It keeps the live channel open, so the count and any open conversation
// follow new messages. The panel loads it with the texts it needs.
import { MessageSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { formatCount } from '../../shared/format.ts';
import { useUnreadCount } from '../api/conversation/conversations.ts';
import { useConversationLive } from '../api/conversation/live.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { useSignedIn } from '../state/session.ts';

/** "9+" past nine, so the badge keeps its size. */
export const badgeCount = (count: number) => (count > 9 ? '9+' : String(count));

export default function MessagesLink() {
  const { t } = useTranslation();
  // Off as soon as the person taps Logout, before the server ends the session: a question
  // asked then would be refused.
  const signedIn = useSignedIn();
  const unread = useUnreadCount(signedIn).data ?? 0;
  useConversationLive(signedIn);
  return (
    <NavLink
      to={paths.messages()}
      aria-label={t('conversations.badge', { count: unread })}
      className={({ isActive }) =>
        `relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700 ${
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
        }`
      }
    >
      <MessageSquare aria-hidden="true" className="h-6 w-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs leading-5 font-bold text-slate-950"
        >
          {badgeCount(unread)}
        </span>
      )}
    </NavLink>
  );
}

/** "Messages" in the phone menu, with the unread count beside it. */
export function MessagesMenuLink(props: { className: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount(useSignedIn()).data ?? 0;
  return (
    <NavLink to={paths.messages()} end className={props.className}>
      {t('conversations.title')}
      {unread > 0 && (
        <span className="ml-auto min-w-6 rounded-full bg-accent-500 px-1.5 text-center text-sm leading-6 font-bold text-slate-950">
          {formatCount(unread)}
        </span>
      )}
    </NavLink>
  );
}
