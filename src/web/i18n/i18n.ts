// The web app's translations (docs/decisions/0066-translation-catalogue.md and
// docs/decisions/0071-translations-compiled-and-split.md): one Lingui instance reading
// catalogues compiled at build time (scripts/catalogue.ts). The English the first render needs
// is built in; the rest of the English loads with the first other page; Hindi loads only when
// someone picks it, so an English visitor never downloads the Hindi catalogue.

import firstEnglish from 'virtual:catalogue/en/first';
import { setupI18n } from '@lingui/core';
import type { FormatLocale } from '../../shared/format.ts';
import type en from './locales/en.json';

export type Language = 'en' | 'hi';
export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The locale numbers and dates are written in (docs/product/language.md). */
export const localeOf = (language: Language): FormatLocale => (language === 'hi' ? 'hi-IN' : 'en-IN');

type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text's key, from the English catalogue: `nav.home`, `card.managedBy`, ... */
export type MessageKey = Keys<typeof en>;
/** The values a text's placeholders take: `t('card.managedBy', { who: 'Owner' })`. */
export type MessageValues = Record<string, string | number>;

export const lingui = setupI18n({ locale: 'en', locales: [localeOf('en')], messages: { en: firstEnglish } });

/** The language the texts are in now. */
export const currentLanguage = (): Language => (lingui.locale === 'hi' ? 'hi' : 'en');

/** A text in the language the site is read in now; for code outside components (toasts). */
export const translate = (key: MessageKey, values?: MessageValues) => lingui._(key, values);

/** The same, shaped like the hook's: `i18n.t('media.tooBig')`. */
export const i18n = { t: translate };

let englishRest: Promise<void> | undefined;

/** The English texts outside the first render; every page but the home waits for them. */
export const loadEnglishRest = () => {
  englishRest ??= import('virtual:catalogue/en/rest').then((m) => lingui.load('en', m.default));
  return englishRest;
};

/**
 * Code loaded after the first render whose texts are outside the first render's sections (the
 * footer, the end of the home page, the photo slides): it shows once its code and the rest of the
 * English are both here. `lazy(withTexts(() => import('./footer.tsx')))`.
 */
export const withTexts =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadEnglishRest()]).then(([module]) => module);

/**
 * Loads the language's catalogue if it is not here yet, then switches every text to it
 * (switch-language.ts). The switching code is a chunk of its own: an English first visit does not
 * download it.
 */
export const applyLanguage = (language: Language, options?: { serverMessages?: 'wait' | 'later' }) =>
  import('./switch-language.ts').then((m) =>
    m.switchLanguage({
      lingui,
      language,
      locale: localeOf(language),
      serverMessages: options?.serverMessages,
    }),
  );
