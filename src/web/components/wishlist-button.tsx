// The wishlist heart on cards and the detail page (docs/product/listings.md#wishlist-and-visits): flips
// at once, then takes the server's answer; 'You need to Login first' for visitors.
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ListingCard } from '../../shared/schemas/listing.ts';
import { ApiError, messageOf } from '../api/client.ts';
import { useToggleWishlist } from '../api/listing/add-to-wishlist.ts';
import { i18n } from '../i18n/i18n.ts';
import { useListingTitle } from '../i18n/place-names.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { rememberWishlisted } from '../state/offline-homes.ts';
import { useCurrentUser, useSession } from '../state/session.ts';
import { toast } from '../toast.ts';

const loginFirst = () => toast.warning(i18n.t('card.loginFirst'));

/** The wishlist heart on cards and the detail page. */
export function WishlistButton(props: {
  listing: ListingCard;
  onChange?: (wishlisted: 0 | 1) => void;
  className?: string;
}) {
  const { listing, onChange, className = '' } = props;
  const { t } = useTranslation();
  const title = useListingTitle()(listing);
  const user = useCurrentUser();
  const toggle = useToggleWishlist();
  const [wishlisted, setWishlisted] = useState<0 | 1>(listing.wishlisted);

  // A fresh listing from the server (refetch, another page) is the truth again.
  useEffect(() => setWishlisted(listing.wishlisted), [listing.wishlisted]);

  const onClick = () => {
    if (!user) {
      loginFirst();
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
        // The server's answer says 'Wishlist Updated'; the reader sees it in their language.
        toast.success(i18n.t('card.wishlistUpdated'));
        onChange?.(answer.wishlisted);
      },
      onError: (error) => {
        setWishlisted(before);
        if (error instanceof ApiError && error.status === 401) {
          useSession.getState().clear();
          loginFirst();
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
      aria-label={isOn ? t('card.removeFromWishlist') : t('card.addToWishlist')}
      title={isOn ? t('card.removeTitle', { title }) : t('card.addTitle', { title })}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Heart aria-hidden="true" className="h-5 w-5" fill={isOn ? 'currentColor' : 'none'} strokeWidth={2} />
    </button>
  );
}
