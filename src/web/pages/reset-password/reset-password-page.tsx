// Password reset by an emailed OTP (docs/product/screens.md and messages.md). 'Check
// Your Mail for OTP' shows as soon as Send OTP is pressed; the other fields open once
// the code is sent; Resend OTP counts down the server's cooldown. Checks before any
// request: OTP, both passwords, and that they match; each speaks in a toast and marks
// its field. The server checks length, common passwords and the code. An email several
// accounts claim shows the choice of the account the new password is for
// (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import type { AccountChoice } from '../../../shared/schemas/auth.ts';
import { useForgetPassword } from '../../api/user/forget-password.ts';
import { useResetPassword } from '../../api/user/reset-password.ts';
import { EmailField, PasswordField } from '../../components/account-fields.tsx';
import { AuthScreen, authLinkClass } from '../../components/auth-panel.tsx';
import { OtpStep, useCodeSender } from '../../components/otp-step.tsx';
import { AccountChoiceStep } from '../../features/account-choice/account-choice-step.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCarriedReturn } from '../../return-path.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { reportServerError, serverErrorOnly } from '../../ui/server-errors.ts';

/** Marks the confirmation that differs; the words the person reads are the catalogue's. */
const MISMATCH = 'mismatch';

/** The browser's checks, in the order the screen gives them; each speaks in a toast. */
const ResetFormSchema = z
  .object({
    email: z.string(),
    otp: z.string().trim().min(1),
    new_password: z.string().min(1),
    confirm_password: z.string().min(1),
  })
  .refine((v) => !v.new_password || !v.confirm_password || v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: MISMATCH,
  });
type ResetForm = z.infer<typeof ResetFormSchema>;

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const carried = useCarriedReturn();
  const forget = useForgetPassword();
  const reset = useResetPassword();
  const [isHintShown, setIsHintShown] = useState(false);

  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { email: '', otp: '', new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const clearOnEdit = { onChange: () => form.clearErrors() };

  const code = useCodeSender(form, () => forget.mutateAsync({ email: form.getValues('email') }));
  const onSend = () => {
    setIsHintShown(true);
    return code.onSend();
  };
  const { isSent } = code;

  const [choice, setChoice] = useState<AccountChoice | null>(null);
  const onDone = (res: { message: string }) => {
    // The server ended every session of the account, this one included.
    useSession.getState().clear();
    toast.successShort(res.message);
    navigate(paths.login(), { state: carried });
  };

  const onReset = (body: ResetForm) =>
    reset.mutate(body, {
      onSuccess: (res) => (res.choice ? setChoice(res.choice) : onDone(res)),
      onError: (error) => reportServerError(error, form),
    });

  const onInvalid = (found: FieldErrors<ResetForm>) => {
    if (found.otp) toast.warning(t('auth.enterOtp'));
    else if (found.confirm_password?.message === MISMATCH) toast.warning(t('auth.reset.mismatch'));
    else toast.warning(t('auth.reset.enterPassword'));
  };

  const isMismatch = errors.confirm_password?.message === MISMATCH;
  if (choice)
    return (
      <AuthScreen title={t('auth.reset.title')}>
        <AccountChoiceStep
          choice={choice}
          onDone={onDone}
          onRestart={() => {
            setChoice(null);
            form.reset();
          }}
        />
      </AuthScreen>
    );

  return (
    <AuthScreen title={t('auth.reset.title')}>
      <form noValidate onSubmit={form.handleSubmit(onReset, onInvalid)} className="flex flex-col gap-4">
        <EmailField error={serverErrorOnly(errors.email)} {...form.register('email', clearOnEdit)} />
        <OtpStep
          isSent={isSent}
          isPending={forget.isPending}
          onSend={onSend}
          sentLine={t('auth.reset.checkMail')}
          isSentLineShown={isHintShown}
          otp={form.register('otp', clearOnEdit)}
          otpError={serverErrorOnly(errors.otp)}
        />
        {(
          [
            ['new_password', t('auth.reset.newPassword'), serverErrorOnly(errors.new_password) || isMismatch],
            [
              'confirm_password',
              t('auth.reset.confirmPassword'),
              isMismatch ? t('auth.reset.mismatchMark') : serverErrorOnly(errors.confirm_password),
            ],
          ] as const
        ).map(([name, label, error]) => (
          <PasswordField
            key={name}
            label={label}
            autoComplete="new-password"
            disabled={!isSent}
            error={error}
            {...form.register(name, clearOnEdit)}
          />
        ))}
        <Button
          type="submit"
          isLoading={reset.isPending}
          loadingLabel={t('auth.reset.resetting')}
          disabled={!isSent}
        >
          {t('auth.reset.title')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        {t('auth.reset.remembered')}{' '}
        <Link to={paths.login()} state={carried} className={authLinkClass}>
          {t('auth.reset.backToLogin')}
        </Link>
      </p>
    </AuthScreen>
  );
}
