// Web component tests: each test starts on an empty page with empty storage and the
// real fetch back, in English (a test that wants Hindi calls chooseLanguage('hi') from
// src/web/i18n/use-language.ts). The shared setup (src/test/setup.ts) already fails a test
// that logs console.error.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { applyLanguage, currentLanguage } from '../i18n/i18n.ts';

afterEach(async () => {
  cleanup();
  if (currentLanguage() !== 'en') await applyLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
