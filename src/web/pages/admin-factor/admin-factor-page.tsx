// The admin's second factor (docs/decisions/0024-admin-second-factor.md): enrol an
// authenticator app once (the secret and its otpauth URI, no QR code needed), then give
// its 6-digit code at every login. Admin rights start in the session only after that.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { AdminFactorEnrolResponse } from '../../../shared/schemas/auth.ts';
import {
  useAdminFactor,
  useConfirmAdminFactor,
  useEnrolAdminFactor,
  useVerifyAdminFactor,
} from '../../api/user/admin-factor.ts';
import { restoreSession } from '../../api/user/restore.ts';
import { OtpField } from '../../components/account-fields.tsx';
import { AuthScreen, serverMessage } from '../../components/auth-panel.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentUser, useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';

export default function AdminFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const status = useAdminFactor(Boolean(user));
  const enrol = useEnrolAdminFactor();
  const confirm = useConfirmAdminFactor();
  const verify = useVerifyAdminFactor();
  const [enrolment, setEnrolment] = useState<AdminFactorEnrolResponse | null>(null);
  const [code, setCode] = useState('');

  if (!user) return <Navigate to={paths.login()} replace />;
  const isEnrolled = status.data?.enrolled ?? false;

  const onAccepted = async (message: string) => {
    toast.successShort(message);
    // The session now carries admin rights: take the user as the server sees it.
    const restored = await restoreSession();
    if (restored.user) useSession.getState().setUser(restored.user);
    void queryClient.invalidateQueries();
    navigate(paths.home());
  };

  const onSubmit = () => {
    const mutation = isEnrolled ? verify : confirm;
    mutation.mutate(
      { code },
      {
        onSuccess: (res) => void onAccepted(res.message),
        onError: (error) => toast.error(serverMessage(error)),
      },
    );
  };

  return (
    <AuthScreen title={t('admin.factor.title')}>
      {status.isError ? (
        <p className="text-slate-700">{t('admin.factor.onlyAdmins')}</p>
      ) : !status.data ? (
        <div
          role="status"
          aria-label={t('admin.loading')}
          className="h-24 animate-pulse rounded-lg bg-slate-100"
        />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {!isEnrolled && !enrolment && (
            <>
              <p className="text-slate-700">{t('admin.factor.intro')}</p>
              <Button
                className="w-full"
                isLoading={enrol.isPending}
                loadingLabel={t('admin.factor.preparing')}
                onClick={() =>
                  enrol.mutate(undefined, {
                    onSuccess: setEnrolment,
                    onError: (error) => toast.error(serverMessage(error)),
                  })
                }
              >
                {t('admin.factor.setUp')}
              </Button>
            </>
          )}
          {enrolment && (
            <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              <p>{t('admin.factor.addAccount')}</p>
              <p>
                <span className="font-medium">{t('admin.factor.setupKey')} </span>
                <code data-testid="totp-secret" className="break-all font-mono">
                  {enrolment.secret}
                </code>
              </p>
              <p className="break-all">
                <span className="font-medium">{t('admin.factor.orLink')} </span>
                <a href={enrolment.otpauth_uri} className="underline">
                  {enrolment.otpauth_uri}
                </a>
              </p>
            </div>
          )}
          {(isEnrolled || enrolment) && (
            <>
              <OtpField
                label={t('admin.factor.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button
                type="submit"
                className="w-full"
                isLoading={verify.isPending || confirm.isPending}
                loadingLabel={t('admin.factor.checking')}
              >
                {isEnrolled ? t('admin.factor.verify') : t('admin.factor.confirm')}
              </Button>
            </>
          )}
        </form>
      )}
    </AuthScreen>
  );
}
