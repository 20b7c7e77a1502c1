// 'Add Images': previews of kept and new photos with Remove, at most 10 (the input is
// disabled at 10), and 'Please select image format' for a non-image
// (docs/product/listings.md#images).
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { MAX_LISTING_IMAGES } from '../../../shared/constants.ts';
import type { Photo } from '../../../shared/schemas/listing.ts';
import { NOT_AN_IMAGE, reportImageProblem } from '../../components/content/check-image-file.ts';
import { toast } from '../../toast.ts';

export type NewPhoto = { file: File; previewUrl: string };

export function ImagePicker(props: {
  kept: Photo[];
  added: NewPhoto[];
  onKeptChange: (kept: Photo[]) => void;
  onAddedChange: (added: NewPhoto[]) => void;
}) {
  const { kept, added, onKeptChange, onAddedChange } = props;
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

  const onPick = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    if (images.length < chosen.length) reportImageProblem(NOT_AN_IMAGE);
    const room = MAX_LISTING_IMAGES - total;
    if (images.length > room) toast.warning(`You can upload at most ${MAX_LISTING_IMAGES} images`);
    const next = images
      .slice(0, Math.max(0, room))
      .map((file) => ({ file, previewUrl: URL.createObjectURL(file) }));
    if (next.length > 0) onAddedChange([...added, ...next]);
  };

  const tile = 'relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-200';
  const remove =
    'absolute top-1 right-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow';
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">Add Images</legend>
      <p className="text-sm text-slate-600">
        Up to {MAX_LISTING_IMAGES} photos, JPEG, PNG or WEBP, 2 MB each. {total} of {MAX_LISTING_IMAGES}{' '}
        chosen.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {kept.map((photo, index) => (
          <li key={photo.lg} className={tile}>
            <img src={photo.sm} alt={`Listing view ${index + 1}`} className="h-full w-full object-cover" />
            <button
              type="button"
              className={remove}
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => onKeptChange(kept.filter((p) => p !== photo))}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
        {added.map((photo, index) => (
          <li key={photo.previewUrl} className={tile}>
            <img
              src={photo.previewUrl}
              alt={`New upload ${photo.file.name}`}
              className="h-full w-full object-cover"
            />
            <button
              type="button"
              className={remove}
              aria-label={`Remove photo ${kept.length + index + 1}`}
              onClick={() => {
                URL.revokeObjectURL(photo.previewUrl);
                onAddedChange(added.filter((p) => p !== photo));
              }}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
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
        {full ? 'Photo limit reached' : 'Choose photos'}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        className="sr-only"
        onChange={(e) => {
          onPick(e.target.files);
          e.target.value = '';
        }}
      />
    </fieldset>
  );
}
