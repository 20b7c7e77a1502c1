// Account security: prove the mobile number and the email (offered right after signup
// and from the profile), change the email and set or change the password, each with a
// fresh proof (docs/decisions/0022-proven-contacts.md).

import { Link, Navigate } from 'react-router';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import {
  useConfirmEmailChange,
  useSendEmailCode,
  useSendMobileCode,
  useVerification,
  useVerifyEmail,
  useVerifyMobile,
} from '../../api/user/verification.ts';
import { authLinkClass } from '../../components/auth-panel.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentUser } from '../../state/session.ts';
import { ChangeEmailForm } from './change-email-form.tsx';
import { CodeStep } from './code-step.tsx';
import { PasswordForm } from './password-form.tsx';

const cardClass = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

function Status(props: { isVerified: boolean }) {
  const { t } = useTranslation();
  return props.isVerified ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-medium text-green-800">
      {t('security.verified')}
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
      {t('security.notVerified')}
    </span>
  );
}

export default function AccountSecurityPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const nobody = useNobodyLoggedIn();
  const verification = useVerification(Boolean(user));
  const sendMobile = useSendMobileCode();
  const verifyMobile = useVerifyMobile();
  const sendEmail = useSendEmailCode();
  const verifyEmail = useVerifyEmail();
  const confirmChange = useConfirmEmailChange();

  if (!user) return nobody ? <Navigate to={paths.whatsappLogin()} replace /> : null;
  const v = verification.data;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t('security.title')}</h1>
      <p className="text-slate-700">{t('security.intro')}</p>
      {!v ? (
        <div
          role="status"
          aria-label={t('security.loading')}
          className="h-40 animate-pulse rounded-2xl bg-slate-100"
        />
      ) : (
        <>
          <section aria-labelledby="verify-mobile" className={cardClass}>
            <h2 id="verify-mobile" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              {t('security.mobile')} <Status isVerified={v.mobile_verified} />
            </h2>
            <p className="text-slate-700">{v.mobile_no ? `+91 ${v.mobile_no}` : t('security.noMobile')}</p>
            {v.mobile_no && !v.mobile_verified && (
              <CodeStep
                sendLabel={t('security.sendWhatsApp')}
                codeLabel={t('security.whatsAppCode')}
                verifyLabel={t('security.verifyNumber')}
                doneMessage={t('security.mobileDone')}
                onSend={() => sendMobile.mutateAsync()}
                onVerify={(otp) => verifyMobile.mutateAsync({ otp })}
              />
            )}
          </section>
          <section aria-labelledby="verify-email" className={cardClass}>
            <h2 id="verify-email" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              {t('security.email')} <Status isVerified={v.email_verified} />
            </h2>
            <p className="text-slate-700">{v.email ?? t('security.noEmail')}</p>
            {v.email && !v.email_verified && (
              <CodeStep
                sendLabel={t('security.sendEmail')}
                codeLabel={t('security.emailCode')}
                verifyLabel={t('security.verifyEmail')}
                doneMessage={t('security.emailDone')}
                onSend={() => sendEmail.mutateAsync()}
                onVerify={(otp) => verifyEmail.mutateAsync({ otp })}
              />
            )}
          </section>
          <section aria-labelledby="change-email" className={cardClass}>
            <h2 id="change-email" className="text-lg font-semibold text-slate-900">
              {v.email ? t('security.changeEmail') : t('security.addEmail')}
            </h2>
            {v.pending_email ? (
              <div className="flex flex-col gap-3">
                <p className="text-slate-700">{t('security.codeSentTo', { email: v.pending_email })}</p>
                <CodeStep
                  codeLabel={t('security.newEmailCode')}
                  verifyLabel={t('security.confirmNewEmail')}
                  doneMessage={t('security.emailChanged')}
                  onVerify={(otp) => confirmChange.mutateAsync({ otp })}
                />
              </div>
            ) : (
              <ChangeEmailForm verification={v} />
            )}
          </section>
          <section aria-labelledby="password-heading" className={cardClass}>
            <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
              {v.has_password ? t('security.changePassword') : t('security.setAPassword')}
            </h2>
            <PasswordForm verification={v} />
          </section>
        </>
      )}
      <Link to={paths.home()} className={authLinkClass}>
        {t('security.continue')}
      </Link>
    </section>
  );
}
