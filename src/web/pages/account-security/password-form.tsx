// Sets or changes the password with a fresh proof; every other session ends.

import { type ContactsResponse, SetPasswordBodySchema } from '../../../shared/schemas/auth.ts';
import { useSetPassword } from '../../api/user/set-password.ts';
import { PasswordField } from '../../components/account-fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ProofForm } from './proof-form.tsx';

export function PasswordForm(props: { verification: ContactsResponse }) {
  const { t } = useTranslation();
  return (
    <ProofForm
      schema={SetPasswordBodySchema}
      defaultValues={{ new_password: '', confirm_password: '', current_password: '', otp: '' }}
      mutation={useSetPassword()}
      isResetOnSuccess
      verification={props.verification}
      submitLabel={props.verification.has_password ? t('security.changePassword') : t('security.setPassword')}
      submittingLabel={t('security.savingPassword')}
    >
      {(form) => (
        <>
          <PasswordField
            label={t('security.newPassword')}
            autoComplete="new-password"
            error={form.formState.errors.new_password?.message}
            {...form.register('new_password')}
          />
          <PasswordField
            label={t('security.confirmPassword')}
            autoComplete="new-password"
            error={form.formState.errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
        </>
      )}
    </ProofForm>
  );
}
