// Labelled form controls for the listing form: every control has a visible label
// and its error is tied to it, so screen readers and tests find it by name.
import type { ReactNode } from 'react';

export const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700';

export function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.children}
      {props.hint && !props.error && <p className="text-sm text-slate-600">{props.hint}</p>}
      {props.error && (
        <p id={`${props.id}-error`} className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function FormSection(props: { title: string; children: ReactNode; description?: string }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{props.title}</legend>
      {props.description && <p className="mb-3 text-sm text-slate-600">{props.description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
    </fieldset>
  );
}

/** aria props for a control with an optional error. */
export const errorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
