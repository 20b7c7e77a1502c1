// One titled section of the listing form, a fieldset whose fields sit in two columns
// from tablet width up.
import type { ReactNode } from 'react';

export function FormSection(props: { title: string; children: ReactNode; description?: string }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{props.title}</legend>
      {props.description && <p className="mb-3 text-sm text-slate-600">{props.description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
    </fieldset>
  );
}
