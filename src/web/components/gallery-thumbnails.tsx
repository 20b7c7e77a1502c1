// The photo gallery's strip of thumbnails on desktop: the photo shown is marked, any other is
// shown on a click (docs/product/screens.md#property-detail).
import type { Photo } from '../../shared/schemas/listing.ts';
import { useTranslation } from '../i18n/use-translation.ts';

export function GalleryThumbnails({
  photos,
  selected,
  onShow,
}: {
  photos: Photo[];
  selected: number;
  onShow: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('detail.gallery.all')}
      className="hidden justify-center gap-2 overflow-x-auto p-3 lg:flex"
    >
      {photos.map((photo, index) => (
        <li key={photo.lg} className="shrink-0">
          <button
            type="button"
            onClick={() => onShow(index)}
            aria-label={t('detail.gallery.show', { number: index + 1 })}
            aria-current={index === selected}
            className={`block h-16 w-20 overflow-hidden rounded-md ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
              index === selected ? 'ring-white' : 'opacity-70 ring-transparent hover:opacity-100'
            }`}
          >
            <img
              src={photo.sm}
              alt=""
              width={photo.width}
              height={photo.height}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
