import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, each with its own server on its own copy of the seeded data (the `server`
  // fixture is per worker); a file's journeys stay in order on one worker.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    trace: 'off',
    // The service worker would serve journeys from its caches across the shared server's data;
    // the offline journey (e2e/offline.spec.ts) allows it (docs/decisions/0067-offline-and-install.md).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every journey runs on a phone. The few whose layout differs on a desktop (the
  // dialog centred instead of a bottom sheet, the header's links instead of the menu)
  // run there too: those tagged @desktop, and the search journey with its filter popup.
  // Keep this list short: each doubles a journey's CI time.
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    {
      name: 'desktop',
      grep: [/@desktop/, /narrows homes with filters that live in the URL/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
});
