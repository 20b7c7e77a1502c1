import type { Listing } from '../../shared/schemas/listing.ts';

/** The wishlist heart on cards and the detail page. */
export function WishlistButton(props: {
  listing: Pick<Listing, 'id' | 'wishlisted' | 'title'>;
  onChange?: (wishlisted: 0 | 1) => void;
  className?: string;
}) {
  void props;
  return null;
}
