// Listing photos in a fixed 4:3 frame. A single photo is a plain image; dots and
// arrows appear only when there is more than one (docs/product/screens.md#property-card).
// Given `onOpen`, each photo is a button that opens it (the detail page's gallery).
import { House } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { ListedPhoto as Photo } from '../../shared/schemas/listing.ts';

import { withTexts } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import {
  CARD_IMAGE_SIZES,
  type ImageProps,
  ListingImage,
  Openable,
  type Priority,
} from './listing-image.tsx';

const Slides = lazy(withTexts(() => import('./image-slides.tsx')));

/** How far outside the screen a card's carousel is set up ahead of being scrolled to. */
const NEAR_SCREEN = '400px';

/**
 * Whether the element is on or near the screen yet: a page of twenty cards sets up only the
 * carousels a person can reach, not twenty at once (docs/decisions/0054-first-render-js-budget.md).
 * Once true it stays true; without IntersectionObserver it is true once mounted. It starts false
 * everywhere, so the page the server drew is the one the browser first draws.
 */
const useNearScreen = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
};

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
  /** Draws each photo: the detail page's offers AVIF too (docs/decisions/0114-avif-photos.md). */
  image?: (props: ImageProps) => ReactNode;
}) {
  const {
    photos,
    alt,
    sizes = CARD_IMAGE_SIZES,
    priority = false,
    onOpen,
    image: Image = ListingImage,
  } = props;
  const { t } = useTranslation();
  const screen = useNearScreen();
  const frame = `relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-200 ${props.className ?? ''}`;
  const first = photos[0];
  if (!first) {
    return (
      <div
        className={`${frame} flex items-center justify-center text-slate-500`}
        role="img"
        aria-label={t('card.noPhotos', { alt })}
      >
        <House aria-hidden="true" className="h-12 w-12" />
      </div>
    );
  }
  if (photos.length === 1) {
    return (
      <div className={frame}>
        <Openable label={t('card.openPhoto', { n: 1, count: 1 })} onOpen={onOpen && (() => onOpen(0))}>
          <Image photo={first} alt={alt} sizes={sizes} priority={priority} />
        </Openable>
      </div>
    );
  }
  // The first photo shows at once; swiping, arrows and dots arrive with the carousel's code,
  // which is not part of the first load (docs/decisions/0054-first-render-js-budget.md).
  const single = (
    <div ref={screen.ref} className={frame}>
      <Openable
        label={t('card.openPhoto', { n: 1, count: photos.length })}
        onOpen={onOpen && (() => onOpen(0))}
      >
        <Image
          photo={first}
          alt={t('card.photo', { alt, n: 1, count: photos.length })}
          sizes={sizes}
          priority={priority}
        />
      </Openable>
    </div>
  );
  if (!screen.near) return single;
  return (
    <Suspense fallback={single}>
      <Slides
        photos={photos}
        alt={alt}
        sizes={sizes}
        priority={priority}
        frame={frame}
        onOpen={onOpen}
        image={Image}
      />
    </Suspense>
  );
}
