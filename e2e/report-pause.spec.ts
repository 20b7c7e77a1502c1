// Reports cannot take a home down by themselves, on phones (docs/decisions/0098-report-weights.md):
// three accounts made by email signup report an owner's home and it stays live; three people
// with proven numbers report it and it is paused; the owner is told on WhatsApp, sees the
// banner in My Properties and brings it back with "It is still available" from the message,
// without logging in; the admin's queue shows what each report weighed; the admin keeps it
// paused, and the owner's link can no longer bring it back. Data of its own: a home in Jaipur.
import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from './support/admin.ts';
import { followApp } from './support/fixtures.ts';
import { newMobile, seriousFindings } from './support/people.ts';
import { postHome } from './support/post-home.ts';
import type { RunningServer } from './support/server.ts';

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

/** An account made by WhatsApp login: its number is proven. */
const provenAccount = async (request: APIRequestContext, server: RunningServer) => {
  const mobile = newMobile();
  expect((await request.post('/api/user/login/otp', { data: { mobile_no: mobile } })).ok()).toBe(true);
  const verified = await request.post('/api/user/login/verify', {
    data: { mobile_no: mobile, otp: server.lastOtp(`91${mobile}`), consent: true },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return mobile;
};

/** An account made by email signup in seconds: nothing about it is proven. */
const throwawayAccount = async (request: APIRequestContext, n: number) => {
  const email = `throwaway.${Date.now().toString(36)}.${n}@example.in`;
  const registered = await request.post('/api/user/register', {
    data: {
      // A name is letters only (docs/product/accounts.md#names).
      full_name: `Throwaway ${'ABC'[n - 1]}`,
      email,
      mobile_no: newMobile(),
      user_type: 'tenant',
      location: 'Jaipur',
      password: 'lantern-harbour-91',
      consent: true,
      confirm_age_18: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/user/login', {
    data: { email, password: 'lantern-harbour-91' },
  });
  expect(login.ok(), await login.text()).toBe(true);
};

const statusOf = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/listing/getListingById?id=${id}`)).json()).propertyListing.status;

test('reports from unproven accounts do not pause a home; the owner brings it back in one tap until the admin keeps it paused', async ({
  page,
  server,
  admin,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const locality = `Malviya Nagar ${Date.now().toString().slice(-6)}`;
  const title = `1BHK Apartment in ${locality}`;

  // The owner, on their phone, logged in with WhatsApp, lists a home.
  const ownerContext = await browser.newContext({ viewport: PHONE, baseURL, isMobile: true, hasTouch: true });
  const ownerMobile = await provenAccount(ownerContext.request, server);
  await postHome(ownerContext.request, {
    city: 'Jaipur',
    locality,
    full_name: 'Sunita Sharma',
    mobile_no: ownerMobile,
    rent: 14_000,
  });
  const mine = await (await ownerContext.request.get('/api/listing/getListingByUserId')).json();
  const id: number = mine.usersListing.find((l: { title: string }) => l.title === title).id;
  const report = async (request: APIRequestContext) => {
    const res = await request.post('/api/listing/reportListing', { data: { id, reason: 'FAKE_PHOTOS' } });
    expect(res.ok(), await res.text()).toBe(true);
  };

  // Three accounts made by email signup report it: it stays live.
  for (const n of [1, 2, 3]) {
    const request = await playwright.request.newContext({ baseURL });
    await throwawayAccount(request, n);
    await report(request);
  }
  expect(await statusOf(ownerContext.request, id)).toBe('live');

  // Three people with proven numbers report it: it is paused.
  for (let n = 0; n < 3; n += 1) {
    const request = await playwright.request.newContext({ baseURL });
    await provenAccount(request, server);
    await report(request);
  }
  expect(await statusOf(ownerContext.request, id)).toBe('paused');

  // The owner sees the banner in My Properties.
  const owner = followApp(await ownerContext.newPage());
  await owner.goto('/myproperties');
  const banner = owner.getByRole('region', { name: `Paused after reports: ${title}` });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: `It is still available: ${title}` })).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('my-properties-banner.png'), fullPage: true });

  // The owner was told on WhatsApp at once, and taps the link (no login in that browser).
  let link = '';
  await expect
    .poll(() => {
      const message = server
        .outbox()
        .find((m) => m.channel === 'whatsapp' && m.to === `91${ownerMobile}` && m.text.includes(title));
      link = /It is still available: (\S+)/.exec(message?.text ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Is ${title} still available?` })).toBeVisible();
  await expect(page.getByText('This listing was paused after reports from tenants.')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('link-paused-after-reports.png'), fullPage: true });
  await page.getByRole('button', { name: 'Yes, still available' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmed: still available' })).toBeVisible();
  expect(await statusOf(ownerContext.request, id)).toBe('live');

  // The admin's queue shows what each report weighed, and that the owner answered.
  await logIn(page, admin);
  await page.goto('/admin/moderation');
  const item = page.getByRole('article', { name: title });
  await expect(item.getByText('Weighed toward a pause: unproven number: 0')).toHaveCount(3);
  await expect(item.getByText('Weighed toward a pause: proven number: 1')).toHaveCount(3);
  await expect(item.getByText(/answered by the poster/)).toHaveCount(6);
  expect(await seriousFindings(page)).toEqual([]);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('moderation-weights.png'), fullPage: true });

  // The admin keeps it paused; the owner's link no longer brings it back.
  await item.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Listing paused', { exact: true })).toBeVisible();
  const tap = followApp(await ownerContext.newPage());
  await tap.goto(link);
  await expect(tap.getByRole('heading', { name: 'Our team paused this listing' })).toBeVisible();
  await expect(tap.getByRole('button', { name: 'Yes, still available' })).toHaveCount(0);
  await tap.screenshot({ path: test.info().outputPath('link-paused-by-admin.png'), fullPage: true });
  expect(await statusOf(ownerContext.request, id)).toBe('paused');
  await owner.goto('/myproperties');
  await expect(owner.getByRole('region', { name: `Paused by our team: ${title}` })).toBeVisible();
  await ownerContext.close();
});
