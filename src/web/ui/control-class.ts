// The one look of a text control (input, select, textarea): 44 px tall at least
// (docs/product/screens.md), a teal focus ring, a red border when invalid.
export const controlClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-100 ' +
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-200';

export const labelClass = 'text-sm font-medium text-slate-800';
export const hintClass = 'text-sm text-slate-600';
export const errorClass = 'text-sm font-medium text-red-700';

/** A file input: the picker button in the kit's look, the file name beside it. */
export const fileInputClass =
  'block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 ' +
  'file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800';
