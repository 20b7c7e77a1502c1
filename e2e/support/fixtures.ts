// The test object every journey uses: a page that fails the test on any console
// error or uncaught exception, and `server`, the real app started for the spec file. The page's
// goto and reload return once the app has the page: a page the server drew shows before its
// script runs, and a tap before that would land on nothing
// (docs/decisions/0076-public-pages-rendered-on-the-server.md; a tap after it on a button is held,
// docs/decisions/0082-early-taps-are-kept.md).
import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { type RunningServer, startServer } from './server.ts';

type Fixtures = { consoleErrors: string[] };
type WorkerFixtures = { server: RunningServer };

/**
 * Waits until React has the page's root (createRoot or hydrateRoot has run, which marks the
 * element): from then on a tap reaches the app. A page without a root (an API answer) passes.
 */
const appHasPage = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

/**
 * Makes `page.goto` and `page.reload` return once the app has the page. The test's own page does
 * this already; a journey that opens pages of its own calls it on them.
 */
export const followApp = (page: Page) => {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appHasPage(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appHasPage(page);
    return response;
  };
  return page;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring argument.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) followApp(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // The address says which request failed: the message alone names only the status.
        if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
