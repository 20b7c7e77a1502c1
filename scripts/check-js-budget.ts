// The JavaScript the first render of `/` needs, brotli-compressed, must stay within budget
// (docs/decisions/0054-first-render-js-budget.md). Run by `npm run check` after a build. Reads the Vite manifest of the last build
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

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The files `/` needs before its first render, in load order. */
export const firstRenderFiles = (manifest: Manifest) => {
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
  if (!manifest[HOME_PAGE]) throw new Error(`the manifest has no ${HOME_PAGE}`);
  visit(HOME_PAGE);
  return [...files];
};

export const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

export const measureFirstRender = (distDir: string) => {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no ${manifestFile}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return firstRenderFiles(manifest).map((file) => ({
    file,
    brotli: brotliSize(readFileSync(path.join(distDir, file))),
  }));
};

if (process.argv[1]?.endsWith('check-js-budget.ts')) {
  const distDir = path.resolve(import.meta.dirname, '../dist/web');
  const files = measureFirstRender(distDir);
  const total = files.reduce((sum, f) => sum + f.brotli, 0);
  for (const f of files) console.info(`${(f.brotli / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.info(
    `first render of /: ${(total / 1024).toFixed(1)} KB brotli, ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
  );
  if (total > BUDGET_BYTES) process.exit(1);
}
