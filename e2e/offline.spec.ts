// Installed and offline (docs/decisions/0067-offline-and-install.md): the service worker keeps the
// app, a navigation without a network shows the homes this phone kept (wishlisted and recently
// viewed) under "You are offline", and back online the page comes back.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devices, type Locator, type Page } from '@playwright/test';
import { expect, followApp, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'allow' });

/** A user logged in through the WhatsApp OTP calls; the app picks the session up on its next load. */
const logInAs = async (page: Page, lastOtp: (to: string) => string | null) => {
  const mobile = `8${String(Date.now()).slice(-9)}`;
  expect((await page.request.post('/api/user/login/otp', { data: { mobile_no: mobile } })).ok()).toBe(true);
  const verify = await page.request.post('/api/user/login/verify', {
    data: { mobile_no: mobile, otp: lastOtp(`91${mobile}`), consent: true },
  });
  expect(verify.ok()).toBe(true);
};

/** Waits until this page's service worker is active, with the app precached. */
const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    }
    return worker.state;
  });

/** Failed requests while offline are logged by the browser; they are what this journey is about. */
const dropOfflineNoise = (errors: string[]) => {
  const rest = errors.filter(
    (e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(e),
  );
  errors.splice(0, errors.length, ...rest);
};

test('offline, the phone shows its wishlisted and recently viewed homes, and the page comes back online', async ({
  page,
  context,
  server,
  consoleErrors,
}) => {
  await logInAs(page, (to) => server.lastOtp(to));
  await page.goto('/');
  expect(await serviceWorkerReady(page)).toBe('activated');

  // Wishlist one home from its card, open another.
  const cards = page.getByRole('article');
  const saved = cards.nth(0);
  const savedTitle = (await saved.getByRole('heading').first().textContent())!.trim();
  await saved.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Wishlist Updated').first()).toBeVisible();
  const viewed = cards.nth(1);
  const viewedTitle = (await viewed.getByRole('heading').first().textContent())!.trim();
  await viewed.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: viewedTitle })).toBeVisible();
  const detailUrl = page.url();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const wishlist = page.getByRole('region', { name: 'Your wishlist' });
  await expect(wishlist.getByRole('heading', { name: savedTitle })).toBeVisible();
  await expect(wishlist.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('heading', { name: viewedTitle })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Thikana home' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline.png') });
  expect(page.url()).toBe(detailUrl);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: viewedTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  dropOfflineNoise(consoleErrors);
});

/** How much of an element a person sees: its opacity times every container's (0 when it is hidden behind a fade). */
const seenOpacity = (locator: Locator) =>
  locator.evaluate((element) => {
    let opacity = 1;
    for (let e: Element | null = element; e; e = e.parentElement)
      opacity *= Number(getComputedStyle(e).opacity);
    return opacity;
  });

test('a new release is offered until taken, across page changes and other messages, and Reload starts it', async ({
  page,
}) => {
  await page.goto('/');
  expect(await serviceWorkerReady(page)).toBe('activated');
  // The next release: a service worker that differs by a byte, as a deploy makes it.
  const swFile = path.join(process.env.E2E_WEB_DIST_DIR!, 'sw.js');
  const release = readFileSync(swFile, 'utf8');
  writeFileSync(swFile, `${release}\n// the next release\n`);
  try {
    await page.reload();
    const offer = page.getByText('A new version of Thikana is available');
    await expect(offer).toBeVisible({ timeout: 20_000 });
    // Another page, and another message shown there: the offer is still there to be read and pressed.
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expect(page).toHaveURL(/\/propertydetail\//);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await expect(page.getByText('You need to Login first')).toBeVisible();
    await page.waitForTimeout(1_000); // the other message's entrance, and any fade it brings, are over
    expect(await seenOpacity(offer)).toBe(1);
    await page.screenshot({ path: test.info().outputPath('update-offer.png') });
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForEvent('load');
    await expect(offer).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeFalsy();
  } finally {
    writeFileSync(swFile, release);
  }
});

test('the app can be installed: Chromium finds no installability error', async ({ playwright, server }) => {
  // A profile on disk: Chromium never offers to install from an incognito context.
  const profile = mkdtempSync(path.join(tmpdir(), 'thikana-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ...devices['Pixel 7'],
  });
  try {
    const page = followApp(await context.newPage());
    await page.goto(server.baseURL);
    expect(await serviceWorkerReady(page)).toBe('activated');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
