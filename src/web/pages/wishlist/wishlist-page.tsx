// My Wishlist (docs/product/screens.md#wishlist): a card disappears as soon as its heart is
// turned off (the wishlist toggle takes it out of the list).
import { useEffect } from 'react';
import { useWishlist } from '../../api/listing/get-wishlist.ts';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import { SavedListings } from '../../components/saved-listings.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { rememberWishlist } from '../../state/offline-homes.ts';
import { useCurrentUser } from '../../state/session.ts';

export default function WishlistPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const nobody = useNobodyLoggedIn();
  const wishlist = useWishlist(Boolean(user));
  // The device keeps the last wishlist shown for the offline page (docs/decisions/0067-offline-and-install.md).
  useEffect(() => {
    if (wishlist.data) rememberWishlist(wishlist.data);
  }, [wishlist.data]);
  return (
    <SavedListings
      title={t('saved.wishlistTitle')}
      listings={wishlist.data}
      needsLogin={nobody || wishlist.isError}
      empty={t('saved.wishlistEmpty')}
    />
  );
}
