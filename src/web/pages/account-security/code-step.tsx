// One "send a code, then type it" step, used to prove a number or an email. Without
// `onSend` the code was already sent (an email change) and only the entry is shown.
import { useState } from 'react';
import { OtpField } from '../../components/account-fields.tsx';
import { serverMessage } from '../../components/auth-panel.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';

export function CodeStep(props: {
  sendLabel?: string;
  codeLabel: string;
  verifyLabel: string;
  onSend?: () => Promise<unknown>;
  onVerify: (otp: string) => Promise<unknown>;
  doneMessage: string;
}) {
  const { t } = useTranslation();
  const [isSent, setIsSent] = useState(!props.onSend);
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);

  const run = async (kind: 'send' | 'verify') => {
    setPending(kind);
    try {
      if (kind === 'send') {
        await props.onSend?.();
        setIsSent(true);
      } else {
        await props.onVerify(otp.trim());
        toast.success(props.doneMessage);
        setOtp('');
        setIsSent(!props.onSend);
      }
    } catch (error) {
      toast.error(serverMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {props.onSend && (
        <Button
          className="w-full"
          isLoading={pending === 'send'}
          loadingLabel={t('security.sending')}
          onClick={() => void run('send')}
        >
          {isSent
            ? t('security.again', { label: props.sendLabel ?? t('security.sendCode') })
            : (props.sendLabel ?? t('security.sendCode'))}
        </Button>
      )}
      <OtpField
        label={props.codeLabel}
        disabled={!isSent}
        value={otp}
        onChange={(e) => setOtp(e.target.value)}
      />
      <Button
        className="w-full"
        isLoading={pending === 'verify'}
        loadingLabel={t('security.checking')}
        disabled={!isSent || otp.trim().length === 0}
        onClick={() => void run('verify')}
      >
        {props.verifyLabel}
      </Button>
    </div>
  );
}
