// My Wishlist (docs/product/screens.md#wishlist): a card disappears as soon as its heart is
// turned off.
import { useQueryClient } from '@tanstack/react-query';
import type { WishlistResponse } from '../../../shared/schemas/engagement.ts';
import { useWishlist, wishlistQueryKey } from '../../api/listing/get-wishlist.ts';
import { SavedListings } from '../../components/saved-listings.tsx';
import { useCurrentUser } from '../../state/session.ts';

export default function WishlistPage() {
  const user = useCurrentUser();
  const wishlist = useWishlist(Boolean(user));
  const queryClient = useQueryClient();
  return (
    <SavedListings
      title="My Wishlist"
      listings={wishlist.data}
      needsLogin={!user || wishlist.isError}
      empty="Your wishlist is empty. Tap the heart on any home to keep it here."
      onWishlistChange={(listing, wishlisted) => {
        if (wishlisted === 1) return;
        queryClient.setQueryData<WishlistResponse>(wishlistQueryKey, (old) =>
          old ? { wishlist: old.wishlist.filter((l) => l.id !== listing.id) } : old,
        );
      }}
    />
  );
}
