export const labelClass = 'text-sm font-medium text-slate-800';
export const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

export function FieldError({ message }: { message?: string | undefined }) {
  return message ? <p className="text-sm text-red-700">{message}</p> : null;
}
