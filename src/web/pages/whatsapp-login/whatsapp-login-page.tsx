// Login (and signup) with a code sent on WhatsApp (docs/product/screens.md#whatsapp-login):
// the OTP field stays disabled until a code is sent; an empty OTP is highlighted
// with 'Please Enter OTP' and no request; 'Incorrect OTP' highlights the field. A new
// number needs the privacy notice's consent before its account is created
// (docs/decisions/0025-consent-at-signup.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { LoginVerifyBodySchema } from '../../../shared/schemas/auth.ts';
import { useSendLoginOtp } from '../../api/user/login-otp.ts';
import { useVerifyLoginOtp } from '../../api/user/login-verify.ts';
import {
  AuthScreen,
  authInputClass,
  authLabelClass,
  authLinkClass,
  SubmitButton,
  serverMessage,
} from '../../components/auth-panel.tsx';
import { paths } from '../../paths.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';

type FormInput = z.input<typeof LoginVerifyBodySchema>;
type FormOutput = z.output<typeof LoginVerifyBodySchema>;

export default function WhatsAppLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sendOtp = useSendLoginOtp();
  const verify = useVerifyLoginOtp();
  const [isSent, setIsSent] = useState(false);
  const { register, handleSubmit, getValues, setError, clearErrors, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(LoginVerifyBodySchema),
    defaultValues: { mobile_no: '', otp: '', consent: false },
  });
  const clearOnEdit = { onChange: () => clearErrors() };

  const onSend = () =>
    sendOtp.mutate(
      { mobile_no: String(getValues('mobile_no')) },
      {
        onSuccess: () => setIsSent(true),
        onError: (error) => toast.error(serverMessage(error)),
      },
    );

  const onLogin = (body: FormOutput) =>
    verify.mutate(body, {
      onSuccess: (res) => {
        useSession.getState().setUser(res.data.user);
        void queryClient.invalidateQueries();
        toast.successShort(res.message);
        navigate(res.data.second_factor ? paths.adminFactor() : paths.home());
      },
      onError: (error) => {
        const message = serverMessage(error);
        if (message === 'Incorrect OTP') setError('otp', { message });
        toast.error(message);
      },
    });

  // Only the OTP is checked here (docs/product/messages.md#client-side-messages); the number is the
  // server's to judge.
  const onInvalid = (errors: FieldErrors<FormInput>) => {
    if (errors.otp) toast.warning('Please Enter OTP');
    else toast.error(errors.mobile_no?.message ?? 'Please Enter OTP');
  };

  return (
    <AuthScreen title="Login with WhatsApp">
      <form noValidate onSubmit={handleSubmit(onLogin, onInvalid)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="wa-mobile" className={authLabelClass}>
            Mobile Number
          </label>
          <input
            id="wa-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            maxLength={16}
            aria-invalid={Boolean(formState.errors.mobile_no)}
            className={authInputClass}
            {...register('mobile_no', clearOnEdit)}
          />
        </div>
        <SubmitButton
          type="button"
          label={isSent ? 'Resend OTP' : 'Send OTP'}
          pending={sendOtp.isPending}
          pendingLabel="Sending OTP"
          onClick={onSend}
        />
        {isSent && (
          <p role="status" className="text-sm font-medium text-brand-700">
            Check Your Whatsapp for OTP
          </p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="wa-otp" className={authLabelClass}>
            OTP
          </label>
          <input
            id="wa-otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6-digit code"
            maxLength={6}
            disabled={!isSent}
            aria-invalid={Boolean(formState.errors.otp)}
            className={authInputClass}
            {...register('otp', clearOnEdit)}
          />
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p id="wa-notice">
            New here? Your account is created when you verify your number. We use your number to log you in
            and keep it as our{' '}
            <Link to={paths.privacy()} className={authLinkClass}>
              Privacy Policy
            </Link>{' '}
            explains.
          </p>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              aria-describedby="wa-notice"
              className="mt-1 size-4 accent-brand-700"
              {...register('consent')}
            />
            <span>I have read the privacy notice and agree to it (needed for a new account)</span>
          </label>
        </div>
        <SubmitButton label="Login" pending={verify.isPending} pendingLabel="Logging in" disabled={!isSent} />
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm text-slate-700">
        <p>
          Have a password?{' '}
          <Link to={paths.login()} className={authLinkClass}>
            Login with Email
          </Link>
        </p>
      </div>
    </AuthScreen>
  );
}
