// The web app's built files, found by the source they were built from. Scripts are named by their
// hash alone (docs/decisions/0085-fewer-larger-script-files.md); the build's manifest says which
// file holds which source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

/** The path (`assets/…js`) of the script built from `source`, a manifest key: a path under src/web. */
export const builtFile = (source: string) => {
  const manifest = JSON.parse(
    readFileSync(path.join(process.env.E2E_WEB_DIST_DIR!, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`the build's manifest has no ${source}`);
  return file;
};

/**
 * A page of its own (the journeys' pages wait for the app before a tap, and these must not), whose
 * script built from `source` arrives `delayMs` late, as on a slow network.
 */
export const pageWithLateScript = async (context: BrowserContext, source: string, delayMs = 2_000) => {
  const file = builtFile(source);
  const page = await context.newPage();
  await page.route(`**/${file}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return page;
};
