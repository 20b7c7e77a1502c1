// The web app's translations (docs/decisions/0066-translation-catalogue.md): one i18next
// instance, English built in, Hindi fetched only when someone picks it, so an English
// visitor never downloads the Hindi catalogue.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];
export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The locale numbers and dates are written in (docs/product/language.md). */
export const localeOf = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The language the texts are in now. */
export const currentLanguage = (): Language => (i18n.language === 'hi' ? 'hi' : 'en');

/** Loads the language's catalogue if it is not here yet, then switches every text to it. */
export const applyLanguage = async (language: Language) => {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const catalogue = (await import('./locales/hi.json')).default;
    i18n.addResourceBundle(language, 'translation', catalogue);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = localeOf(language);
};
