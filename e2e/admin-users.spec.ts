// The users page on a phone: an admin finds a poster by the phone number written the
// way people write it, suspends them (their home leaves search, they cannot post),
// restores them (the home is back), and the account's history shows both, with who
// and why. Data of its own: a poster in Kota, a city no other journey uses.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from './support/admin.ts';
import { postHome, sendHome } from './support/post-home.ts';

/** Longer than a visitor's search is kept (PUBLIC_CACHE_SECONDS, 5 s by default). */
const KEPT_SEARCH_MS = 15_000;

const inSearch = async (request: APIRequestContext, title: string) => {
  const res = await request.post('/api/listing/searchProperties', {
    data: { location: 'Kota', sort: 'newest', limit: 50 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).properties.some((p: { title: string }) => p.title === title);
};

test('an admin finds a poster by phone, suspends them and restores them, and the history shows both', async ({
  page,
  server,
  admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString().slice(-6);
  const locality = `Talwandi Sector ${stamp}`;
  const title = `1BHK Apartment in ${locality}`;
  const mobile = `8${String(Date.now()).slice(-9)}`;

  // A poster signs up with WhatsApp and lists a home in Kota.
  const poster = await playwright.request.newContext({ baseURL });
  expect((await poster.post('/api/user/login/otp', { data: { mobile_no: mobile } })).ok()).toBe(true);
  const verified = await poster.post('/api/user/login/verify', {
    data: { mobile_no: mobile, otp: server.lastOtp(`91${mobile}`), consent: true },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  await poster.post('/api/user/updateUser', { data: { full_name: 'Harish Meena', location: 'Kota' } });
  const home = { city: 'Kota', locality, full_name: 'Harish Meena', mobile_no: mobile, rent: 9_000 };
  await postHome(poster, home);
  const visitor = await playwright.request.newContext({ baseURL });
  expect(await inSearch(visitor, title)).toBe(true);

  // The admin finds them by the number as it is often written.
  await logIn(page, admin);
  await page.goto('/admin/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await main.getByLabel('Name, email or phone').fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await main.getByRole('button', { name: 'Search' }).click();
  await main
    .getByRole('list', { name: 'Users found' })
    .getByRole('link', { name: /Harish Meena/ })
    .click();
  await expect(main.getByRole('heading', { name: 'Harish Meena', level: 2 })).toBeVisible();
  const listingsSection = main.getByRole('region', { name: /^Listings/ });
  await expect(listingsSection.getByRole('listitem').filter({ hasText: title })).toContainText('live');

  // Suspend, with a reason.
  await main.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend: Harish Meena?' });
  await suspend
    .getByLabel('Why (kept in the history)')
    .fill('Asked tenants for a token amount before visits');
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('User suspended; their live listings are paused')).toBeVisible();
  await expect(listingsSection.getByRole('listitem').filter({ hasText: title })).toContainText(
    'paused (suspended)',
  );
  // A visitor's search is kept a few seconds (docs/decisions/0078-searches-kept-like-public-answers.md).
  await expect.poll(() => inSearch(visitor, title), { timeout: KEPT_SEARCH_MS }).toBe(false);
  const refused = await sendHome(poster, { ...home, rent: 9_500 });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Your account is suspended, so you cannot post listings. Write to support.',
  );

  // Restore: the home is back in search.
  await main.getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore: Harish Meena?' });
  await restore.getByLabel('Note (kept in the history, optional)').fill('Refunded the tenant; warned');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(
    page.getByText('User restored; the listings the suspension paused are live again'),
  ).toBeVisible();
  await expect(listingsSection.getByRole('listitem').filter({ hasText: title })).toContainText('live');
  await expect.poll(() => inSearch(visitor, title), { timeout: KEPT_SEARCH_MS }).toBe(true);

  // The history shows both, with the admin and the note.
  const history = main.getByRole('region', { name: /^History/ });
  await expect(history.getByRole('listitem').filter({ hasText: /: Suspended by/ })).toContainText(
    `by ${admin.fullName} — Asked tenants for a token amount before visits`,
  );
  await expect(history.getByRole('listitem').filter({ hasText: /: Restored by/ })).toContainText(
    'Refunded the tenant; warned',
  );
  await poster.dispose();
  await visitor.dispose();
});
