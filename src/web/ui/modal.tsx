// The one modal of the web app, under the kit's Dialog, the phone menu and the photo gallery.
// The native <dialog> opened with showModal() keeps focus inside, makes the page behind inert,
// closes on Escape and gives focus back to what had it; a tap on the backdrop closes it too.
// Each owner gives the look (className) and the accessible name.
import { type ComponentProps, useEffect, useRef } from 'react';

type ModalProps = Omit<ComponentProps<'dialog'>, 'open' | 'onClose' | 'onCancel' | 'ref'> & {
  /** Open while mounted unless told; the phone menu stays mounted and opens on demand. */
  open?: boolean;
  onClose: () => void;
  /** Escape asks `onClose` instead of closing at once (the gallery closes by going Back). */
  escapeAsksOwner?: boolean;
};

export function Modal({ open = true, onClose, escapeAsksOwner, onClick, children, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (open && !el?.open) el?.showModal();
    if (!open) el?.close();
    return () => el?.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively; the click only catches the backdrop.
    <dialog
      ref={ref}
      {...rest}
      onClose={onClose}
      onCancel={
        escapeAsksOwner
          ? (e) => {
              e.preventDefault();
              onClose();
            }
          : undefined
      }
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
        else onClick?.(e);
      }}
    >
      {children}
    </dialog>
  );
}
