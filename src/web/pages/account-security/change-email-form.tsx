// Starts an email change: a fresh proof and the new address; the new address gets a code.

import { ChangeEmailBodySchema, type ContactsResponse } from '../../../shared/schemas/auth.ts';
import { useChangeEmail } from '../../api/user/change-email.ts';
import { EmailField } from '../../components/account-fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ProofForm } from './proof-form.tsx';

export function ChangeEmailForm(props: { verification: ContactsResponse }) {
  const { t } = useTranslation();
  return (
    <ProofForm
      schema={ChangeEmailBodySchema}
      defaultValues={{ email: '', current_password: '', otp: '' }}
      mutation={useChangeEmail()}
      verification={props.verification}
      submitLabel={t('security.sendToNewEmail')}
      submittingLabel={t('security.sending')}
    >
      {(form) => (
        <EmailField
          label={t('security.newEmail')}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
      )}
    </ProofForm>
  );
}
