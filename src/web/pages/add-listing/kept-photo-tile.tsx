// A stored photo kept on the listing, with its Remove button (docs/product/listings.md#images).
import { X } from 'lucide-react';
import type { Photo } from '../../../shared/schemas/listing.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export const PHOTO_TILE = 'relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-200';
export const REMOVE_PHOTO =
  'absolute top-1 right-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow';

export function KeptPhotoTile({
  photo,
  number,
  onRemove,
}: {
  photo: Photo;
  number: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={PHOTO_TILE}>
      <img
        src={photo.sm}
        alt={t('addListing.photos.keptAlt', { number })}
        className="h-full w-full object-cover"
      />
      <button
        type="button"
        className={REMOVE_PHOTO}
        aria-label={t('addListing.photos.remove', { number })}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
