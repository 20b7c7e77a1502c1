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
import { useTranslation } from '../../i18n/use-translation.ts';
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
  const { t } = useTranslation();
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
    <Dialog title={t('profile.delete.title')} onClose={props.onClose}>
      <p className="text-sm text-slate-700">{t('profile.delete.text')}</p>
      <form noValidate onSubmit={form.handleSubmit(onDelete)} className="flex flex-col gap-6">
        <Field
          label={t('profile.delete.typeToConfirm', { word: DELETE_CONFIRMATION })}
          error={form.formState.errors.confirmation?.message}
        >
          <Input autoComplete="off" {...form.register('confirmation')} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={props.onClose}>
            {t('profile.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            isLoading={remove.isPending}
            loadingLabel={t('profile.delete.deleting')}
            disabled={typed !== DELETE_CONFIRMATION}
          >
            {t('profile.deleteAccount')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
