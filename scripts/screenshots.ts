// Screenshots of the real product for the README: the production build of the web app
// served by the real server on a freshly seeded demo, driven in Chromium on a phone
// (Pixel 7) and on a 1280x800 desktop. Writes docs/screenshots/<page>-<phone|desktop>.png.
// Run: node --import tsx scripts/screenshots.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { buildWeb } from './build-web.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The same flags as playwright.config.ts, so the pictures match what the journeys see.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const screens: Record<'phone' | 'desktop', BrowserContextOptions> = {
  // Pixel 7's CSS viewport at 2x rather than 2.625x: sharp enough for a README and a
  // fraction of the bytes.
  phone: { ...devices['Pixel 7'], deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

const account = {
  full_name: 'Asha Kulkarni',
  // Every run starts from a freshly seeded demo, so fixed details never collide.
  email: 'asha.kulkarni@example.in',
  mobile_no: '9820012345',
  user_type: 'owner',
  location: 'Mumbai',
  password: 'teal-balcony-monsoon-61',
  consent: true,
  confirm_age_18: true,
};

/** Builds the web app and seeds a demo DATA_DIR, as e2e/support/global-setup.ts does. */
const prepare = async () => {
  const built = mkdtempSync(path.join(tmpdir(), 'thikana-web-'));
  await buildWeb(built);
  const template = mkdtempSync(path.join(tmpdir(), 'thikana-template-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/seed.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: template, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  process.env.E2E_WEB_DIST_DIR = path.join(built, 'web');
  process.env.E2E_TEMPLATE_DATA_DIR = template;
  return () => {
    rmSync(built, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  };
};

/** Waits until the network is quiet and every picture in view has been decoded. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // In view means inside the window and inside every clipping ancestor: carousels and
  // sideways-scrolling sections hold lazy photos that never load while off-screen.
  // (No named functions inside: tsx would wrap them in a helper the page lacks.)
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      if (img.complete) return true;
      let { left, top, right, bottom } = img.getBoundingClientRect();
      for (let el = img.parentElement; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = el.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      const visible = right - left > 1 && bottom - top > 1 && bottom > 0 && top < innerHeight;
      return !(visible && right > 0 && left < innerWidth);
    }),
  );
  await page.evaluate(() => document.fonts.ready);
};

/** The viewport only: what a visitor sees first, and small enough for the README. */
const save = async (page: Page, name: string) => {
  await settle(page);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  // A 256-colour palette keeps photos recognisable at a fraction of the size.
  const png = await sharp(shot)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  const file = path.join(outDir, `${name}.png`);
  writeFileSync(file, png);
  console.info(`${path.relative(root, file)}  ${Math.round(statSync(file).size / 1024)} KB`);
};

/** Registers the demo poster (once) and logs the page's context in. */
const logIn = async (page: Page, register: boolean) => {
  if (register) {
    const registered = await page.request.post('/api/user/register', { data: account });
    if (!registered.ok())
      throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  }
  const login = await page.request.post('/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
};

const shoot = async (browser: Browser, server: RunningServer, screen: keyof typeof screens) => {
  const context = await browser.newContext({ ...screens[screen], baseURL: server.baseURL });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.warn(`page error: ${err.message}`));

  await page.goto('/');
  await page.getByRole('heading', { name: 'Help you find the best place to stay.' }).waitFor();
  await page.getByRole('region', { name: 'Recommended Properties' }).getByRole('article').first().waitFor();
  await page.getByRole('button', { name: 'Apartment', pressed: true }).waitFor();
  await save(page, `home-${screen}`);

  await page.goto('/search?city=Mumbai&property_type=APARTMENT');
  await page.getByRole('list', { name: 'Search results' }).getByRole('article').first().waitFor();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('dialog', { name: 'Filters' }).waitFor();
  await save(page, `search-${screen}`);
  await page.keyboard.press('Escape');

  await page.goto('/');
  const card = page.getByRole('region', { name: 'Recommended Properties' }).getByRole('article').first();
  await card.getByRole('link', { name: /View Details/ }).click();
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Get Contact Info' }).first().waitFor();
  await save(page, `detail-${screen}`);

  await logIn(page, screen === 'phone');
  // The form is for logged-in users only, and the app knows who is logged in once it
  // has restored the session on its first page.
  await page.goto('/');
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.state?.user);
  await page.goto('/addlisting');
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).waitFor();
  await save(page, `add-listing-${screen}`);

  await context.close();
};

process.chdir(root);
mkdirSync(outDir, { recursive: true });
const cleanUp = await prepare();
try {
  const server = await startServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      await shoot(browser, server, 'phone');
      await shoot(browser, server, 'desktop');
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  cleanUp();
}
