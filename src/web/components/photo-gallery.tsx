// The full-screen photo gallery of the detail page: swipe (or the arrows and arrow
// keys) from photo to photo, pinch to zoom, a counter ("3 / 7"), and on desktop a
// strip of thumbnails. It is a history entry of its own, so Back closes it, as do
// Escape and the close button. The kit's Modal keeps focus inside.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Photo } from '../../shared/schemas/listing.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { CloseButton } from '../ui/close-button.tsx';
import { Modal } from '../ui/modal.tsx';
import { GalleryThumbnails } from './gallery-thumbnails.tsx';
import { ZoomablePhoto } from './zoomable-photo.tsx';

export function PhotoGallery(props: { photos: Photo[]; alt: string; start: number; onClose: () => void }) {
  const { photos, alt, start, onClose } = props;
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: start, loop: false });
  const [selected, setSelected] = useState(start);
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      setZoomed(false);
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // Arrow keys on the whole page while the gallery is open: at the last photo the Next
  // button is disabled and focus falls back to the body, outside the dialog.
  useEffect(() => {
    if (!embla) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') embla.scrollPrev();
      if (e.key === 'ArrowRight') embla.scrollNext();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [embla]);

  // While a photo is zoomed, a finger moves the photo instead of swiping to the next.
  useEffect(() => {
    embla?.reInit({ watchDrag: !zoomed });
  }, [embla, zoomed]);

  const arrow =
    'absolute top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-white disabled:opacity-0 sm:flex';

  return (
    <Modal
      aria-label={t('detail.gallery.label', { title: alt })}
      onClose={onClose}
      escapeAsksOwner
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between px-4 py-2">
          <p aria-live="polite" className="text-base font-semibold tabular-nums">
            <span className="sr-only">{t('detail.gallery.photo')}</span>
            {selected + 1} / {photos.length}
          </p>
          <CloseButton label={t('detail.gallery.close')} onClick={onClose} onDark />
        </div>
        <div className="relative min-h-0 flex-1">
          <div ref={viewportRef} className="h-full overflow-hidden">
            <div className="flex h-full">
              {photos.map((photo, index) => (
                <div
                  key={photo.lg}
                  className="h-full min-w-0 flex-[0_0_100%]"
                  aria-hidden={index !== selected}
                >
                  <ZoomablePhoto
                    photo={photo}
                    alt={t('detail.gallery.photoAlt', {
                      title: alt,
                      number: index + 1,
                      total: photos.length,
                    })}
                    eager={Math.abs(index - start) <= 1}
                    onZoomChange={(isZoomed) => {
                      if (index === selected) setZoomed(isZoomed);
                    }}
                  />
                </div>
              ))}
            </div>
          </div>
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            disabled={selected === 0}
            aria-label={t('detail.gallery.previous')}
            className={`${arrow} left-4`}
          >
            <ChevronLeft aria-hidden="true" className="h-6 w-6" />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            disabled={selected === photos.length - 1}
            aria-label={t('detail.gallery.next')}
            className={`${arrow} right-4`}
          >
            <ChevronRight aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <GalleryThumbnails photos={photos} selected={selected} onShow={(index) => embla?.scrollTo(index)} />
      </div>
    </Modal>
  );
}
