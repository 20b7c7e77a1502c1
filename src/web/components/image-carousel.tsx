// Listing photos in a fixed 4:3 frame. A single photo is a plain image; dots and
// arrows appear only when there is more than one (docs/product/screens.md#property-card).
// Given `onOpen`, each photo is a button that opens it (the detail page's gallery).
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, House } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { Photo } from '../../shared/schemas/listing.ts';

/**
 * The card's photo width by viewport (the grid's padding and the card's own taken off); the
 * gallery passes its own. On a phone screen of 2 or more device pixels per CSS pixel a card
 * asks for half its width, so it gets the 400 or 480 px photo rather than the 960 px one:
 * at card size the difference is not visible and the bytes are a quarter
 * (docs/decisions/0052-card-photos.md).
 */
const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 768px) 45vw, (min-resolution: 2dppx) calc(50vw - 28px), calc(100vw - 56px)';

/** Cards never need the 1600 px photo; the gallery offers every size. */
const srcSetOf = (photo: Photo, card: boolean) =>
  card
    ? `${photo.card} 400w, ${photo.sm} 480w, ${photo.md} 960w`
    : `${photo.sm} 480w, ${photo.md} 960w, ${photo.lg} 1600w`;

/** `high`: the page's main photo (fetched first); `true`: above the fold; `false`: lazy. */
type Priority = boolean | 'high';

function ListingImage(props: { photo: Photo; alt: string; sizes: string; priority: Priority }) {
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
function Openable(props: { label: string; onOpen: (() => void) | undefined; children: ReactNode }) {
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

export function ImageCarousel(props: {
  photos: Photo[];
  /** Describes the listing; each photo's alt adds its position. */
  alt: string;
  sizes?: string;
  /** Above the fold: load the first photo eagerly (`high`: and before anything else). */
  priority?: Priority;
  className?: string;
  /** Opens photo `index` (from 0) full screen. */
  onOpen?: (index: number) => void;
}) {
  const { photos, alt, sizes = CARD_IMAGE_SIZES, priority = false, onOpen } = props;
  const frame = `relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-200 ${props.className ?? ''}`;
  const first = photos[0];
  if (!first) {
    return (
      <div
        className={`${frame} flex items-center justify-center text-slate-500`}
        role="img"
        aria-label={`${alt}: no photos yet`}
      >
        <House aria-hidden="true" className="h-12 w-12" />
      </div>
    );
  }
  if (photos.length === 1) {
    return (
      <div className={frame}>
        <Openable label="Open photo 1 of 1 full screen" onOpen={onOpen && (() => onOpen(0))}>
          <ListingImage photo={first} alt={alt} sizes={sizes} priority={priority} />
        </Openable>
      </div>
    );
  }
  return <Slides photos={photos} alt={alt} sizes={sizes} priority={priority} frame={frame} onOpen={onOpen} />;
}

function Slides(props: {
  photos: Photo[];
  alt: string;
  sizes: string;
  priority: Priority;
  frame: string;
  onOpen: ((index: number) => void) | undefined;
}) {
  const { photos, alt, sizes, priority, frame, onOpen } = props;
  const [viewportRef, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const arrow =
    'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow disabled:opacity-0';

  return (
    <section className={frame} aria-roledescription="carousel" aria-label={`Photos of ${alt}`}>
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {photos.map((photo, index) => (
            <div key={photo.lg} className="h-full min-w-0 flex-[0_0_100%]">
              <Openable
                label={`Open photo ${index + 1} of ${photos.length} full screen`}
                onOpen={onOpen && (() => onOpen(index))}
              >
                <ListingImage
                  photo={photo}
                  alt={`${alt}, photo ${index + 1} of ${photos.length}`}
                  sizes={sizes}
                  priority={index === 0 ? priority : false}
                />
              </Openable>
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={previous}
        disabled={selected === 0}
        aria-label="Previous photo"
        className={`${arrow} left-2`}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        onClick={next}
        disabled={selected === photos.length - 1}
        aria-label="Next photo"
        className={`${arrow} right-2`}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="absolute inset-x-0 bottom-1 flex justify-center">
        {photos.map((photo, index) => (
          <button
            key={photo.lg}
            type="button"
            onClick={() => embla?.scrollTo(index)}
            aria-label={`Show photo ${index + 1}`}
            aria-current={index === selected}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={`block h-2 w-2 rounded-full ring-1 ring-black/20 ${index === selected ? 'bg-white' : 'bg-white/50'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
