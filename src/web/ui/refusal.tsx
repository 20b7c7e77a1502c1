// What the server (or a shared schema) refused a form for, when no one field holds it: above the
// form's button, read out at once, in the reader's language (serverText). Empty: nothing shows.
import { useServerText } from '../i18n/use-translation.ts';

export function Refusal({ text }: { text: string }) {
  const serverText = useServerText();
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
      {serverText(text)}
    </p>
  );
}
