// "Turn on notifications" in the inbox (docs/product/conversations.md#push-notifications): shown
// only where the browser can take pushes and the server sends them; a person who blocked them is
// told where to allow them.
import { Bell } from 'lucide-react';
import { ApiError, messageOf } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { usePushNotices } from './use-push-notices.ts';

export function PushControl({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const { state, turnOn, turnOff } = usePushNotices(loggedIn);
  // The server's refusal says what it is; the browser's own (a private window, a push service
  // it cannot reach) has no words for a reader, so it gets ours.
  const onError = (error: unknown) =>
    toast.error(error instanceof ApiError ? messageOf(error) : t('conversations.pushFailed'));
  if (state === 'unavailable') return null;
  if (state === 'denied') {
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <Bell aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        {t('conversations.pushBlocked')}
      </p>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <Bell aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
      {state === 'on' ? (
        <>
          <span className="flex-1">{t('conversations.pushOn')}</span>
          <Button
            variant="ghost"
            disabled={turnOff.isPending}
            onClick={() => turnOff.mutate(undefined, { onError })}
          >
            {t('conversations.pushTurnOff')}
          </Button>
        </>
      ) : (
        <>
          <span className="flex-1">{t('conversations.pushOffer')}</span>
          <Button
            variant="secondary"
            disabled={turnOn.isPending}
            onClick={() => turnOn.mutate(undefined, { onError })}
          >
            {t('conversations.pushTurnOn')}
          </Button>
        </>
      )}
    </div>
  );
}
