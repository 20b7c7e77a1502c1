// The server refuses bad input with { message, errors: [{ field, message }] }, one
// entry per bad field (docs/product/api.md). This puts each message on the form's
// field of that name, so it shows under the control and not only in a toast. The messages are
// kept in the server's English words; Field and the toast show them in the reader's language
// (docs/decisions/0074-server-messages-in-the-readers-language.md).
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, messageOf } from '../api/client.ts';
import { toast } from '../toast.ts';

/**
 * Sets the server's field errors on the fields the form has (a nested name such as
 * `description.0.hyperlink` lands on that control) and focuses the first. Returns
 * true when at least one field got its message.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
): boolean => {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.keys(form.getValues() ?? {});
  let isShown = false;
  for (const entry of error.errors ?? []) {
    if (!fields.includes(entry.field.split('.')[0] ?? '')) continue;
    form.setError(
      entry.field as Path<T>,
      { type: 'server', message: entry.message },
      { shouldFocus: !isShown },
    );
    isShown = true;
  }
  return isShown;
};

/**
 * For forms whose own checks speak in a toast (the OTP screens): the server's message
 * for a field shows under it; a failed check in the browser only marks the field.
 */
export const serverErrorOnly = (error: FieldError | undefined): string | boolean =>
  error?.type === 'server' ? (error.message ?? true) : Boolean(error);

/**
 * A refused request on a form: the fields it names get their messages, and a toast
 * says the first field's message, else the server's (or `fallback` when the server
 * never answered).
 */
export const reportServerError = <T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  fallback?: string,
) => {
  applyServerErrors(error, form);
  toast.error((error instanceof ApiError && error.errors?.[0]?.message) || messageOf(error, fallback));
};
