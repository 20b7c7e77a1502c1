// The Add/Edit listing form (docs/product/screens.md#add-and-edit-listing): shared schema via
// zodResolver, new photos checked at submit with the messages of docs/product/messages.md, a loader and
// a disabled button while saving, the server's message on success, then the detail page.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Listing, Photo } from '../../../shared/schemas/listing.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useSaveListing } from '../../api/listing/save-listing.ts';
import { imageFileProblem } from '../../components/content/check-image-file.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
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
    for (const photo of added) {
      const problem = imageFileProblem(photo.file);
      if (problem) {
        toast.error(problem);
        return;
      }
    }
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
          if (error instanceof ApiError) {
            for (const e of error.errors ?? []) {
              form.setError(e.field as Path<ListingFormInput>, { message: e.message });
            }
          }
          toast.error(messageOf(error));
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
          <button
            type="submit"
            disabled={save.isPending}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70 sm:w-auto"
          >
            {save.isPending && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
            {save.isPending ? 'Submitting' : 'Submit'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
