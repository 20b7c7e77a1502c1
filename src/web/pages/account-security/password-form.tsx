// Sets or changes the password with a fresh proof; every other session ends.
import { type ContactsResponse, SetPasswordBodySchema } from '../../../shared/schemas/auth.ts';
import { useSetPassword } from '../../api/user/set-password.ts';
import { PasswordField } from '../../components/account-fields.tsx';
import { ProofForm } from './proof-form.tsx';

export function PasswordForm(props: { verification: ContactsResponse }) {
  return (
    <ProofForm
      schema={SetPasswordBodySchema}
      defaultValues={{ new_password: '', confirm_password: '', current_password: '', otp: '' }}
      mutation={useSetPassword()}
      isResetOnSuccess
      verification={props.verification}
      submitLabel={props.verification.has_password ? 'Change password' : 'Set password'}
      submittingLabel="Saving the password"
    >
      {(form) => (
        <>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={form.formState.errors.new_password?.message}
            {...form.register('new_password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={form.formState.errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
        </>
      )}
    </ProofForm>
  );
}
