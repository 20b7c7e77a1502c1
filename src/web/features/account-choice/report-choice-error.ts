// A refused step of the account choice: a toast says the server's words, and the field the
// answer names shows them too.
import { ApiError } from '../../api/client.ts';
import { serverMessage } from '../../components/auth-panel.tsx';
import { toast } from '../../toast.ts';

export const reportChoiceError = (error: unknown) => toast.error(serverMessage(error));

/** The message of the field `name`, when the refusal names it. */
export const fieldErrorOf = (error: unknown, name: string) =>
  error instanceof ApiError ? error.errors?.find((entry) => entry.field === name)?.message : undefined;
