// Starts an email change: a fresh proof and the new address; the new address gets a code.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangeEmailBodySchema, type ContactsResponse } from '../../../shared/schemas/auth.ts';
import { useChangeEmail } from '../../api/user/change-email.ts';
import { EmailField } from '../../components/account-fields.tsx';
import { toast } from '../../toast.ts';
import { reportServerError } from '../../ui/server-errors.ts';
import { ProofForm } from './proof-form.tsx';

export function ChangeEmailForm(props: { verification: ContactsResponse }) {
  const changeEmail = useChangeEmail();
  const form = useForm<
    z.input<typeof ChangeEmailBodySchema>,
    unknown,
    z.output<typeof ChangeEmailBodySchema>
  >({
    resolver: zodResolver(ChangeEmailBodySchema),
    defaultValues: { email: '', current_password: '', otp: '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    changeEmail.mutate(body, {
      onSuccess: (res) => toast.success(res.message),
      onError: (error) => reportServerError(error, form),
    }),
  );

  return (
    <ProofForm
      form={form}
      verification={props.verification}
      onSubmit={() => void onSubmit()}
      submitLabel="Send code to new email"
      isSubmitting={changeEmail.isPending}
      submittingLabel="Sending the code"
    >
      <EmailField
        label="New email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </ProofForm>
  );
}
