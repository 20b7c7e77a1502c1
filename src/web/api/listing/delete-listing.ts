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
    onSuccess: () => {
      // Every list is stale; lists on screen reload now. The deleted listing's own
      // page is left alone (it would answer 404) and reloads if opened again.
      void queryClient.invalidateQueries({ queryKey: ['listings'], refetchType: 'none' });
      void queryClient.refetchQueries({
        queryKey: ['listings'],
        type: 'active',
        predicate: (query) => query.queryKey[1] !== 'one',
      });
    },
  });
};
