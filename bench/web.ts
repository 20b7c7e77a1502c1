// `npm run bench:web`: what a phone downloads for a first visit. Builds the web app, starts
// the production server on a fresh demo (embedded PGlite, demo seed), and opens `/`,
// `/search?city=Mumbai`, a listing's page and `/rents/mumbai` in Chromium (/usr/bin/chromium)
// with a Pixel 7 viewport and a cold cache, one new browser context per page. For each page it
// counts the requests and the bytes transferred (compressed, as sent) by kind: HTML, JS, CSS,
// images, API JSON, fonts and other, and the answers its HTML carries for its first render (the
// drawn page's `thikana-queries` block, uncompressed), against the budgets of
// docs/decisions/0150-a-listing-page-pays-its-way.md; the service worker is blocked there, and
// what it precaches after the first visit is counted on its own. Then Lighthouse 12 (bench/lighthouse.ts, mobile preset, simulated
// throttling) runs each page `--runs` times (default 5) and the medians are kept. Writes the
// figures to bench/RESULTS.md and prints them. Last, it measures what drawing each page costs
// the server: its HTML drawn (a first visit) against left to the browser, requests per second.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices, type Request } from '@playwright/test';
import autocannon from 'autocannon';
import { OWN_VIEW_COOKIE } from '../src/shared/own-view.ts';
import { lighthouseMedians } from './lighthouse.ts';
import { writeResults } from './results.ts';
import { startServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

const startWebServer = (dataDir: string) =>
  startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    PAYMENT_GATEWAY: 'test',
    MESSAGE_OUTBOX: 'true',
    WEB_DIST_DIR: path.join(root, 'dist/web'),
  });

const KINDS = ['html', 'js', 'css', 'image', 'api', 'font', 'other'] as const;
type Kind = (typeof KINDS)[number];

const kindOf = (request: Request): Kind => {
  switch (request.resourceType()) {
    case 'document':
      return 'html';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'image':
      return 'image';
    case 'fetch':
    case 'xhr':
      return 'api';
    case 'font':
      return 'font';
    default:
      return 'other';
  }
};

type Tally = Record<Kind, { requests: number; bytes: number }>;

const visit = async (url: string): Promise<Tally> => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(url, { waitUntil: 'networkidle' });
    // On a busy machine the network can be idle for half a second while the phone's CPU reads the
    // first scripts: the first view is over once nothing more is asked for 3 s.
    for (let seen = -1; seen !== finished.length; ) {
      seen = finished.length;
      await page.waitForTimeout(3_000);
      await page.waitForLoadState('networkidle');
    }
    const tally = Object.fromEntries(KINDS.map((k) => [k, { requests: 0, bytes: 0 }])) as Tally;
    for (const request of finished) {
      const sizes = await request.sizes();
      const entry = tally[kindOf(request)];
      entry.requests += 1;
      entry.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    return tally;
  } finally {
    await browser.close();
  }
};

const firstListingPath = async (base: string) => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const href = await page.locator('a[href^="/propertydetail/"]').first().getAttribute('href');
    if (!href) throw new Error('no listing on the home page');
    return href;
  } finally {
    await browser.close();
  }
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The answers a drawn page carries for its first render, as its HTML holds them (bytes). */
const inlineAnswerBytes = async (url: string) => {
  const html = await (await fetch(url)).text();
  const block = html.match(
    /<script type="application\/json" id="thikana-(?:queries|answers)">(.*?)<\/script>/s,
  );
  return block ? Buffer.byteLength(block[1]!) : 0;
};

/** docs/decisions/0150-a-listing-page-pays-its-way.md */
const FIRST_VIEW_BUDGET_KB = 250;
const INLINE_ANSWERS_BUDGET_KB = 12;

/** What the service worker downloads after a first visit: its precache list, as the server sends it (brotli). */
const precacheBytes = () => {
  const dist = path.join(root, 'dist/web');
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  const bytes = urls.reduce((sum, url) => {
    const file = path.join(dist, url);
    return sum + statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
  }, 0);
  return { files: urls.length, bytes };
};

const DRAW_CONNECTIONS = 10;
const DRAW_SECONDS = 5;

/** Requests per second and latency of GET `url` with `headers`. */
const htmlThroughput = async (url: string, headers: Record<string, string>) => {
  const result = await autocannon({ url, connections: DRAW_CONNECTIONS, duration: DRAW_SECONDS, headers });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} not 2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-bench-web-'));
const server = await startWebServer(dataDir);
try {
  const detail = await firstListingPath(server.base);
  const pages = [
    ['/', '/'],
    ['/search', '/search?city=Mumbai'],
    ['detail page', detail],
    ['/rents/mumbai', '/rents/mumbai'],
  ] as const;
  const rows: string[] = [];
  for (const [label, pagePath] of pages) {
    const tally = await visit(`${server.base}${pagePath}`);
    const inline = await inlineAnswerBytes(`${server.base}${pagePath}`);
    const total = KINDS.reduce((sum, k) => sum + tally[k].bytes, 0);
    const requests = KINDS.reduce((sum, k) => sum + tally[k].requests, 0);
    rows.push(
      `| ${label} | ${requests} | ${KINDS.map((k) => `${kb(tally[k].bytes)} (${tally[k].requests})`).join(' | ')} | ${kb(total)} | ${kb(inline)} |`,
    );
    console.info(rows.at(-1));
  }
  const lighthouseRows: string[] = [];
  for (const [label, pagePath] of pages) {
    const m = await lighthouseMedians(`${server.base}${pagePath}`, RUNS);
    lighthouseRows.push(
      `| ${label} | ${m.score} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms |`,
    );
    console.info(lighthouseRows.at(-1));
  }
  // What drawing a page costs the server: the page drawn (a first visit) against the same page
  // left to the browser (a device with its own view), in turn, same connections.
  const drawRows: string[] = [];
  for (const [label, pagePath] of pages) {
    const drawn = await htmlThroughput(`${server.base}${pagePath}`, {});
    const left = await htmlThroughput(`${server.base}${pagePath}`, { cookie: `${OWN_VIEW_COOKIE}=1` });
    drawRows.push(
      `| ${label} | ${Math.round(drawn.rps)} | ${drawn.p50} / ${drawn.p99} ms | ${Math.round(left.rps)} | ${left.p50} / ${left.p99} ms | ${(drawn.rps / left.rps).toFixed(2)} |`,
    );
    console.info(drawRows.at(-1));
  }
  const precache = precacheBytes();
  const table = [
    `| page | requests | ${KINDS.join(' | ')} | total KB | inline answers KB |`,
    `| --- | --- | ${KINDS.map(() => '---').join(' | ')} | --- | --- |`,
    ...rows,
  ].join('\n');
  const report = [
    '## A first visit on a phone',
    '',
    `Written by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}.`,
    'First visit on a Pixel 7 viewport in Chromium, cold cache, production build and server,',
    'fresh demo data. Bytes are as transferred (compressed bodies plus headers), in KB, with',
    'the number of requests in brackets; inline answers are the answers the HTML carries for the',
    `first render, uncompressed. Budgets: a listing's first view ${FIRST_VIEW_BUDGET_KB} KB, inline answers`,
    `${INLINE_ANSWERS_BUDGET_KB} KB a page (docs/decisions/0150-a-listing-page-pays-its-way.md).`,
    '',
    table,
    '',
    `After the first visit the service worker precaches ${precache.files} files, ${kb(precache.bytes)} KB`,
    'as the server sends them (brotli), for offline use (docs/decisions/0067-offline-and-install.md).',
    '',
    `### Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : ''}`,
    '',
    'Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown), headless Chromium. The',
    'machine is shared and noisy: read the figures as a range, not a point.',
    '',
    '| page | performance | LCP | CLS | TBT |',
    '| --- | --- | --- | --- | --- |',
    ...lighthouseRows,
    '',
    '### Drawing the page on the server',
    '',
    `The page's HTML, ${DRAW_CONNECTIONS} connections for ${DRAW_SECONDS} s each, drawn on the server (a first`,
    'visit) and left to the browser (a device showing its own city or language), in turn',
    '(docs/decisions/0076-public-pages-rendered-on-the-server.md).',
    '',
    '| page | drawn req/s | p50 / p99 | left req/s | p50 / p99 | ratio |',
    '| --- | --- | --- | --- | --- | --- |',
    ...drawRows,
    '',
  ].join('\n');
  writeResults('bench:web', report);
  console.info(report);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
