// Web component tests: each test starts on an empty page with empty storage and the
// real fetch back, in English with every English text loaded (a test that wants Hindi calls chooseLanguage('hi') from
// src/web/i18n/use-language.ts). The shared setup (src/test/setup.ts) already fails a test
// that logs console.error.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { applyLanguage, currentLanguage, lingui, loadEnglishRest } from '../i18n/i18n.ts';

// Every page's English is here before a test renders, as it is before a page shows in the app.
await loadEnglishRest();

// A text asked for by a key no catalogue holds fails the test (the shared setup fails on console.error).
lingui.on('missing', ({ id, locale }) => console.error(`no ${locale} text for "${id}"`));

afterEach(async () => {
  cleanup();
  if (currentLanguage() !== 'en') await applyLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
