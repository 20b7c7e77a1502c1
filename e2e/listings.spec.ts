// The poster's journey on a phone: post a listing with three photos into the home
// page's Recommended section, find it on its page, on the home page and in My
// Properties, edit it (new rent, one photo fewer), delete it and see it leave the home page.
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { type AdminAccount, giveSecondFactor, startServerWithAdminAccount } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import type { RunningServer } from './support/server.ts';

const unique = () => `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');

/** A real PNG with a different gradient per photo. */
const photo = async (seed: number) => {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x + seed * 70) % 256;
    pixels[i + 1] = (i / 3 / width + seed * 30) % 256;
    pixels[i + 2] = (seed * 90) % 256;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: `room-${seed}.png`, mimeType: 'image/png', buffer };
};

/**
 * Only an admin can put a listing into a home section, and admins are made by the
 * `admin` command on a stopped server's data: register on one server, grant, serve again.
 */
const serverWithAdmin = (account: AdminAccount) => startServerWithAdminAccount(account, `7${unique()}`);

const recommended = (page: Page) => page.getByRole('region', { name: 'Recommended Properties' });

let server: RunningServer | undefined;
test.afterAll(async () => {
  if (!server) return;
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

test('a poster lists a home with photos, edits it, deletes it and it leaves the home page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const email = `kavya.${id}@example.in`;
  const password = 'monsoon-terrace-47';
  const admin: AdminAccount = { fullName: 'Kavya Admin', email, password };
  server = await serverWithAdmin(admin);
  const at = (path: string) => `${server!.baseURL}${path}`;
  const login = await page.request.post(at('/api/user/login'), { data: { email, password } });
  expect(login.status()).toBe(200);
  await giveSecondFactor(page.request, server.baseURL, admin);
  await page.goto(at('/'));
  await expect(page.getByRole('heading', { name: 'Help you find the best place to stay.' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.state?.user?.email))
    .toBe(email);

  // Post it.
  await page.goto(at('/addlisting'));
  const main = page.getByRole('main');
  const locality = `Baner Lane ${id}`;
  const title = `2BHK Apartment in ${locality}`;
  await main.getByLabel('Locality').fill(locality);
  await main.getByLabel('Configuration').selectOption('_2BHK');
  await main.getByLabel('Preferred tenant').selectOption('FAMILY');
  await main.getByLabel('Furnishing status').selectOption('SEMI_FURNISHED');
  await main.getByLabel(/^Rent in/).fill('23456');
  await main.getByLabel('Security deposit in ₹').fill('50000');
  await main.getByLabel('Choose photos').setInputFiles([await photo(1), await photo(2), await photo(3)]);
  await expect(main.getByRole('button', { name: /^Remove photo/ })).toHaveCount(3);
  await main.getByRole('checkbox', { name: 'Lift' }).check();
  await main.getByRole('checkbox', { name: 'Recommended' }).check();
  await main.getByLabel('About the property').fill('Bright corner flat, ten minutes from the metro.');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Property Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/propertydetail\/\d+$/);

  // Its page.
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The rent, first as the headline figure, then in the move-in cost.
  await expect(main.getByText('₹23,456').first()).toBeVisible();
  await expect(main.getByRole('row', { name: "First month's rent ₹23,456" })).toBeVisible();
  await expect(main.getByRole('img', { name: `${title}, photo 3 of 3` })).toBeAttached();
  await expect(main.getByRole('button', { name: 'Get Contact Info' })).toBeVisible();
  const detailUrl = page.url();

  // On the home page and in My Properties.
  await page.goto(at('/'));
  await expect(recommended(page).getByRole('article', { name: title })).toBeVisible();
  await page.goto(at('/myproperties'));
  const card = main.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('₹23,456').first()).toBeVisible();

  // Edit: new rent, one photo fewer.
  await main.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/addlisting\?edit=\d+$/);
  await expect(main.getByLabel('Locality')).toHaveValue(locality);
  await main.getByLabel(/^Rent in/).fill('24999');
  await main.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(main.getByRole('button', { name: /^Remove photo/ })).toHaveCount(2);
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Property Updated Successfully')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(main.getByText('₹24,999').first()).toBeVisible();
  await expect(main.getByRole('img', { name: `${title}, photo 2 of 2` })).toBeAttached();
  await expect(main.getByRole('img', { name: `${title}, photo 3 of 3` })).toHaveCount(0);

  // The edit page also opens straight from its URL.
  await page.goto(at(`/addlisting?edit=${detailUrl.split('/').pop()}`));
  await expect(main.getByLabel(/^Rent in/)).toHaveValue('24999');
  await page.goto(detailUrl);
  // The fair-rent gauge asks for its figures once the page has shown; deleting before it asked
  // would leave it asking about a listing that is gone.
  await expect(main.getByText(/Not enough homes like this one yet|for a 2BHK in/).first()).toBeVisible();

  // Delete it.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Confirm to Delete');
    void dialog.accept();
  });
  await main.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Property Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/myproperties$/);
  await expect(main.getByRole('article', { name: title })).toHaveCount(0);

  await page.goto(at('/'));
  await expect(recommended(page).getByRole('article').first()).toBeVisible();
  await expect(recommended(page).getByRole('article', { name: title })).toHaveCount(0);
});
