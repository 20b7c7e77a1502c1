// A conversation's actions (docs/product/conversations.md): Block or Unblock the other person,
// and Report, which asks for a reason in a dialog loaded when first opened
// (docs/decisions/0081-dialogs-load-when-opened.md). A blocked conversation takes no more
// messages: the composer's place says why.
import { EllipsisVertical, ShieldBan, ShieldCheck, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Conversation } from '../../../shared/schemas/conversation.ts';
import { messageOf } from '../../api/client.ts';
import { useBlockConversation, useUnblockConversation } from '../../api/conversation/messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';

const ReportConversationDialog = lazy(() => import('./report-conversation-dialog.tsx'));

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60';

export function ConversationMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const block = useBlockConversation(conversation.id);
  const unblock = useUnblockConversation(conversation.id);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const name = conversation.other.name;

  // A tap elsewhere, or Escape, closes the menu.
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  const toggleBlock = () => {
    setOpen(false);
    const change = conversation.blocked_by_me ? unblock : block;
    change.mutate(undefined, {
      onSuccess: () =>
        toast.success(
          t(conversation.blocked_by_me ? 'conversations.unblocked' : 'conversations.blockedToast', { name }),
        ),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={t('conversations.moreActions')}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen(!isOpen)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <EllipsisVertical aria-hidden="true" className="h-6 w-6" />
      </button>
      {isOpen && (
        <div
          id={menuId}
          className="absolute top-12 right-0 z-20 w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <button type="button" className={itemClass} onClick={toggleBlock}>
            {conversation.blocked_by_me ? (
              <ShieldCheck aria-hidden="true" className="h-5 w-5" />
            ) : (
              <ShieldBan aria-hidden="true" className="h-5 w-5" />
            )}
            {conversation.blocked_by_me
              ? t('conversations.unblock', { name })
              : t('conversations.block', { name })}
          </button>
          <button
            type="button"
            className={itemClass}
            disabled={conversation.reported}
            onClick={() => {
              setOpen(false);
              setReporting(true);
            }}
          >
            <TriangleAlert aria-hidden="true" className="h-5 w-5" />
            {conversation.reported ? t('conversations.reported') : t('conversations.report')}
          </button>
        </div>
      )}
      {isReporting && (
        <Suspense fallback={null}>
          <ReportConversationDialog conversation={conversation} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** In the composer's place when no more messages can be sent. */
export function BlockedNotice({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const unblock = useUnblockConversation(conversation.id);
  const name = conversation.other.name;
  return (
    <div
      role="status"
      className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3"
    >
      <p className="text-slate-800">
        {conversation.blocked_by_me ? t('conversations.blockedByMe', { name }) : t('conversations.blockedMe')}
      </p>
      {conversation.blocked_by_me && (
        <Button
          variant="secondary"
          isLoading={unblock.isPending}
          onClick={() => unblock.mutate(undefined, { onError: (error) => toast.error(messageOf(error)) })}
        >
          {t('conversations.unblock', { name })}
        </Button>
      )}
    </div>
  );
}
