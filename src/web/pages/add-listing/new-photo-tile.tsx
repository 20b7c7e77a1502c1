// A newly picked photo: its preview, "Preparing" while it is shrunk for upload, what is wrong
// with it if it cannot be used, and its Remove button (docs/decisions/0053-phone-photos.md).
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PhotoTile } from './photo-tile.tsx';

export type NewPhoto = {
  id: string;
  name: string;
  previewUrl: string;
  /** The file to upload once prepared. */
  file: File | null;
  problem: string | null;
};

export function NewPhotoTile({
  photo,
  number,
  onRemove,
}: {
  photo: NewPhoto;
  number: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PhotoTile
      src={photo.previewUrl}
      alt={t('addListing.photos.newAlt', { name: photo.name })}
      number={number}
      onRemove={onRemove}
    >
      {!photo.file && !photo.problem && (
        <span className="absolute inset-x-0 bottom-0 flex items-center gap-1 bg-black/60 px-2 py-1 text-xs text-white">
          <LoaderCircle aria-hidden="true" className="h-3 w-3 animate-spin" />
          {t('addListing.photos.preparing')}
        </span>
      )}
      {photo.problem && (
        <p
          role="alert"
          className="absolute inset-0 flex items-center bg-red-800 p-2 text-xs font-medium text-white"
        >
          {photo.problem}
        </p>
      )}
    </PhotoTile>
  );
}
