// Writing a message: a box that grows with the text, and Send. On a computer Enter sends and
// Shift+Enter starts a new line; on a phone Enter is a new line and Send sends. The message is
// checked with the schema the server uses; the server's refusal shows under the box. When the
// home is no longer live the box is disabled, saying why (docs/decisions/0142-a-conversation-knows-its-home.md).
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { MESSAGE_MAX, SendMessageBodySchema } from '../../../shared/schemas/conversation.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useSendMessage } from '../../api/conversation/messages.ts';
import { useServerText, useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { controlClass, errorClass } from '../../ui/control-class.ts';

/** A keyboard with Enter to spare: a fine pointer (mouse or trackpad) and hover. */
const hasKeyboard = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** The box's height follows its text, up to a third of the screen. */
const fitHeight = (box: HTMLTextAreaElement) => {
  box.style.height = 'auto';
  box.style.height = `${Math.min(box.scrollHeight, window.innerHeight / 3)}px`;
};

export function Composer({
  conversationId,
  closedReason,
}: {
  conversationId: number;
  /** Why no message can be sent: the box and Send are disabled. */
  closedReason?: string | undefined;
}) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const send = useSendMessage(conversationId);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const reasonId = useId();
  const isClosed = Boolean(closedReason);

  const submit = () => {
    if (send.isPending || isClosed) return;
    const parsed = SendMessageBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      box.current?.focus();
      return;
    }
    setError('');
    send.mutate(parsed.data.text, {
      onSuccess: () => {
        setText('');
        if (box.current) box.current.style.height = 'auto';
      },
      onError: (failure) =>
        setError((failure instanceof ApiError && failure.errors?.[0]?.message) || messageOf(failure)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !hasKeyboard()) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur"
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX}
          aria-label={t('conversations.yourMessage')}
          aria-invalid={Boolean(error)}
          aria-describedby={[error && errorId, isClosed && reasonId].filter(Boolean).join(' ') || undefined}
          disabled={isClosed}
          placeholder={t('conversations.writeHere')}
          onChange={(event) => {
            setText(event.target.value);
            fitHeight(event.target);
          }}
          onKeyDown={onKeyDown}
          className={`${controlClass} min-h-11 flex-1 resize-none`}
        />
        <Button
          type="submit"
          disabled={isClosed}
          isLoading={send.isPending}
          loadingLabel={t('conversations.sending')}
        >
          <SendHorizontal aria-hidden="true" className="h-5 w-5" />
          {t('conversations.send')}
        </Button>
      </div>
      {closedReason && (
        <p id={reasonId} className="mt-1 text-sm text-slate-700">
          {closedReason}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {serverText(error)}
        </p>
      )}
    </form>
  );
}
