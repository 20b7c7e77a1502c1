// The test object every journey uses: a page that fails the test on any console
// error or uncaught exception, and `server`, the real app started for the spec file.
import { test as base, expect } from '@playwright/test';
import { type RunningServer, startServer } from './server.ts';

type Fixtures = { consoleErrors: string[] };
type WorkerFixtures = { server: RunningServer };

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
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
