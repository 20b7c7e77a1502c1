// One checkbox with its label beside it and its error tied to it (an 18+ confirmation,
// a single flag). With react-hook-form, spread `register(name)` on it. Its error, often a shared
// schema's English words, is shown in the reader's language (serverText).
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useServerText } from '../i18n/use-translation.ts';
import { errorClass } from './control-class.ts';

export function Checkbox({
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string | undefined }) {
  const errorId = `${useId()}-error`;
  const serverText = useServerText();
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label className="flex min-h-11 items-center gap-3 text-slate-900">
        <input
          {...props}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={
            [error ? errorId : '', props['aria-describedby'] ?? ''].join(' ').trim() || undefined
          }
          className="size-5 shrink-0 accent-brand-700"
        />
        {label}
      </label>
      {error && (
        <p id={errorId} role="alert" className={errorClass}>
          {serverText(error)}
        </p>
      )}
    </div>
  );
}
