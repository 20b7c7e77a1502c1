// How a stored photo is named and addressed. Media owns this: listing photos, blog
// and service pictures and the demo seed all store and link photos through here.
import { PHOTO_SIZE_SLOT } from '../../../shared/photo-srcset.ts';
import type { CardPhoto, Photo } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';

/** Widths in px: `card` for listing cards, the others for the gallery (docs/decisions/0052-card-photos.md). */
export const IMAGE_SIZES = { card: 400, sm: 480, md: 960, lg: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The gallery sizes also stored as AVIF; the card stays WebP (docs/decisions/0114-avif-photos.md). */
export const AVIF_SIZES = ['sm', 'md', 'lg'] as const;
export type AvifSize = (typeof AVIF_SIZES)[number];

/**
 * Listing photos stored since AVIF have keys `listings/v2/<32 hex>`: the key says the photo has
 * AVIF copies, since no column does. Older keys (`listings/<32 hex>`, uploads, demo) are WebP only.
 */
export const AVIF_KEY_PREFIX = 'listings/v2/';
export const hasAvif = (key: string) => key.startsWith(AVIF_KEY_PREFIX);

/**
 * Stored objects of one photo: `${key}-card.webp` ... `${key}-lg.webp`, and `${key}-sm.avif` ... when it has AVIF.
 * With PHOTO_SIZE_SLOT for the size, no object but the pattern of a card's photo (toCardPhoto).
 */
export const imageObjectKey = (
  key: string,
  size: ImageSize | typeof PHOTO_SIZE_SLOT,
  format: 'webp' | 'avif' = 'webp',
) => `${key}-${size}.${format}`;

/** Where the 1600 px source of a photo whose large sizes are still to be made waits (large-sizes.ts). */
export const pendingSourceKey = (key: string) => `pending/${key}.jpg`;

export const imageObjectKeys = (key: string) => [
  ...(Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => imageObjectKey(key, size)),
  ...(hasAvif(key)
    ? [...AVIF_SIZES.map((size) => imageObjectKey(key, size, 'avif')), pendingSourceKey(key)]
    : []),
];

export type ImageRef = { key: string; width: number; height: number };

/**
 * Whether the 1600 px size is made. A listing photo with AVIF wider than 960 px is first stored
 * with its width capped at 960 (the large sizes come from a job, large-sizes.ts, which then
 * stores the full width); one at most 960 px wide has nothing larger, and its 960 px copy
 * serves. Older photos and uploads have every size from the start.
 */
/** The 960 px width: the largest made before a listing photo's save is answered. */
export const { md: MD_WIDTH } = IMAGE_SIZES;
export const largeReady = (image: ImageRef) => !hasAvif(image.key) || image.width > MD_WIDTH;

export const toPhoto = (storage: Storage, image: ImageRef): Photo => {
  const url = (size: ImageSize, format: 'webp' | 'avif' = 'webp') =>
    storage.publicUrl(imageObjectKey(image.key, size, format));
  const large = largeReady(image) ? 'lg' : 'md';
  return {
    card: url('card'),
    sm: url('sm'),
    md: url('md'),
    lg: url(large),
    width: image.width,
    height: image.height,
    ...(hasAvif(image.key)
      ? { avif: { sm: url('sm', 'avif'), md: url('md', 'avif'), lg: url(large, 'avif') } }
      : {}),
  };
};

/** What imageObjectKey puts after a photo's key: for its card size, and for the size left open. */
const CARD_TAIL = imageObjectKey('', 'card');
const SLOT_TAIL = imageObjectKey('', PHOTO_SIZE_SLOT);

/**
 * A card's photo (docs/decisions/0120-card-photos-as-one-pattern.md): one address,
 * `storage.publicUrl(imageObjectKey(key, PHOTO_SIZE_SLOT))`, in which the web app puts the size.
 * Made from the photo's card address (toPhoto): the storage promises that
 * `publicUrl(a + b) === publicUrl(a) + b`, so that address less CARD_TAIL is `publicUrl(key)`.
 */
export const toCardPhoto = (photo: Photo): CardPhoto => {
  if (!photo.card.endsWith(CARD_TAIL)) throw new Error(`not a card address: ${photo.card}`);
  return {
    src: photo.card.slice(0, -CARD_TAIL.length) + SLOT_TAIL,
    width: photo.width,
    height: photo.height,
  };
};
