import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { ListingInputDraft, SaveListingResponse } from '../../../shared/schemas/listing.ts';
import { upload } from '../client.ts';

/**
 * addListing / updateListing (docs/product/api.md#multipart-uploads): repeated `files` parts and a `body`
 * part with the form as JSON; `id` in the body means an edit.
 */
export const saveListing = (input: {
  body: ListingInputDraft;
  files: File[];
  /** The share of the form sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}) => {
  const form = new FormData();
  for (const file of input.files) form.append('files', file);
  form.append('body', JSON.stringify(input.body));
  const path = input.body.id ? API.listing.updateListing : API.listing.addListing;
  return upload<SaveListingResponse>(path, form, input.onProgress ?? (() => {}));
};

export const useSaveListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listings'] }),
  });
};
