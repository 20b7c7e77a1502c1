import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { AddToWishlistResponse, WishlistResponse } from '../../../shared/schemas/engagement.ts';
import { postJson } from '../client.ts';
import { wishlistQueryKey } from './get-wishlist.ts';

/** Toggles: the answer says whether the listing is now in the wishlist. */
export const addToWishlist = (listingId: number) =>
  postJson<AddToWishlistResponse>(API.listing.addToWishlist, { listing_id: listingId });

/**
 * A listing taken off the wishlist leaves My Wishlist at once; every other list that
 * shows its heart is stale and refetches when next shown.
 */
export const useToggleWishlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    // A visitor's heart says 'You need to Login first' itself (docs/product/messages.md).
    meta: { handlesLogin: true },
    onSuccess: (answer, listingId) => {
      if (answer.wishlisted === 0) {
        queryClient.setQueryData<WishlistResponse>(wishlistQueryKey, (old) =>
          old ? { wishlist: old.wishlist.filter((l) => l.id !== listingId) } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      void queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
};
