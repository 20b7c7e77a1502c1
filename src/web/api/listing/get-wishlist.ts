import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { WishlistResponse } from '../../../shared/schemas/engagement.ts';
import { getJson } from '../client.ts';

export const wishlistQueryKey = ['wishlist'] as const;

export const getWishlist = () => getJson<WishlistResponse>(API.listing.getWishListByUserId);

/** The logged-in user's wishlist, newest first. */
export const useWishlist = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: wishlistQueryKey,
    queryFn: getWishlist,
    select: (d) => d.wishlist,
    retry: false,
    // My Wishlist and My Visits say 'Please Login' themselves (docs/product/messages.md).
    meta: { handlesLogin: true },
  });
