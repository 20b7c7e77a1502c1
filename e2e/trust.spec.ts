// A dead lead gives the pass back, on phones: an owner posts a home; a pass holder opens
// its contacts and reports it already rented; the owner taps "Rented out" in the
// WhatsApp message (read from the outbox); the holder's pass shows one more day and the
// contact given back; the listing's page says it is rented.
import { type Browser, devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatLongDate } from '../src/shared/format.ts';
import { expect, followApp, test } from './support/fixtures.ts';
import type { RunningServer } from './support/server.ts';

const DAY = 86_400_000;
const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const photo = async () => {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#4a8' } })
    .png()
    .toBuffer();
  return { name: 'room.png', mimeType: 'image/png', buffer };
};

/** A phone of its own for each person, logged in with a WhatsApp code. */
const personOnPhone = async (browser: Browser, server: RunningServer) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.baseURL });
  const page = followApp(await context.newPage());
  const mobile = newMobile();
  await page.goto('/whatsappLogin');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect.poll(() => server.lastOtp(`91${mobile}`)).not.toBeNull();
  await page.getByLabel('OTP', { exact: true }).fill(server.lastOtp(`91${mobile}`)!);
  await page.getByRole('checkbox', { name: /I have read the privacy notice and agree to it/ }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
  return { context, page, mobile };
};

const passEnd = async (page: Page) => {
  const res = await page.request.get('/api/user/getProfile');
  const body = await res.json();
  return Date.parse(body.data.subscription_upto);
};

test('a pass holder who reports a home already rented gets the contact and a day back once the owner confirms', async ({
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const locality = `Kothrud Lane ${Date.now().toString().slice(-6)}`;
  const title = `2BHK Apartment in ${locality}`;

  // The owner posts a home.
  const owner = await personOnPhone(browser, server);
  await owner.page.goto('/addlisting');
  const form = owner.page.getByRole('main');
  await form.getByLabel('Contact name').fill('Meera Kulkarni');
  await form.getByLabel('Locality').fill(locality);
  await form.getByLabel('Configuration').selectOption('_2BHK');
  await form.getByLabel('Preferred tenant').selectOption('FAMILY');
  await form.getByLabel('Furnishing status').selectOption('SEMI_FURNISHED');
  await form.getByLabel(/^Rent in/).fill('21000');
  await form.getByLabel('Choose photos').setInputFiles([await photo()]);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(owner.page.getByText('Property Added Successfully')).toBeVisible();
  await expect(owner.page).toHaveURL(/\/propertydetail\/\d+$/);
  const listingPath = new URL(owner.page.url()).pathname;
  await expect(owner.page.getByText('Confirmed available today')).toBeVisible();

  // A tenant buys the pass and opens the owner's contact.
  const holder = await personOnPhone(browser, server);
  await holder.page.goto(listingPath);
  await holder.page.getByRole('button', { name: 'Get Contact Info' }).click();
  const subscribe = holder.page.getByRole('dialog', { name: 'Subscribe to the product' });
  await expect(subscribe.getByText(/Already rented when you called\? Report it within 3 days/)).toBeVisible();
  await subscribe.getByLabel('I confirm I am 18 or older').check();
  await subscribe.getByRole('button', { name: /^Pay/ }).click();
  await holder.page
    .getByRole('dialog', { name: 'Test payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  const details = holder.page.getByRole('dialog', { name: 'Owner Details' });
  await expect(details.getByRole('link', { name: owner.mobile })).toBeVisible();
  await holder.page.keyboard.press('Escape');
  const before = await passEnd(holder.page);

  // The flat is gone when the tenant calls: they report it.
  await holder.page.getByRole('button', { name: 'Report this listing' }).click();
  const report = holder.page.getByRole('dialog', { name: 'Report this listing' });
  await report.getByRole('radio', { name: 'Already rented' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(holder.page.getByText('Thank you. Our team will look into it.')).toBeVisible();

  // The owner gets a WhatsApp message and taps "Rented out", then the page's one button.
  let rentedLink = '';
  await expect
    .poll(() => {
      const message = server
        .outbox()
        .filter((m) => m.channel === 'whatsapp' && m.to === `91${owner.mobile}`)
        .find((m) => m.text.includes(title));
      rentedLink = /Rented out: (\S+)/.exec(message?.text ?? '')?.[1] ?? '';
      return rentedLink;
    })
    .not.toBe('');
  const tap = followApp(await owner.context.newPage());
  await tap.goto(rentedLink);
  await expect(tap.getByRole('heading', { name: `Is ${title} rented out?` })).toBeVisible();
  await tap.getByRole('button', { name: 'Yes, it is rented out' }).click();
  await expect(tap.getByRole('heading', { name: 'Marked as rented out' })).toBeVisible();

  // The holder's pass shows one more day and the contact given back.
  const after = await passEnd(holder.page);
  expect(after - before).toBe(DAY);
  await holder.page.goto('/profile');
  await expect(
    holder.page.getByText(`Active until ${formatLongDate(new Date(after))}.`, { exact: false }),
  ).toBeVisible();
  await expect(holder.page.getByRole('heading', { name: 'Dead leads given back' })).toBeVisible();
  await expect(holder.page.getByText(`${title}: contact given back, +1 day`)).toBeVisible();
  await expect(holder.page.getByText('1 of 3 extra days used on this pass.')).toBeVisible();

  // The listing's page says it is rented; it is in no list.
  await holder.page.goto(listingPath);
  await expect(holder.page.getByText('This home has been rented out')).toBeVisible();
  await expect(holder.page.getByRole('button', { name: 'Get Contact Info' })).toHaveCount(0);
  await holder.page.goto('/');
  await expect(holder.page.getByRole('article', { name: title })).toHaveCount(0);

  await owner.context.close();
  await holder.context.close();
});
