// One listing photo in its frame, as cards, the carousel and the detail page show it:
// the sizes offered, lazy or eager, and a button when it opens full screen.
import type { ReactNode } from 'react';
import { CARD_IMAGE_SIZES, fallbackSrcOf, srcSetOf } from '../../shared/photo-srcset.ts';
import type { ListedPhoto as Photo } from '../../shared/schemas/listing.ts';

export { CARD_IMAGE_SIZES };

/** `high`: the page's main photo (fetched first); `true`: above the fold; `false`: lazy. */
export type Priority = boolean | 'high';

export type ImageProps = { photo: Photo; alt: string; sizes: string; priority: Priority };

export function ListingImage(props: ImageProps) {
  const { photo, alt, sizes, priority } = props;
  const card = sizes === CARD_IMAGE_SIZES;
  const img = (
    <img
      src={fallbackSrcOf(photo, card)}
      srcSet={srcSetOf(photo, card)}
      sizes={sizes}
      alt={alt}
      width={photo.width}
      height={photo.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      className="h-full w-full object-cover"
    />
  );
  return img;
}

/** The photo itself, or a button opening it full screen. */
export function Openable(props: { label: string; onOpen: (() => void) | undefined; children: ReactNode }) {
  if (!props.onOpen) return props.children;
  return (
    <button
      type="button"
      onClick={props.onOpen}
      aria-label={props.label}
      className="block h-full w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
    >
      {props.children}
    </button>
  );
}
