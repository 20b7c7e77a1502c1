// The language the person reads the site in, remembered on this device under
// `localLanguage` (docs/decisions/0065-language-choice.md). English until they pick Hindi
// from the header or the menu.

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { applyLanguage, currentLanguage, isLanguage, type Language } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

type LanguageChoice = { chosen: Language };

export const useLanguageChoice = create<LanguageChoice>()(
  persist(() => ({ chosen: 'en' as Language }), {
    name: 'localLanguage',
    storage: createJSONStorage(() => localStorage),
    merge: (persisted, current) => {
      const chosen = (persisted as Partial<LanguageChoice> | undefined)?.chosen;
      return { ...current, chosen: isLanguage(chosen) ? chosen : current.chosen };
    },
  }),
);

/** The language every text is in now: 'en' or 'hi'. Re-renders when it changes. */
export const useLanguage = (): Language => useTranslation().language;

/** The person picks a language: it is loaded, shown and remembered on this device. */
export const chooseLanguage = async (language: Language) => {
  await applyLanguage(language);
  useLanguageChoice.setState({ chosen: language });
};

/**
 * At start: the language picked earlier on this device, loaded before the first render (the
 * Hindi of the server's messages follows without holding it up).
 */
export const restoreLanguage = async () => {
  const { chosen } = useLanguageChoice.getState();
  if (chosen !== currentLanguage()) await applyLanguage(chosen, { serverMessages: 'later' });
};
