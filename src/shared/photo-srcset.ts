// Which photo sizes a listing photo offers and at what width it is shown, shared by the web app's
// <img> and the server's preload of a page's main photo: the two must be the same strings, or the
// browser downloads the photo twice (docs/decisions/0052-card-photos.md,
// docs/decisions/0073-first-answers-in-the-page.md).
import type { ListedPhoto } from './schemas/listing.ts';

/** A photo's addresses: a card's one pattern (`src`), or each size's own. */
type Addresses = Omit<ListedPhoto, 'width' | 'height'>;

/**
 * Where a card photo's address takes its size: `card`, `sm` or `md` in place of `{size}`
 * (docs/decisions/0120-card-photos-as-one-pattern.md). The server makes the pattern as the
 * address of the object `imageObjectKey(key, PHOTO_SIZE_SLOT)`.
 */
export const PHOTO_SIZE_SLOT = '{size}';

/** The address of one of a photo's card sizes: filled into a card's pattern, or the size's own. */
export const cardPhotoSize = (photo: Addresses, size: 'card' | 'sm' | 'md') =>
  photo.src ? photo.src.replace(PHOTO_SIZE_SLOT, size) : photo[size];

/**
 * The card's photo width by viewport (the grid's padding and the card's own taken off). On a
 * phone screen of 2 or more device pixels per CSS pixel a card asks for half its width, so it
 * gets the 400 or 480 px photo rather than the 960 px one: at card size the difference is not
 * visible and the bytes are a quarter.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 768px) 45vw, (min-resolution: 2dppx) calc(50vw - 28px), calc(100vw - 56px)';

/** The detail page's main photo: the left column on a desktop, the whole width on a phone. */
export const DETAIL_IMAGE_SIZES = '(min-width: 1024px) 680px, 100vw';

/**
 * Cards never need the 1600 px photo; the gallery offers every size it has. Also the gallery's
 * AVIF sizes (`photo.avif`), which have no card size.
 */
export const srcSetOf = (photo: Addresses, card: boolean) => {
  const [sm, md] = [cardPhotoSize(photo, 'sm'), cardPhotoSize(photo, 'md')];
  return card
    ? `${cardPhotoSize(photo, 'card')} 400w, ${sm} 480w, ${md} 960w`
    : `${sm} 480w, ${md} 960w, ${photo.lg} 1600w`;
};

/** The size an <img> falls back to where srcset is not read. */
export const fallbackSrcOf = (photo: Addresses, card: boolean) => cardPhotoSize(photo, card ? 'card' : 'md');
