// The round × that closes a dialog, a panel or a card: a 44 px target (docs/product/screens.md).
import { X } from 'lucide-react';

export function CloseButton(props: {
  label: string;
  onClick: () => void;
  /** Placement and colour beyond the shared look (e.g. `-mr-2`). */
  className?: string;
  /** The dark gallery's: a faint white hover and focus ring, a larger ×. */
  onDark?: boolean;
}) {
  const { label, onClick, className, onDark } = props;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full focus-visible:outline-2 ${
        onDark
          ? 'hover:bg-white/10 focus-visible:outline-white'
          : 'hover:bg-slate-100 focus-visible:outline-brand-700'
      } ${className ?? ''}`}
    >
      <X aria-hidden="true" className={onDark ? 'h-6 w-6' : 'h-5 w-5'} />
    </button>
  );
}
