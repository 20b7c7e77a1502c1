// Edit and Delete for the poster and admins (docs/product/screens.md#property-detail,
// docs/product/screens.md#my-properties). Delete asks 'Confirm to Delete' and says 'Property Deleted'.
// "Rented out" closes a listing, "Still available" confirms or revives it in one tap
// (docs/product/listings.md#listing-status).
import { CircleCheck, House, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Listing } from '../../shared/schemas/listing.ts';
import { messageOf } from '../api/client.ts';
import { useDeleteListing } from '../api/listing/delete-listing.ts';
import { useConfirmListing, useMarkRented } from '../api/trust/listing-status.ts';
import { useListingTitle } from '../i18n/place-names.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { isAdmin, useCurrentUser } from '../state/session.ts';
import { toast } from '../toast.ts';

/** Whether the current user may edit this listing (the server decides again). */
export const useCanManage = (listing: Pick<Listing, 'user_id'> | undefined) => {
  const user = useCurrentUser();
  return Boolean(listing && user && (isAdmin(user) || user.id === listing.user_id));
};

export function ListingOwnerActions(props: { listing: Listing; onDeleted?: () => void }) {
  const { listing, onDeleted } = props;
  const { t } = useTranslation();
  const title = useListingTitle()(listing);
  const remove = useDeleteListing();
  const onDelete = () => {
    if (!window.confirm(t('ownerActions.confirmDelete'))) return;
    remove.mutate(listing.id, {
      onSuccess: (answer) => {
        toast.success(answer.message || t('ownerActions.deleted'));
        onDeleted?.();
      },
      onError: (error) => toast.error(messageOf(error)),
    });
  };
  const rented = useMarkRented();
  const confirm = useConfirmListing();
  const onRented = () =>
    rented.mutate(listing.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(messageOf(error)),
    });
  const onConfirm = () =>
    confirm.mutate(listing.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(messageOf(error)),
    });
  const base =
    'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  const status: Listing['status'] = listing.status;
  const busy = rented.isPending || confirm.isPending;
  const confirmLabel = status === 'live' ? t('ownerActions.stillAvailable') : t('ownerActions.makeLive');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-label={t('ownerActions.onListing', { action: confirmLabel, title })}
          className={`${base} border-emerald-700 text-emerald-800 hover:bg-emerald-50 disabled:opacity-60`}
        >
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          {confirmLabel}
        </button>
        {status !== 'rented' && (
          <button
            type="button"
            onClick={onRented}
            disabled={busy}
            aria-label={t('ownerActions.onListing', {
              action: t('ownerActions.rentedOut'),
              title,
            })}
            className={`${base} border-slate-500 text-slate-800 hover:bg-slate-50 disabled:opacity-60`}
          >
            <House aria-hidden="true" className="h-4 w-4" />
            {t('ownerActions.rentedOut')}
          </button>
        )}
      </div>
      <div className="flex gap-2">
        <Link
          to={paths.addListing(listing.id)}
          state={{ listing }}
          aria-label={t('ownerActions.editListing', { title })}
          className={`${base} border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('ownerActions.edit')}
        </Link>
        <button
          type="button"
          onClick={onDelete}
          disabled={remove.isPending}
          aria-label={t('ownerActions.deleteListing', { title })}
          className={`${base} border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60`}
        >
          {remove.isPending ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          )}
          {t('ownerActions.delete')}
        </button>
      </div>
    </div>
  );
}
