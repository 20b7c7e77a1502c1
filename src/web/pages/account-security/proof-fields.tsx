// The fresh proof a sensitive change needs: the current password, or a WhatsApp code
// to the account's verified number (docs/decisions/0022-proven-contacts.md).
import { useId, useState } from 'react';
import { useSendProofOtp } from '../../api/user/verification.ts';
import {
  authInputClass,
  authLabelClass,
  authLinkClass,
  serverMessage,
} from '../../components/auth-panel.tsx';
import { toast } from '../../toast.ts';
import { PasswordInput } from '../../ui/password-input.tsx';

export type Proof = { current_password?: string; otp?: string };

export function ProofFields(props: {
  hasPassword: boolean;
  hasVerifiedMobile: boolean;
  value: Proof;
  onChange: (proof: Proof) => void;
}) {
  const id = useId();
  const sendOtp = useSendProofOtp();
  const [useWhatsApp, setUseWhatsApp] = useState(!props.hasPassword);

  if (!useWhatsApp) {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className={authLabelClass}>
          Current password
        </label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          className={authInputClass}
          value={props.value.current_password ?? ''}
          onChange={(e) => props.onChange({ current_password: e.target.value })}
        />
        {props.hasVerifiedMobile && (
          <button
            type="button"
            className={`${authLinkClass} self-start text-sm`}
            onClick={() => setUseWhatsApp(true)}
          >
            Confirm with a WhatsApp code instead
          </button>
        )}
      </div>
    );
  }
  if (!props.hasVerifiedMobile) {
    return (
      <p className="text-sm text-slate-700">
        Verify your mobile number first: the change is confirmed with a WhatsApp code.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={`${authLinkClass} self-start text-sm`}
        onClick={() =>
          sendOtp.mutate(undefined, {
            onSuccess: (res) => toast.success(res.message),
            onError: (error) => toast.error(serverMessage(error)),
          })
        }
      >
        Send a WhatsApp code to confirm
      </button>
      <label htmlFor={`${id}-otp`} className={authLabelClass}>
        WhatsApp code
      </label>
      <input
        id={`${id}-otp`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={authInputClass}
        value={props.value.otp ?? ''}
        onChange={(e) => props.onChange({ otp: e.target.value })}
      />
    </div>
  );
}
