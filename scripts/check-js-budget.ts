// The JavaScript the first render of `/` needs, brotli-compressed, must stay within budget
// (docs/decisions/0054-first-render-js-budget.md), and so must a listing's page
// (docs/decisions/0150-a-listing-page-pays-its-way.md). Run by `npm run check` after a build. Reads the Vite manifest of the last build
// (dist/web/.vite/manifest.json): the entry script and everything it imports statically, plus
// the home page's own chunk and its static imports (the router loads it before the first
// render). Dynamic imports (other pages, the toaster, dialogs) are not counted. Prints the
// figure; exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The goal (docs/decisions/0054-first-render-js-budget.md), and since
 * docs/decisions/0085-fewer-larger-script-files.md (99.6 KB) what the check enforces. Until then the
 * ceiling was the figure reached so far, paid for step by step up to 106.8 KB.
 */
export const BUDGET_BYTES = 100 * 1024;
const HOME_PAGE = 'pages/home/home-page.tsx';

/**
 * A listing's page before it is taken over: 161 KB when the visits' and the messages' screens
 * and zod came with it, 124.7 KB once they wait for a tap
 * (docs/decisions/0150-a-listing-page-pays-its-way.md). What the page fetches after its first
 * render (the rest of the English texts, the footer, the gauge) is in `npm run bench:web`'s
 * 250 KB first view.
 */
export const LISTING_BUDGET_BYTES = 130 * 1024;
export const LISTING_PAGE = 'pages/property-detail/property-detail-page.tsx';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The files `page` (by default `/`) needs before its first render, in load order. */
export const firstRenderFiles = (manifest: Manifest, page = HOME_PAGE) => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest names no entry');
  visit(entry);
  if (!manifest[page]) throw new Error(`the manifest has no ${page}`);
  visit(page);
  return [...files];
};

export const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

export const measureFirstRender = (distDir: string, page = HOME_PAGE) => {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no ${manifestFile}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return firstRenderFiles(manifest, page).map((file) => ({
    file,
    brotli: brotliSize(readFileSync(path.join(distDir, file))),
  }));
};

if (process.argv[1]?.endsWith('check-js-budget.ts')) {
  const distDir = path.resolve(import.meta.dirname, '../dist/web');
  const checks = [
    ['/', HOME_PAGE, BUDGET_BYTES],
    ['a listing', LISTING_PAGE, LISTING_BUDGET_BYTES],
  ] as const;
  let over = false;
  for (const [label, page, budget] of checks) {
    const files = measureFirstRender(distDir, page);
    const total = files.reduce((sum, f) => sum + f.brotli, 0);
    for (const f of files) console.info(`${(f.brotli / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
    const verdict = total <= budget ? 'within' : 'OVER';
    console.info(
      `first render of ${label}: ${(total / 1024).toFixed(1)} KB brotli, ${verdict} the ${budget / 1024} KB budget`,
    );
    over ||= total > budget;
  }
  if (over) process.exit(1);
}
