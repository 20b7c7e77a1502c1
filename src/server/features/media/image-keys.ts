// How a stored photo is named and addressed. Media owns this: listing photos, blog
// and service pictures and the demo seed all store and link photos through here.
import type { Photo } from '../../../shared/schemas/listing.ts';
import type { Storage } from '../../adapters/storage.ts';

/** Widths in px: `card` for listing cards, the others for the gallery (docs/decisions/0052-card-photos.md). */
export const IMAGE_SIZES = { card: 400, sm: 480, md: 960, lg: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Stored objects of one photo: `${key}-card.webp`, `${key}-sm.webp`, `${key}-md.webp`, `${key}-lg.webp`. */
export const imageObjectKey = (key: string, size: ImageSize) => `${key}-${size}.webp`;
export const imageObjectKeys = (key: string) =>
  (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => imageObjectKey(key, size));

export type ImageRef = { key: string; width: number; height: number };

export const toPhoto = (storage: Storage, image: ImageRef): Photo => ({
  card: storage.publicUrl(imageObjectKey(image.key, 'card')),
  sm: storage.publicUrl(imageObjectKey(image.key, 'sm')),
  md: storage.publicUrl(imageObjectKey(image.key, 'md')),
  lg: storage.publicUrl(imageObjectKey(image.key, 'lg')),
  width: image.width,
  height: image.height,
});
