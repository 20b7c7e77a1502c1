// The confirm dialog of an action on the users page: what will happen, a note kept in
// the account's history (a suspension must say why), Cancel and the action itself.
import { type FormEvent, useState } from 'react';
import { ADMIN_NOTE_MAX } from '../../../shared/schemas/admin-user.ts';
import { useUserAction } from '../../api/admin/users.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import type { ActionOffer } from './user-actions.ts';

export function UserActionDialog(props: {
  userId: number;
  userName: string;
  offer: ActionOffer;
  onClose: () => void;
}) {
  const { userId, userName, offer, onClose } = props;
  const { t } = useTranslation();
  const act = useUserAction();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offer.needsNote && note.trim().length === 0) {
      setNoteError(t('adminUsers.writeWhy'));
      return;
    }
    act.mutate(
      { id: userId, action: offer.action, note },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors?.find((e) => e.field === 'note') : undefined;
          if (field) setNoteError(field.message);
          else toast.error(messageOf(error));
        },
      },
    );
  };
  return (
    <Dialog
      title={t('adminUsers.confirmTitle', { action: t(offer.label), name: userName })}
      description={t(offer.consequence)}
      onClose={onClose}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label={offer.needsNote ? t('adminUsers.why') : t('adminUsers.note')} error={noteError}>
          <Textarea
            rows={3}
            maxLength={ADMIN_NOTE_MAX}
            value={note}
            required={offer.needsNote}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" variant={offer.danger ? 'danger' : 'primary'} isLoading={act.isPending}>
            {t(offer.label)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
