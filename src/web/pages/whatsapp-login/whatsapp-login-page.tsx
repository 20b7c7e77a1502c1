// Login (and signup) with a code sent on WhatsApp (docs/product/screens.md and
// messages.md): the OTP field stays disabled until a code is sent; Resend OTP counts
// down the server's cooldown; an empty OTP is highlighted with 'Please Enter OTP' and
// nothing is sent; 'Incorrect OTP' highlights the field. A new number needs the privacy
// notice's consent before its account is created (docs/decisions/0025-consent-at-signup.md). A number
// other accounts claim shows the choice to join one or start a separate account
// (docs/decisions/0091-a-claimed-contact-is-a-choice.md). After logging in the person
// lands where they were going, else on the home page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { type AccountChoice, type LoginAnswer, LoginVerifyBodySchema } from '../../../shared/schemas/auth.ts';
import { useSendLoginOtp } from '../../api/user/login-otp.ts';
import { useVerifyLoginOtp } from '../../api/user/login-verify.ts';
import { MobileField } from '../../components/account-fields.tsx';
import { AuthScreen, authLinkClass } from '../../components/auth-panel.tsx';
import { OtpStep, useCodeSender } from '../../components/otp-step.tsx';
import { AccountChoiceStep } from '../../features/account-choice/account-choice-step.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useAfterLoginPath, useCarriedReturn } from '../../return-path.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { reportServerError, serverErrorOnly } from '../../ui/server-errors.ts';

type FormInput = z.input<typeof LoginVerifyBodySchema>;
type FormOutput = z.output<typeof LoginVerifyBodySchema>;

export default function WhatsAppLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const carried = useCarriedReturn();
  const afterLogin = useAfterLoginPath();
  const sendOtp = useSendLoginOtp();
  const verify = useVerifyLoginOtp();
  // A logout lands here: from now on a page that needs a login may say so again.
  useEffect(() => useSession.getState().setLeaving(false), []);

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(LoginVerifyBodySchema),
    defaultValues: { mobile_no: '', otp: '', consent: false },
  });
  const { errors } = form.formState;
  const clearOnEdit = { onChange: () => form.clearErrors() };

  const { isSent, onSend } = useCodeSender(form, () =>
    sendOtp.mutateAsync({ mobile_no: String(form.getValues('mobile_no')) }),
  );

  const [choice, setChoice] = useState<AccountChoice | null>(null);
  const onLoggedIn = (res: LoginAnswer) => {
    toast.successShort(res.message);
    navigate(res.data.second_factor ? paths.adminFactor() : afterLogin, { replace: true });
  };

  const onLogin = (body: FormOutput) =>
    verify.mutate(body, {
      onSuccess: (res) => (res.choice ? setChoice(res.choice) : onLoggedIn(res)),
      onError: (error) => reportServerError(error, form),
    });

  // Only the OTP is checked here (docs/product/messages.md); the number is the server's to judge.
  const onInvalid = (found: FieldErrors<FormInput>) => {
    if (found.otp) toast.warning(t('auth.enterOtp'));
    else toast.error(found.mobile_no?.message ?? t('auth.enterOtp'));
  };

  if (choice)
    return (
      <AuthScreen title={t('auth.loginWithWhatsApp')}>
        <AccountChoiceStep
          choice={choice}
          isConsentGiven={form.getValues('consent') === true}
          onDone={onLoggedIn}
          onRestart={() => {
            setChoice(null);
            form.reset();
          }}
        />
      </AuthScreen>
    );

  return (
    <AuthScreen title={t('auth.loginWithWhatsApp')}>
      <form noValidate onSubmit={form.handleSubmit(onLogin, onInvalid)} className="flex flex-col gap-4">
        <MobileField error={serverErrorOnly(errors.mobile_no)} {...form.register('mobile_no', clearOnEdit)} />
        <OtpStep
          isSent={isSent}
          isPending={sendOtp.isPending}
          onSend={onSend}
          sentLine={t('auth.whatsapp.checkWhatsApp')}
          isSentLineShown={isSent}
          otp={form.register('otp', clearOnEdit)}
          otpError={serverErrorOnly(errors.otp)}
        />
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p id="wa-notice">
            {t('auth.whatsapp.noticeBefore')}{' '}
            <Link to={paths.privacy()} className={authLinkClass}>
              {t('nav.privacy')}
            </Link>{' '}
            {t('auth.whatsapp.noticeAfter')}
          </p>
          <Checkbox
            aria-describedby="wa-notice"
            label={t('auth.whatsapp.consent')}
            {...form.register('consent')}
          />
        </div>
        <Button
          type="submit"
          isLoading={verify.isPending}
          loadingLabel={t('auth.loggingIn')}
          disabled={!isSent}
        >
          {t('nav.login')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm text-slate-700">
        <p>
          {t('auth.whatsapp.havePassword')}{' '}
          <Link to={paths.login()} state={carried} className={authLinkClass}>
            {t('auth.whatsapp.loginWithEmail')}
          </Link>
        </p>
      </div>
    </AuthScreen>
  );
}
