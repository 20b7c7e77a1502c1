// One "send a code, then type it" step, used to prove a number or an email. Without
// `onSend` the code was already sent (an email change) and only the entry is shown.
import { useId, useState } from 'react';
import { authInputClass, authLabelClass, SubmitButton, serverMessage } from '../../components/auth-panel.tsx';
import { toast } from '../../toast.ts';

export function CodeStep(props: {
  sendLabel?: string;
  codeLabel: string;
  verifyLabel: string;
  onSend?: () => Promise<unknown>;
  onVerify: (otp: string) => Promise<unknown>;
  doneMessage: string;
}) {
  const id = useId();
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
        <SubmitButton
          type="button"
          label={isSent ? `${props.sendLabel} again` : (props.sendLabel ?? 'Send code')}
          pending={pending === 'send'}
          pendingLabel="Sending the code"
          onClick={() => void run('send')}
        />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={authLabelClass}>
          {props.codeLabel}
        </label>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6-digit code"
          maxLength={6}
          disabled={!isSent}
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
          className={authInputClass}
        />
      </div>
      <SubmitButton
        type="button"
        label={props.verifyLabel}
        pending={pending === 'verify'}
        pendingLabel="Checking the code"
        disabled={!isSent || otp.trim().length === 0}
        onClick={() => void run('verify')}
      />
    </div>
  );
}
