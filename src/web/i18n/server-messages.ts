// The server's messages in the reader's language
// (docs/decisions/0074-server-messages-in-the-readers-language.md). The server answers in English,
// word for word as docs/product/messages.md has it, and the shared schemas' checks
// speak English in the browser too. What a person is shown of them goes through `serverText`:
// read in Hindi, a message the catalogue's section `server` knows is given in Hindi (hindi.ts,
// which arrives with the Hindi catalogue and is switched on here by applyLanguage); any other
// message, and every message in English, is shown as it came. Components use `useServerText`
// (use-translation.ts), which shows them again when the language changes.
//
// This module imports nothing: the API client reads it, and an import of the translation set-up
// from there would tie the first render's chunks in a circle and cost it a kilobyte.

let inHindi: ((message: string) => string) | undefined;

/** Called by applyLanguage: how messages are said in Hindi, or undefined when the site is read in English. */
export const sayServerMessagesWith = (say: ((message: string) => string) | undefined) => {
  inHindi = say;
};

/** A message from the server or a shared schema, in the language the site is read in. */
export const serverText = (message: string): string => (inHindi ? inHindi(message) : message);
