// The carousel of a listing with several photos (image-carousel.tsx shows the first photo
// until this has loaded): swipe, arrows, and dots (docs/product/screens.md#property-card).
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import type { ListedPhoto as Photo } from '../../shared/schemas/listing.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { type ImageProps, Openable, type Priority } from './listing-image.tsx';

export default function Slides(props: {
  photos: Photo[];
  alt: string;
  sizes: string;
  priority: Priority;
  frame: string;
  onOpen: ((index: number) => void) | undefined;
  image: (props: ImageProps) => ReactNode;
}) {
  const { photos, alt, sizes, priority, frame, onOpen, image: Image } = props;
  const { t } = useTranslation();
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
    <section className={frame} aria-roledescription="carousel" aria-label={t('slides.photos', { alt })}>
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {photos.map((photo, index) => (
            <div key={photo.src ?? photo.md} className="h-full min-w-0 flex-[0_0_100%]">
              <Openable
                label={t('card.openPhoto', { n: index + 1, count: photos.length })}
                onOpen={onOpen && (() => onOpen(index))}
              >
                <Image
                  photo={photo}
                  alt={t('card.photo', { alt, n: index + 1, count: photos.length })}
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
        aria-label={t('slides.previousPhoto')}
        className={`${arrow} left-2`}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        onClick={next}
        disabled={selected === photos.length - 1}
        aria-label={t('slides.nextPhoto')}
        className={`${arrow} right-2`}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="absolute inset-x-0 bottom-1 flex justify-center">
        {photos.map((photo, index) => (
          <button
            key={photo.src ?? photo.md}
            type="button"
            onClick={() => embla?.scrollTo(index)}
            aria-label={t('slides.showPhoto', { n: index + 1 })}
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
