// Password reset by an emailed OTP (docs/product/screens.md#reset-password). 'Check Your Mail
// for OTP' shows as soon as Send OTP is pressed; the other fields open once the
// code is sent. Checks before any request: OTP, both passwords, and that they match.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useForgetPassword } from '../../api/user/forget-password.ts';
import { useResetPassword } from '../../api/user/reset-password.ts';
import {
  AuthScreen,
  authInputClass,
  authLabelClass,
  authLinkClass,
  SubmitButton,
  serverMessage,
} from '../../components/auth-panel.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { paths } from '../../paths.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';

const MISMATCH = "Password doesn't match";

/**
 * Exactly docs/product/screens.md#reset-password; the server checks length, common passwords and
 * the code.
 */
const ResetFormSchema = z
  .object({
    email: z.string(),
    otp: z.string().trim().min(1, 'Please Enter OTP'),
    new_password: z.string().min(1, 'Please Enter Password'),
    confirm_password: z.string().min(1, 'Please Enter Password'),
  })
  .refine((v) => !v.new_password || !v.confirm_password || v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: MISMATCH,
  });
type ResetForm = z.infer<typeof ResetFormSchema>;

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const forget = useForgetPassword();
  const reset = useResetPassword();
  const [isHintShown, setIsHintShown] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const { register, handleSubmit, getValues, setError, clearErrors, formState } = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { email: '', otp: '', new_password: '', confirm_password: '' },
  });
  const { errors } = formState;
  const clearOnEdit = { onChange: () => clearErrors() };

  const onSend = () => {
    setIsHintShown(true);
    forget.mutate(
      { email: getValues('email') },
      { onSuccess: () => setIsSent(true), onError: (error) => toast.error(serverMessage(error)) },
    );
  };

  const onReset = (body: ResetForm) =>
    reset.mutate(body, {
      onSuccess: (res) => {
        // The server ended every session of the account, this one included.
        useSession.getState().clear();
        toast.successShort(res.message);
        navigate(paths.login());
      },
      onError: (error) => {
        const message = serverMessage(error);
        if (message === 'Incorrect OTP') setError('otp', { message });
        toast.error(message);
      },
    });

  const onInvalid = (found: FieldErrors<ResetForm>) => {
    if (found.otp) toast.warning('Please Enter OTP');
    else if (found.confirm_password?.message === MISMATCH) toast.warning(MISMATCH);
    else toast.warning('Please Enter Password');
  };

  const isMismatch = errors.confirm_password?.message === MISMATCH;
  return (
    <AuthScreen title="Reset Password">
      <form noValidate onSubmit={handleSubmit(onReset, onInvalid)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="reset-email" className={authLabelClass}>
            Email
          </label>
          <input
            id="reset-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={authInputClass}
            {...register('email', clearOnEdit)}
          />
        </div>
        <SubmitButton
          type="button"
          label={isSent ? 'Resend OTP' : 'Send OTP'}
          pending={forget.isPending}
          pendingLabel="Sending OTP"
          onClick={onSend}
        />
        {isHintShown && (
          <p role="status" className="text-sm font-medium text-brand-700">
            Check Your Mail for OTP
          </p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="reset-otp" className={authLabelClass}>
            OTP
          </label>
          <input
            id="reset-otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            disabled={!isSent}
            aria-invalid={Boolean(errors.otp)}
            className={authInputClass}
            {...register('otp', clearOnEdit)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="reset-new-password" className={authLabelClass}>
            New Password
          </label>
          <PasswordInput
            id="reset-new-password"
            autoComplete="new-password"
            disabled={!isSent}
            aria-invalid={Boolean(errors.new_password) || isMismatch}
            className={authInputClass}
            {...register('new_password', clearOnEdit)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="reset-confirm-password" className={authLabelClass}>
            Confirm Password
          </label>
          <PasswordInput
            id="reset-confirm-password"
            autoComplete="new-password"
            disabled={!isSent}
            aria-invalid={Boolean(errors.confirm_password)}
            aria-describedby={isMismatch ? 'reset-mismatch' : undefined}
            className={authInputClass}
            {...register('confirm_password', clearOnEdit)}
          />
          {isMismatch && (
            <p id="reset-mismatch" className="text-sm text-red-700">
              ** Password Doesn't Match
            </p>
          )}
        </div>
        <SubmitButton
          label="Reset Password"
          pending={reset.isPending}
          pendingLabel="Resetting password"
          disabled={!isSent}
        />
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Remembered it?{' '}
        <Link to={paths.login()} className={authLinkClass}>
          Back to Login
        </Link>
      </p>
    </AuthScreen>
  );
}
