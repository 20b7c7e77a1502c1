// Phone photos and the listing draft, on a phone: three 12 MP camera-sized JPEGs of about
// 5 MB each (over the server's 2 MB limit) are shrunk in the browser and posted; a form
// reloaded halfway comes back with what was typed.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';

const unique = () => `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');

const photosDir = mkdtempSync(path.join(tmpdir(), 'thikana-phone-photos-'));
test.afterAll(() => rmSync(photosDir, { recursive: true, force: true }));

/** A 4000 x 3000 JPEG of noise over grey: as hard to compress as a camera photo, about 5 MB. */
const cameraPhoto = async (n: number) => {
  const file = path.join(photosDir, `IMG_2026112${n}_0930.jpg`);
  await sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } })
    .linear(0.3, 60 + n * 20)
    .jpeg({ quality: 87 })
    .toFile(file);
  return file;
};

/** A new owner, logged in through the API, the app aware of them. */
const logInNewOwner = async (page: Page) => {
  const id = unique();
  const email = `meera.${id}@example.in`;
  const password = 'monsoon-terrace-47';
  const registered = await page.request.post('/api/user/register', {
    data: {
      full_name: 'Meera Kulkarni',
      email,
      mobile_no: `8${id}`.padEnd(10, '7').slice(0, 10),
      user_type: 'owner',
      location: 'Pune',
      password,
      consent: true,
      confirm_age_18: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  expect((await page.request.post('/api/user/login', { data: { email, password } })).status()).toBe(200);
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.state?.user?.email))
    .toBe(email);
  return id;
};

const fillTheForm = async (page: Page, locality: string) => {
  const main = page.getByRole('main');
  await main.getByLabel('Locality').fill(locality);
  await main.getByLabel('Configuration').selectOption('_2BHK');
  await main.getByLabel('Preferred tenant').selectOption('FAMILY');
  await main.getByLabel('Furnishing status').selectOption('SEMI_FURNISHED');
  await main.getByLabel(/^Rent in/).fill('18500');
  await main.getByLabel('Security deposit in ₹').fill('40000');
};

test('three 5 MB camera photos are made smaller on the phone and appear on the listing', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const files = [await cameraPhoto(1), await cameraPhoto(2), await cameraPhoto(3)];
  for (const file of files) expect(statSync(file).size).toBeGreaterThan(4 * 1024 * 1024);
  const id = await logInNewOwner(page);
  await page.goto('/addlisting');
  const main = page.getByRole('main');
  const locality = `Aundh Road ${id}`;
  await fillTheForm(page, locality);
  await main.getByLabel('Choose photos').setInputFiles(files);
  for (const file of files) {
    await expect(main.getByRole('img', { name: `New upload ${path.basename(file)}` })).toBeVisible();
  }
  await expect(main.getByRole('alert')).toHaveCount(0);

  // The connection drops during the first try; the form is kept and the second try goes through.
  await page.route('**/api/listing/addListing', (route) => route.abort('connectionreset'), { times: 1 });
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByText(/The upload stopped: the connection dropped/)).toBeVisible();
  await expect(main.getByLabel('Locality')).toHaveValue(locality);
  await expect(main.getByRole('img', { name: /^New upload / })).toHaveCount(3);
  // The browser logs the dropped request; that one failure is this test's doing.
  const dropped = consoleErrors.findIndex((e) => e.includes('ERR_CONNECTION_RESET'));
  expect(dropped).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(dropped, 1);
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Property Added Successfully')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/propertydetail\/\d+$/);

  const title = `2BHK Apartment in ${locality}`;
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const third = main.getByRole('img', { name: `${title}, photo 3 of 3` });
  await expect(third).toBeAttached();
  const first = main.getByRole('img', { name: `${title}, photo 1 of 3` });
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The draft went with the posting: a new form starts empty.
  await page.goto('/addlisting');
  await expect(main.getByLabel('Locality')).toHaveValue('');
  await expect(main.getByText('Your unfinished listing was kept on this phone.')).toHaveCount(0);
});

test('a HEIC photo this browser cannot open is refused with a message naming it', async ({ page }) => {
  await logInNewOwner(page);
  await page.goto('/addlisting');
  const main = page.getByRole('main');
  await main.getByLabel('Choose photos').setInputFiles({
    name: 'IMG_4512.HEIC',
    mimeType: 'image/heic',
    buffer: Buffer.concat([Buffer.from('\0\0\0\x18ftypheic'), randomBytes(2048)]),
  });
  await expect(main.getByRole('alert')).toContainText(
    'IMG_4512.HEIC is a HEIC photo, which this browser cannot open',
  );
  await main.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('a listing form reloaded halfway comes back with what was typed', async ({ page }) => {
  const id = await logInNewOwner(page);
  await page.goto('/addlisting');
  const main = page.getByRole('main');
  const locality = `Kothrud Lane ${id}`;
  await fillTheForm(page, locality);
  await main.getByLabel('About the property').fill('Quiet flat near the hills, morning sun.');
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('thikana:listing-draft:'))),
    )
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.entries(localStorage)
          .find(([k]) => k.startsWith('thikana:listing-draft:'))?.[1]
          ?.includes('morning sun'),
      ),
    )
    .toBe(true);

  await page.reload();
  await expect(main.getByText('Your unfinished listing was kept on this phone.')).toBeVisible();
  await expect(main.getByLabel('Locality')).toHaveValue(locality);
  await expect(main.getByLabel(/^Rent in/)).toHaveValue('18500');
  await expect(main.getByLabel('Configuration')).toHaveValue('_2BHK');
  await expect(main.getByLabel('About the property')).toHaveValue('Quiet flat near the hills, morning sun.');

  await main.getByRole('button', { name: 'Start over' }).click();
  await expect(main.getByLabel('Locality')).toHaveValue('');
  await expect(main.getByText('Your unfinished listing was kept on this phone.')).toHaveCount(0);
});
