import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { ListingInputDraft, SaveListingResponse } from '../../../shared/schemas/listing.ts';
import { request } from '../client.ts';

/**
 * addListing / updateListing (docs/product/api.md#multipart-uploads): repeated `files` parts and a `body`
 * part with the form as JSON; `id` in the body means an edit.
 */
export const saveListing = (input: { body: ListingInputDraft; files: File[] }) => {
  const form = new FormData();
  for (const file of input.files) form.append('files', file);
  form.append('body', JSON.stringify(input.body));
  const path = input.body.id ? API.listing.updateListing : API.listing.addListing;
  return request<SaveListingResponse>(path, { method: 'POST', body: form });
};

export const useSaveListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listings'] }),
  });
};
