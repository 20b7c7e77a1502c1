import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { AddToWishlistResponse } from '../../../shared/schemas/engagement.ts';
import { postJson } from '../client.ts';

/** Toggles: the answer says whether the listing is now in the wishlist. */
export const addToWishlist = (listingId: number) =>
  postJson<AddToWishlistResponse>(API.listing.addToWishlist, { listing_id: listingId });

export const useToggleWishlist = () => useMutation({ mutationFn: addToWishlist });
