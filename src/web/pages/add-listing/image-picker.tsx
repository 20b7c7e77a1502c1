// 'Add Images': previews of kept and new photos with Remove, at most 10 (the input is
// disabled at 10), and 'Please select image format' for a non-image
// (docs/product/listings.md#images). Each new photo shows its thumbnail at once and is
// shrunk for upload in the background (shrink-photo.ts); a photo that cannot be used says
// so on its own tile, naming it (docs/decisions/0053-phone-photos.md). An image of a type we
// do not take (a GIF, judged by its first bytes) is never converted: its tile says 'Invalid file
// type...' at once (docs/decisions/0105-photo-types-at-pick-time.md).
import { ImagePlus } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useId, useRef } from 'react';
import { MAX_LISTING_IMAGES } from '../../../shared/constants.ts';
import type { Photo } from '../../../shared/schemas/listing.ts';
import {
  type ChosenImage,
  judgeChosenImage,
  notAnImage,
  reportImageProblem,
} from '../../components/content/check-image-file.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { KeptPhotoTile } from './kept-photo-tile.tsx';
import { type NewPhoto, NewPhotoTile } from './new-photo-tile.tsx';

import { PhotoProblem, shrinkPhoto } from './shrink-photo.ts';

const isUsable = (is: ChosenImage) => is === 'stored' || is === 'heic';

export function ImagePicker(props: {
  kept: Photo[];
  added: NewPhoto[];
  onKeptChange: (kept: Photo[]) => void;
  setAdded: Dispatch<SetStateAction<NewPhoto[]>>;
}) {
  const { kept, added, onKeptChange, setAdded } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const total = kept.length + added.length;
  const full = total >= MAX_LISTING_IMAGES;

  // Previews still shown when the form goes away are released then.
  const addedRef = useRef(added);
  addedRef.current = added;
  useEffect(
    () => () => {
      for (const p of addedRef.current) URL.revokeObjectURL(p.previewUrl);
    },
    [],
  );

  const prepare = (photo: NewPhoto, original: File) => {
    const update = (change: Partial<NewPhoto>) =>
      setAdded((list) => list.map((p) => (p.id === photo.id ? { ...p, ...change } : p)));
    shrinkPhoto(original).then(
      (file) => update({ file }),
      (error: unknown) =>
        update({
          problem:
            error instanceof PhotoProblem
              ? t(`addListing.photos.${error.reason}`, { name: error.fileName })
              : t('addListing.photos.cannotOpen', { name: original.name }),
        }),
    );
  };

  const onPick = async (files: File[]) => {
    const judged = await Promise.all(files.map(async (file) => ({ file, is: await judgeChosenImage(file) })));
    const images = judged.filter((j) => j.is !== 'notAnImage');
    if (images.length < judged.length) reportImageProblem(notAnImage());
    const room = MAX_LISTING_IMAGES - total;
    if (images.length > room) toast.warning(t('addListing.photos.tooMany', { max: MAX_LISTING_IMAGES }));
    const picked = images.slice(0, Math.max(0, room)).map(({ file, is }) => ({
      original: file,
      is,
      photo: {
        id: crypto.randomUUID(),
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        file: null,
        problem: is === 'wrongType' ? t('addListing.photos.wrongType', { name: file.name }) : null,
      } satisfies NewPhoto,
    }));
    if (picked.length === 0) return;
    setAdded((list) => [...list, ...picked.map((p) => p.photo)]);
    for (const { photo, original, is } of picked) if (isUsable(is)) prepare(photo, original);
  };

  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t('addListing.photos.title')}</legend>
      <p className="text-sm text-slate-600">
        {t('addListing.photos.hint', { max: MAX_LISTING_IMAGES, total })}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {kept.map((photo, index) => (
          <KeptPhotoTile
            key={photo.lg}
            photo={photo}
            number={index + 1}
            onRemove={() => onKeptChange(kept.filter((p) => p !== photo))}
          />
        ))}
        {added.map((photo, index) => (
          <NewPhotoTile
            key={photo.id}
            photo={photo}
            number={kept.length + index + 1}
            onRemove={() => {
              URL.revokeObjectURL(photo.previewUrl);
              setAdded((list) => list.filter((p) => p.id !== photo.id));
            }}
          />
        ))}
      </ul>
      <label
        htmlFor={inputId}
        className={`mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-dashed px-4 font-semibold ${
          full
            ? 'cursor-not-allowed border-slate-300 text-slate-500'
            : 'cursor-pointer border-brand-700 text-brand-800 hover:bg-brand-50'
        }`}
      >
        <ImagePlus aria-hidden="true" className="h-5 w-5" />
        {full ? t('addListing.photos.limitReached') : t('addListing.photos.choose')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*,.heic,.heif"
        multiple
        disabled={full}
        className="sr-only"
        onChange={(e) => {
          void onPick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </fieldset>
  );
}
