// A listing's first photo as a small square, or a house where it has none: conversations and
// booked visits name their home with it.
import { House } from 'lucide-react';

export function ListingThumb({ photo, className = '' }: { photo: string | null; className?: string }) {
  return (
    <span
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ${className}`}
    >
      {photo ? (
        <img src={photo} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
      ) : (
        <House aria-hidden="true" className="h-6 w-6 text-slate-400" />
      )}
    </span>
  );
}
