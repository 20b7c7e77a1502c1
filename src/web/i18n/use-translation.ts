// Texts in components (docs/decisions/0071-translations-compiled-and-split.md): `t(key, values)`
// in the language the site is read in, re-rendering when the language changes or more of the
// catalogue arrives.
import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, type Language, lingui, type MessageKey, type MessageValues } from './i18n.ts';
import { serverText } from './server-messages.ts';

let version = 0;
lingui.on('change', () => {
  version += 1;
});

const subscribe = (onChange: () => void) => lingui.on('change', onChange);
const getVersion = () => version;

export const useTranslation = (): {
  t: (key: MessageKey, values?: MessageValues) => string;
  language: Language;
} => {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  // A new `t` whenever the texts change, so memoised texts follow the language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` marks a change of texts
  const t = useCallback((key: MessageKey, values?: MessageValues) => lingui._(key, values), [current]);
  return { t, language: currentLanguage() };
};

/**
 * `serverText` for a component: a message from the server or a shared schema in the language the
 * site is read in, shown again when the language changes (server-messages.ts).
 */
export const useServerText = () => {
  useTranslation();
  return serverText;
};
