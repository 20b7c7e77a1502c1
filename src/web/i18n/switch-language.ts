// Switching the language the site is read in (docs/decisions/0065-language-choice.md): the
// Hindi catalogue and the Hindi of the server's messages are fetched on the first switch to
// Hindi, and every text follows. Loaded by `applyLanguage` (i18n.ts) only when a language is
// applied.
import type { I18n } from '@lingui/core';
import { setHindiPlaceNames } from './hindi-place-names.ts';
import { sayServerMessagesWith } from './server-messages.ts';

/**
 * The site's translations (passed in by i18n.ts, which this module does not import back), the
 * language, and the locale numbers and dates are written in for it.
 */
type Switch = {
  lingui: I18n;
  language: 'en' | 'hi';
  locale: string;
  serverMessages?: 'wait' | 'later' | undefined;
};

let hindi: Promise<void> | undefined;
let hindiPlaces: Promise<void> | undefined;
let hindiServerMessages: Promise<void> | undefined;
/** How the server's messages are said in Hindi, once they are here (server-messages-hindi.ts). */
let serverTextInHindi: ((message: string) => string) | undefined;

/**
 * The Hindi of the server's messages, a chunk of its own
 * (docs/decisions/0074-server-messages-in-the-readers-language.md): it is switched on when it
 * arrives, if the site is read in Hindi by then.
 */
const loadHindiServerMessages = (lingui: I18n) => {
  hindiServerMessages ??= import('./server-messages-hindi.ts').then(
    (m) => {
      serverTextInHindi = m.serverTextIn((key, values) => lingui._(key, values));
      if (lingui.locale === 'hi') sayServerMessagesWith(serverTextInHindi);
      lingui.load('hi', m.messages);
    },
    (error: unknown) => {
      hindiServerMessages = undefined;
      throw error;
    },
  );
  return hindiServerMessages;
};

/**
 * Loads the language's catalogue if it is not here yet, then switches every text to it. The
 * Hindi of the server's messages is fetched at the same time; `serverMessages: 'later'` (the start
 * of the app) does not wait for it, since nothing the server said is on the first screen.
 */
export const switchLanguage = async ({ lingui, language, locale, serverMessages = 'wait' }: Switch) => {
  if (language === 'hi') {
    const server = loadHindiServerMessages(lingui);
    // Not fetched (offline): the messages stay in English, and the next switch tries again.
    server.catch(() => undefined);
    hindi ??= import('virtual:catalogue/hi').then((m) => lingui.load('hi', m.default));
    // City and locality names in Devanagari (docs/decisions/0104-place-names-in-hindi.md).
    hindiPlaces ??= import('./places-in-hindi.ts').then(setHindiPlaceNames);
    await Promise.all([hindi, hindiPlaces]);
    if (serverMessages === 'wait') await server;
  }
  sayServerMessagesWith(language === 'hi' ? serverTextInHindi : undefined);
  lingui.activate(language, [locale]);
  document.documentElement.lang = locale;
};
