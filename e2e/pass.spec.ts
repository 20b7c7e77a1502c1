// The paid pass from the browser: a visitor is sent to login, then buys the pass in the
// built-in test checkout and sees the owner details; with Razorpay configured and its
// checkout unreachable, paying says 'Connection Error'.
import { createServer } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Listing } from '../src/shared/schemas/listing.ts';
import { expect, test } from './support/fixtures.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** A local port nothing listens on (taken, then released). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const loginWithWhatsApp = async (page: Page, server: RunningServer, landsOn = '/') => {
  const mobile = newMobile();
  if (!page.url().endsWith('/whatsappLogin')) await page.goto(`${server.baseURL}/whatsappLogin`);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Check Your Whatsapp for OTP')).toBeVisible();
  await expect.poll(() => server.lastOtp(`91${mobile}`)).not.toBeNull();
  await page.getByLabel('OTP', { exact: true }).fill(server.lastOtp(`91${mobile}`)!);
  await page.getByRole('checkbox', { name: /I have read the privacy notice and agree to it/ }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}${landsOn}`);
};

const someListing = async (page: Page): Promise<Listing> => {
  const res = await page.request.get('/api/listing/getListings?location=Mumbai');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Record<string, Listing[]>;
  const listing = [...(body.recommended ?? []), ...(body.best_deals ?? []), ...(body.weekend_home ?? [])][0];
  expect(listing, 'a seeded Mumbai listing').toBeDefined();
  return listing!;
};

test('a visitor logs in, buys the pass in the test checkout and sees the owner details', async ({
  page,
  server,
}) => {
  const listing = await someListing(page);
  await page.goto(`/propertydetail/${listing.id}`);

  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Get Contact Info' }).click();
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  expect(alerts).toEqual(['Please Login First']);

  // After logging in, the visitor is back on the listing they wanted.
  await loginWithWhatsApp(page, server, `/propertydetail/${listing.id}`);
  await page.getByRole('button', { name: 'Get Contact Info' }).click();

  const subscribe = page.getByRole('dialog', { name: 'Subscribe to the product' });
  await expect(subscribe).toBeVisible();
  await expect(subscribe.getByText('₹299', { exact: true })).toBeVisible();
  await expect(subscribe.getByText('for 7 days', { exact: true })).toBeVisible();
  await expect(subscribe.getByText(/No auto-renewal/)).toBeVisible();
  await expect(subscribe.getByText(/Non-refundable/)).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  const pay = subscribe.getByRole('button', { name: 'Pay ₹299' });
  await pay.click();
  await expect(subscribe.getByRole('alert')).toHaveText('Please confirm you are 18 or older');
  await subscribe.getByLabel('I confirm I am 18 or older').check();

  // A failed test payment grants nothing and leaves the dialog to try again.
  await pay.click();
  const checkout = page.getByRole('dialog', { name: 'Test payment' });
  await expect(checkout.getByText(/No real money moves/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText(/did not go through. No money was taken/)).toBeVisible();
  await expect(checkout).toBeHidden();

  await pay.click();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('Property added to Visits')).toBeVisible();
  const owner = page.getByRole('dialog', { name: 'Owner Details' });
  await expect(owner).toBeVisible();
  await expect(owner.getByRole('link', { name: /^\d{10}$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(owner.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Escape');
  await expect(owner).toBeHidden();

  await page.goto('/visits');
  await expect(page.getByRole('heading', { name: 'My Visits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(/Active until/)).toBeVisible();
  await expect(page.getByText(/₹299 · all access pass, 7 days/)).toBeVisible();
});

test('with Razorpay configured and its checkout unreachable, paying shows Connection Error', async ({
  page,
  consoleErrors,
}) => {
  const razorpay = await startServer({
    env: {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_e2eThikana',
      RAZORPAY_KEY_SECRET: 'e2e-key-secret',
      // Nothing listens there: the script cannot load, as on a phone with no network.
      RAZORPAY_CHECKOUT_URL: `http://127.0.0.1:${await closedPort()}/v1/checkout.js`,
    },
  });
  try {
    await loginWithWhatsApp(page, razorpay);
    await page.goto(`${razorpay.baseURL}/profile`);
    await page.getByRole('button', { name: 'Buy the pass' }).click();
    const subscribe = page.getByRole('dialog', { name: 'Subscribe to the product' });
    await subscribe.getByLabel('I confirm I am 18 or older').check();
    await subscribe.getByRole('button', { name: 'Pay ₹299' }).click();
    await expect(page.getByText('Connection Error')).toBeVisible();
    await expect(subscribe).toBeVisible();
  } finally {
    await razorpay.stop();
  }
  // The browser reports the refused script load; that refusal is what this journey is about.
  const expected = (e: string) => e.startsWith('Failed to load resource: net::ERR_CONNECTION_REFUSED');
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected(e)));
});
