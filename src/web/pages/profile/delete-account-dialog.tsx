// Deleting the account asks the user to type DELETE, so a stray tap never does it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  DELETE_CONFIRMATION,
  type DeleteAccountBody,
  DeleteAccountBodySchema,
} from '../../../shared/schemas/auth.ts';
import { messageOf } from '../../api/client.ts';
import { useDeleteAccount } from '../../api/user/delete-account.ts';
import { paths } from '../../paths.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

/** What is typed is any text; only the word itself passes. */
const ConfirmationSchema = z.object({ confirmation: z.string() }).pipe(DeleteAccountBodySchema);

export function DeleteAccountDialog(props: { onClose: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useForm<{ confirmation: string }, unknown, DeleteAccountBody>({
    resolver: zodResolver(ConfirmationSchema),
    defaultValues: { confirmation: '' },
  });
  const typed = form.watch('confirmation');

  const onDelete = (body: DeleteAccountBody) =>
    remove.mutate(body, {
      onSuccess: (res) => {
        navigate(paths.home(), { replace: true });
        useSession.getState().clear();
        toast.success(res.message);
      },
      onError: (error) => toast.error(messageOf(error)),
    });

  return (
    <Dialog title="Delete your account?" onClose={props.onClose}>
      <p className="text-sm text-slate-700">
        Your profile, your listings and their photos, your wishlist, visits and sessions are removed for good.
        Records of payments you made are kept, as the law requires, without your name or contact details.
      </p>
      <form noValidate onSubmit={form.handleSubmit(onDelete)} className="flex flex-col gap-6">
        <Field
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          error={form.formState.errors.confirmation?.message}
        >
          <Input autoComplete="off" {...form.register('confirmation')} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            isLoading={remove.isPending}
            loadingLabel="Deleting your account"
            disabled={typed !== DELETE_CONFIRMATION}
          >
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
