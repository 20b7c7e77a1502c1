// The poster's "Rented out" and "Still available" (docs/product/listings.md#listing-status).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { ListingStatusResponse } from '../../../shared/schemas/trust.ts';
import { postJson } from '../client.ts';

export const markRented = (id: number) => postJson<ListingStatusResponse>(API.listing.markRented, { id });
export const confirmListing = (id: number) =>
  postJson<ListingStatusResponse>(API.listing.confirmListing, { id });

/** A status change moves the listing in or out of every list, and its own page. */
const useStatusChange = (change: (id: number) => Promise<ListingStatusResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['listings'] }),
  });
};

export const useMarkRented = () => useStatusChange(markRented);
export const useConfirmListing = () => useStatusChange(confirmListing);
