// The code step of the WhatsApp login and the password reset: Send OTP (then Resend
// OTP, counting down the server's cooldown), the line telling where the code went,
// and the OTP field, disabled until a code is sent. A refused send shows on the
// field it names and in a toast.
import { type ComponentProps, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { reportServerError } from '../ui/server-errors.ts';
import { OtpField } from './account-fields.tsx';
import { OtpSendButton } from './otp-send-button.tsx';

/** Whether a code went out, and the send that records it. */
export const useCodeSender = <T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  send: () => Promise<unknown>,
) => {
  const [isSent, setIsSent] = useState(false);
  const onSend = () =>
    send().then(
      () => {
        setIsSent(true);
        return true;
      },
      (error: unknown) => {
        reportServerError(error, form);
        return false;
      },
    );
  return { isSent, onSend };
};

export function OtpStep(props: {
  isSent: boolean;
  isPending: boolean;
  onSend: () => Promise<boolean>;
  /** 'Check Your Whatsapp for OTP' or 'Check Your Mail for OTP'. */
  sentLine: string;
  isSentLineShown: boolean;
  otp: ComponentProps<'input'>;
  otpError: string | boolean;
}) {
  return (
    <>
      <OtpSendButton isSent={props.isSent} isPending={props.isPending} onSend={props.onSend} />
      {props.isSentLineShown && (
        <p role="status" className="text-sm font-medium text-brand-700">
          {props.sentLine}
        </p>
      )}
      <OtpField disabled={!props.isSent} error={props.otpError} {...props.otp} />
    </>
  );
}
