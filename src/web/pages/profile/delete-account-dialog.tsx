// Deleting the account asks the user to type DELETE, so a stray tap never does it.
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION } from '../../../shared/schemas/auth.ts';
import { messageOf } from '../../api/client.ts';
import { useDeleteAccount } from '../../api/user/delete-account.ts';
import { authInputClass, authLabelClass } from '../../components/auth-panel.tsx';
import { paths } from '../../paths.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';

export function DeleteAccountDialog(props: { isOpen: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (props.isOpen && !el.open) el.showModal();
    if (!props.isOpen && el.open) el.close();
  }, [props.isOpen]);

  const onDelete = () =>
    remove.mutate(
      { confirmation: DELETE_CONFIRMATION },
      {
        onSuccess: (res) => {
          navigate(paths.home(), { replace: true });
          useSession.getState().clear();
          toast.success(res.message);
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );

  return (
    <dialog
      ref={dialog}
      onClose={props.onClose}
      aria-labelledby="delete-account-title"
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-6 backdrop:bg-slate-900/50 sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <h2 id="delete-account-title" className="text-xl font-semibold text-slate-900">
        Delete your account?
      </h2>
      <p className="mt-3 text-sm text-slate-700">
        Your profile, your listings and their photos, your wishlist, visits and sessions are removed for good.
        Records of payments you made are kept, as the law requires, without your name or contact details.
      </p>
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor="delete-confirmation" className={authLabelClass}>
          Type {DELETE_CONFIRMATION} to confirm
        </label>
        <input
          id="delete-confirmation"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className={authInputClass}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={props.onClose}
          className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </button>
        {remove.isPending ? (
          <div
            role="status"
            aria-label="Deleting your account"
            className="flex min-h-11 items-center justify-center px-4"
          >
            <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-red-700" />
          </div>
        ) : (
          <button
            type="button"
            onClick={onDelete}
            disabled={typed.trim() !== DELETE_CONFIRMATION}
            className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
          >
            Delete my account
          </button>
        )}
      </div>
    </dialog>
  );
}
