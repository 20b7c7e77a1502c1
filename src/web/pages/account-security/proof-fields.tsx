// The fresh proof a sensitive change needs: the current password, or a WhatsApp code
// to the account's verified number (docs/decisions/0022-proven-contacts.md). Its fields
// belong to the enclosing form (FormProvider), so the server's errors land on them.
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSendProofOtp } from '../../api/user/verification.ts';
import { OtpField, PasswordField } from '../../components/account-fields.tsx';
import { authLinkClass, serverMessage } from '../../components/auth-panel.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';

export type Proof = { current_password?: string; otp?: string };

export function ProofFields(props: { hasPassword: boolean; hasVerifiedMobile: boolean }) {
  const { register, setValue, formState } = useFormContext<Proof>();
  const sendOtp = useSendProofOtp();
  const { t } = useTranslation();
  const [useWhatsApp, setUseWhatsApp] = useState(!props.hasPassword);

  if (!useWhatsApp) {
    return (
      <div className="flex flex-col gap-1">
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
        {props.hasVerifiedMobile && (
          <button
            type="button"
            className={`${authLinkClass} min-h-11 self-start text-sm`}
            onClick={() => {
              setValue('current_password', '');
              setUseWhatsApp(true);
            }}
          >
            {t('security.useWhatsApp')}
          </button>
        )}
      </div>
    );
  }
  if (!props.hasVerifiedMobile) {
    return <p className="text-sm text-slate-700">{t('security.verifyMobileFirst')}</p>;
  }
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={`${authLinkClass} min-h-11 self-start text-sm`}
        onClick={() =>
          sendOtp.mutate(undefined, {
            onSuccess: (res) => toast.success(res.message),
            onError: (error) => toast.error(serverMessage(error)),
          })
        }
      >
        {t('security.sendProof')}
      </button>
      <OtpField
        label={t('security.whatsAppCode')}
        error={formState.errors.otp?.message}
        {...register('otp')}
      />
    </div>
  );
}
