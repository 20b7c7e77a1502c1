// One listing photo in its frame, as cards, the carousel and the detail page show it:
// the sizes offered, lazy or eager, and a button when it opens full screen.
import type { ReactNode } from 'react';
import type { Photo } from '../../shared/schemas/listing.ts';

/**
 * The card's photo width by viewport (the grid's padding and the card's own taken off); the
 * gallery passes its own. On a phone screen of 2 or more device pixels per CSS pixel a card
 * asks for half its width, so it gets the 400 or 480 px photo rather than the 960 px one:
 * at card size the difference is not visible and the bytes are a quarter
 * (docs/decisions/0052-card-photos.md).
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 768px) 45vw, (min-resolution: 2dppx) calc(50vw - 28px), calc(100vw - 56px)';

/** Cards never need the 1600 px photo; the gallery offers every size. */
const srcSetOf = (photo: Photo, card: boolean) =>
  card
    ? `${photo.card} 400w, ${photo.sm} 480w, ${photo.md} 960w`
    : `${photo.sm} 480w, ${photo.md} 960w, ${photo.lg} 1600w`;

/** `high`: the page's main photo (fetched first); `true`: above the fold; `false`: lazy. */
export type Priority = boolean | 'high';

export function ListingImage(props: { photo: Photo; alt: string; sizes: string; priority: Priority }) {
  const { photo, alt, sizes, priority } = props;
  const card = sizes === CARD_IMAGE_SIZES;
  return (
    <img
      src={card ? photo.card : photo.md}
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
