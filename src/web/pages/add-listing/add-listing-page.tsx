// /addlisting posts a new listing; /addlisting?edit=<id> edits one, taking the listing
// from the navigation state when the app opened it, or loading it when opened by URL.

import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { useListing } from '../../api/listing/get-listing-by-id.ts';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import { DetailMissing } from '../../components/detail-missing.tsx';
import { useCanManage } from '../../components/listing-owner-actions.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { returnState } from '../../return-path.ts';
import { useCurrentUser } from '../../state/session.ts';
import { ListingForm } from './listing-form.tsx';

export default function AddListingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const editId = Number(params.get('edit'));
  const editing = Number.isSafeInteger(editId) && editId > 0;
  const nobody = useNobodyLoggedIn();
  if (!user) {
    if (!nobody) return null;
    const here = editing ? paths.addListing(editId) : paths.addListing();
    return <Navigate to={paths.whatsappLogin()} state={returnState(here)} replace />;
  }
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900 sm:text-3xl">
        {editing ? t('addListing.titleEdit') : t('addListing.titleNew')}
      </h1>
      {editing ? <EditListing id={editId} /> : <ListingForm />}
    </section>
  );
}

function EditListing({ id }: { id: number }) {
  const handed = (useLocation().state as { listing?: Listing } | null)?.listing;
  const fromState = handed?.id === id ? handed : undefined;
  const query = useListing(fromState ? null : id);
  const listing = fromState ?? query.data;
  const canManage = useCanManage(listing);
  const { t } = useTranslation();
  if (query.isError) return <DetailMissing />;
  if (!listing) {
    return (
      <div
        role="status"
        aria-label={t('addListing.loading')}
        className="h-96 animate-pulse rounded-2xl bg-slate-200"
      />
    );
  }
  if (!canManage) {
    return <p className="rounded-2xl bg-amber-50 p-6 text-slate-800">{t('addListing.onlyPoster')}</p>;
  }
  return <ListingForm key={listing.id} listing={listing} />;
}
