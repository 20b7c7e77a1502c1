// One photo of the picker, kept or new: its image, what the tile adds over it, and its Remove
// button (docs/product/listings.md#images).
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

export function PhotoTile(props: {
  src: string;
  alt: string;
  /** Its place in the picker, from 1, as the Remove button names it. */
  number: number;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-200">
      <img src={props.src} alt={props.alt} className="h-full w-full object-cover" />
      {props.children}
      <button
        type="button"
        className="absolute top-1 right-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow"
        aria-label={t('addListing.photos.remove', { number: props.number })}
        onClick={props.onRemove}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
