// The Add/Edit listing form (docs/product/screens.md#add-and-edit-listing): shared schema via
// zodResolver, new photos checked at submit with the messages of docs/product/messages.md, a loader and
// a disabled button while saving, the server's message on success, then the detail page.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Listing, Photo } from '../../../shared/schemas/listing.ts';
import { useSaveListing } from '../../api/listing/save-listing.ts';
import { isImageAccepted } from '../../components/content/check-image-file.ts';
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
import { ImagePicker, type NewPhoto } from './image-picker.tsx';
import { ListingDetailsSection, PropertyDetailsSection } from './listing-fields.tsx';

export function ListingForm({ listing }: { listing?: Listing }) {
  const user = useCurrentUser()!;
  const city = useCurrentCity();
  const navigate = useNavigate();
  const save = useSaveListing();
  const admin = isAdmin(user);
  const form = useForm<ListingFormInput, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema(listing?.available_from)),
    defaultValues: listing ? editListingValues(listing) : newListingValues(user, city),
  });
  const [kept, setKept] = useState<Photo[]>(listing?.photos ?? []);
  const [added, setAdded] = useState<NewPhoto[]>([]);

  const onSubmit = form.handleSubmit((values) => {
    if (!added.every((photo) => isImageAccepted(photo.file))) return;
    const body = {
      ...values,
      ...(listing ? { id: listing.id, images: kept.map((p) => p.lg) } : {}),
      // Only an admin's form shows these; the server refuses them from anyone else.
      ...(admin ? {} : { buildinCategory: undefined, assured: undefined }),
    };
    save.mutate(
      { body, files: added.map((p) => p.file) },
      {
        onSuccess: (answer) => {
          if (!answer?.listed_id) {
            toast.error(answer?.message || 'something went wrong');
            return;
          }
          toast.success(answer.message);
          navigate(paths.propertyDetail(answer.listed_id), { replace: true });
        },
        onError: (error) => {
          reportServerError(error, form);
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <ListingDetailsSection />
        <PropertyDetailsSection />
        <ImagePicker kept={kept} added={added} onKeptChange={setKept} onAddedChange={setAdded} />
        <AmenitiesSection />
        {admin && <BuildinCategorySection />}
        <DescriptionSection />
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 p-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <Button type="submit" size="lg" className="w-full px-6 sm:w-auto" disabled={save.isPending}>
            {save.isPending && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
            {save.isPending ? 'Submitting' : 'Submit'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
