// A page whose script built from one source module arrives late, as on a slow network.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

/**
 * A page of its own (the journeys' pages wait for the app before a tap, and these must not), whose
 * script built from `source` (a path under src/web) arrives `delayMs` late. Scripts are named by
 * their hash alone; the build's manifest says which file holds the source.
 */
export const pageWithLateScript = async (context: BrowserContext, source: string, delayMs = 2_000) => {
  const manifest = JSON.parse(
    readFileSync(path.join(process.env.E2E_WEB_DIST_DIR!, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`the build's manifest has no ${source}`);
  const page = await context.newPage();
  await page.route(`**/${file}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return page;
};
