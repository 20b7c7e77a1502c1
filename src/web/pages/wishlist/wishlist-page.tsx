// My Wishlist (docs/product/screens.md#wishlist): a card disappears as soon as its heart is
// turned off (the wishlist toggle takes it out of the list).
import { useWishlist } from '../../api/listing/get-wishlist.ts';
import { SavedListings } from '../../components/saved-listings.tsx';
import { useCurrentUser } from '../../state/session.ts';

export default function WishlistPage() {
  const user = useCurrentUser();
  const wishlist = useWishlist(Boolean(user));
  return (
    <SavedListings
      title="My Wishlist"
      listings={wishlist.data}
      needsLogin={!user || wishlist.isError}
      empty="Your wishlist is empty. Tap the heart on any home to keep it here."
    />
  );
}
