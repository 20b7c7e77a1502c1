// The 'Contact' popup of Call Now: the number, with a tel: link that dials on phones.
// A native modal <dialog> gives focus trapping and Escape for free; on phones it sits
// at the bottom as a sheet (docs/product/screens.md#look-and-feel).
import { Phone, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

const display = (tenDigits: string) => `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;

export function CallDialog(props: { serviceName: string; phone: string; onClose: () => void }) {
  const { serviceName, phone, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively; the click only catches the backdrop.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="mx-auto mt-auto mb-0 w-full max-w-md rounded-t-2xl bg-white p-0 backdrop:bg-slate-900/50 sm:my-auto sm:rounded-2xl"
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            Contact
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <p className="text-slate-700">{serviceName}</p>
        <a
          href={`tel:+91${phone}`}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-500 px-4 text-lg font-semibold text-slate-950 hover:bg-accent-400"
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          {display(phone)}
        </a>
      </div>
    </dialog>
  );
}
