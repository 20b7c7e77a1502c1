// Sets or changes the password with a fresh proof; every other session ends.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ContactsResponse, SetPasswordBodySchema } from '../../../shared/schemas/auth.ts';
import { useSetPassword } from '../../api/user/set-password.ts';
import { PasswordField } from '../../components/account-fields.tsx';
import { toast } from '../../toast.ts';
import { reportServerError } from '../../ui/server-errors.ts';
import { ProofForm } from './proof-form.tsx';

const EMPTY = { new_password: '', confirm_password: '', current_password: '', otp: '' };

export function PasswordForm(props: { verification: ContactsResponse }) {
  const setPassword = useSetPassword();
  const form = useForm<
    z.input<typeof SetPasswordBodySchema>,
    unknown,
    z.output<typeof SetPasswordBodySchema>
  >({
    resolver: zodResolver(SetPasswordBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    setPassword.mutate(body, {
      onSuccess: (res) => {
        toast.success(res.message);
        form.reset(EMPTY);
      },
      onError: (error) => reportServerError(error, form),
    }),
  );

  return (
    <ProofForm
      form={form}
      verification={props.verification}
      onSubmit={() => void onSubmit()}
      submitLabel={props.verification.has_password ? 'Change password' : 'Set password'}
      isSubmitting={setPassword.isPending}
      submittingLabel="Saving the password"
    >
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
    </ProofForm>
  );
}
