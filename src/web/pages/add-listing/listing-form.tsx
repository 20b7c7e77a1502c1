// The Add/Edit listing form (docs/product/screens.md#add-and-edit-listing): shared schema via
// zodResolver, new photos prepared on the phone as they are chosen, the upload's progress and a
// retry that keeps everything typed, a new listing's draft kept on the device, the server's
// message on success, then the detail page (docs/decisions/0053-phone-photos.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Listing, Photo } from '../../../shared/schemas/listing.ts';
import { ApiError } from '../../api/client.ts';
import { useSaveListing } from '../../api/listing/save-listing.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { reportServerError } from '../../ui/server-errors.ts';
import { AmenitiesSection, BuildinCategorySection, DescriptionSection } from './extra-sections.tsx';
import {
  editListingValues,
  type ListingFormInput,
  type ListingFormOutput,
  listingFormSchema,
  newListingValues,
} from './form-values.ts';
import { ImagePicker } from './image-picker.tsx';
import { clearListingDraft, readListingDraft, useListingDraft } from './listing-draft.ts';
import { ListingDetailsSection, PropertyDetailsSection } from './listing-fields.tsx';
import type { NewPhoto } from './new-photo-tile.tsx';

export function ListingForm({ listing }: { listing?: Listing }) {
  const { t } = useTranslation();
  const user = useCurrentUser()!;
  const city = useCurrentCity();
  const navigate = useNavigate();
  const save = useSaveListing();
  const admin = isAdmin(user);
  const [draft, setDraft] = useState(() => (listing ? null : readListingDraft(user.id)));
  const form = useForm<ListingFormInput, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema(listing?.available_from)),
    defaultValues: listing
      ? editListingValues(listing)
      : { ...newListingValues(user, city), ...(draft ?? {}) },
  });
  useListingDraft(form, user.id, !listing);
  const [kept, setKept] = useState<Photo[]>(listing?.photos ?? []);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const [sent, setSent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const preparing = added.some((photo) => !photo.file && !photo.problem);
  const failed = added.filter((photo) => photo.problem);

  const startOver = () => {
    clearListingDraft(user.id);
    setDraft(null);
    form.reset(newListingValues(user, city));
  };

  const onSubmit = form.handleSubmit((values) => {
    if (preparing) return;
    if (failed.length > 0) {
      toast.error(t('addListing.removeFailed', { names: failed.map((p) => p.name).join(', ') }));
      return;
    }
    const body = {
      ...values,
      ...(listing ? { id: listing.id, images: kept.map((p) => p.lg) } : {}),
      // Only an admin's form shows these; the server refuses them from anyone else.
      ...(admin ? {} : { buildinCategory: undefined, assured: undefined }),
    };
    setSent(0);
    setStopped(false);
    save.mutate(
      { body, files: added.flatMap((p) => (p.file ? [p.file] : [])), onProgress: setSent },
      {
        onSuccess: (answer) => {
          if (!answer?.listed_id) {
            toast.error(answer?.message || t('addListing.somethingWrong'));
            return;
          }
          if (!listing) clearListingDraft(user.id);
          toast.success(answer.message);
          navigate(paths.propertyDetail(answer.listed_id), { replace: true });
        },
        onError: (error) => {
          setStopped(error instanceof ApiError && error.status === 0);
          reportServerError(error, form);
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {draft && (
          <p className="flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 p-3 text-sm text-slate-800">
            {t('addListing.draftKept')}
            <Button type="button" variant="ghost" onClick={startOver}>
              {t('addListing.startOver')}
            </Button>
          </p>
        )}
        <ListingDetailsSection />
        <PropertyDetailsSection />
        <ImagePicker kept={kept} added={added} onKeptChange={setKept} setAdded={setAdded} />
        <AmenitiesSection />
        {admin && <BuildinCategorySection />}
        <DescriptionSection />
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 p-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          {save.isPending && added.length > 0 && (
            <div className="mb-2">
              <p id="upload-progress" className="text-sm text-slate-700">
                {t('addListing.uploading', { percent: Math.round(sent * 100) })}
              </p>
              <progress
                aria-labelledby="upload-progress"
                value={sent}
                max={1}
                className="h-2 w-full overflow-hidden rounded-full"
              />
            </div>
          )}
          {stopped && !save.isPending && (
            <p role="alert" className="mb-2 text-sm font-medium text-red-800">
              {t('addListing.uploadStopped')}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full px-6 sm:w-auto"
            disabled={save.isPending || preparing}
          >
            {(save.isPending || preparing) && (
              <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
            )}
            {save.isPending
              ? t('addListing.submitting')
              : preparing
                ? t('addListing.preparingPhotos')
                : t('addListing.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
