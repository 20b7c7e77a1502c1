// Web component tests: each test starts on an empty page with empty storage and the
// real fetch back. The shared setup (src/test/setup.ts) already fails a test that
// logs console.error.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
