import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { DeleteListingResponse } from '../../../shared/schemas/listing.ts';
import { postJson } from '../client.ts';

export const deleteListing = (id: number) =>
  postJson<DeleteListingResponse>(API.listing.deleteListing, { id });

export const useDeleteListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listings'] }),
  });
};
