// The kit's modal dialog: a bottom sheet on phones, centred on larger screens
// (docs/product/screens.md#look-and-feel), with a title, an optional description and a close
// button. Focus, Escape and the backdrop are the Modal's. Mount it to open it; `onClose`
// unmounts it.
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CloseButton } from './close-button.tsx';
import { Modal } from './modal.tsx';

export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A short line under the title, read out with it. */
  description?: ReactNode;
}) {
  const { title, onClose, children, description } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();

  return (
    <Modal
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      className="mx-auto mt-auto mb-0 max-h-[90dvh] w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-0 text-slate-900 backdrop:bg-slate-900/50 sm:my-auto sm:rounded-2xl"
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-xl font-semibold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          <CloseButton label={t('ui.close')} onClick={onClose} className="-mt-2 -mr-2 shrink-0" />
        </div>
        {children}
      </div>
    </Modal>
  );
}
