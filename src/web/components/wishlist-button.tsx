// The wishlist heart on cards and the detail page (docs/product/listings.md#wishlist-and-visits): flips
// at once, then takes the server's answer; 'You need to Login first' for visitors.
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Listing } from '../../shared/schemas/listing.ts';
import { ApiError, messageOf } from '../api/client.ts';
import { useToggleWishlist } from '../api/listing/add-to-wishlist.ts';
import { rememberWishlisted } from '../state/offline-homes.ts';
import { useCurrentUser, useSession } from '../state/session.ts';
import { toast } from '../toast.ts';

const LOGIN_FIRST = 'You need to Login first';

/** The wishlist heart on cards and the detail page. */
export function WishlistButton(props: {
  listing: Listing;
  onChange?: (wishlisted: 0 | 1) => void;
  className?: string;
}) {
  const { listing, onChange, className = '' } = props;
  const user = useCurrentUser();
  const toggle = useToggleWishlist();
  const [wishlisted, setWishlisted] = useState<0 | 1>(listing.wishlisted);

  // A fresh listing from the server (refetch, another page) is the truth again.
  useEffect(() => setWishlisted(listing.wishlisted), [listing.wishlisted]);

  const onClick = () => {
    if (!user) {
      toast.warning(LOGIN_FIRST);
      return;
    }
    if (toggle.isPending) return;
    const before = wishlisted;
    setWishlisted(before === 1 ? 0 : 1);
    toggle.mutate(listing.id, {
      onSuccess: (answer) => {
        setWishlisted(answer.wishlisted);
        // Kept on the device for the offline page (docs/decisions/0067-offline-and-install.md).
        rememberWishlisted(listing, answer.wishlisted);
        toast.success(answer.message || 'Wishlist Updated');
        onChange?.(answer.wishlisted);
      },
      onError: (error) => {
        setWishlisted(before);
        if (error instanceof ApiError && error.status === 401) {
          useSession.getState().clear();
          toast.warning(LOGIN_FIRST);
          return;
        }
        toast.error(messageOf(error));
      },
    });
  };

  const isOn = wishlisted === 1;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isOn}
      aria-label={isOn ? 'Remove from wishlist' : 'Add to wishlist'}
      title={isOn ? `Remove ${listing.title} from your wishlist` : `Add ${listing.title} to your wishlist`}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Heart aria-hidden="true" className="h-5 w-5" fill={isOn ? 'currentColor' : 'none'} strokeWidth={2} />
    </button>
  );
}
