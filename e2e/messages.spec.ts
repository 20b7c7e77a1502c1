// What a person reads when something fails: the product's messages, never a raw
// text such as "Request failed with status code 500". The failures are made at the
// network edge: a proxy's 500 page, a dropped connection, a refusal with a message.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const RAW = /status code|Internal Server Error|Bad Gateway|Network Error|Failed to fetch/i;

const sendContactMessage = async (page: Page) => {
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Ravi');
  await main.getByLabel('Last name').fill('Shankar');
  await main.getByLabel('Email').fill('ravi.shankar@example.in');
  await main.getByLabel('Message').fill('Is there a PG near Powai?');
  await main.getByRole('button', { name: 'Send Message' }).click();
};

/** The browser reports each failed request on the console; those are this journey's own doing. */
const forgetFailedRequests = (consoleErrors: string[]) => {
  const others = consoleErrors.filter((e) => !/Failed to load resource/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
};

test('a server error shows the screen’s own message, never the raw status text', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/api/contact/addContact', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
  await page.goto('/contactus');
  await sendContactMessage(page);
  await expect(page.getByText('Something went wrong, please try again.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW);

  await page.route('**/api/listing/searchProperties', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Internal Server Error' }),
    }),
  );
  // The first page of a search comes inside the HTML (docs/decisions/0073-first-answers-in-the-page.md);
  // the next search the person makes is the call that fails.
  await page.goto('/search?city=Pune');
  await page.getByPlaceholder('Search House, Apartments etc.').fill('Baner');
  await expect(page.getByText('something went wrong', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW);
  forgetFailedRequests(consoleErrors);
});

test('a lost connection says Connection Error, and a refusal keeps the server’s message', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/contactus');
  await page.route('**/api/contact/addContact', (route) => route.abort('internetdisconnected'));
  await sendContactMessage(page);
  await expect(page.getByText('Connection Error')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW);

  await page.unroute('**/api/contact/addContact');
  await page.route('**/api/contact/addContact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many messages from this address. Try again in an hour.' }),
    }),
  );
  await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Too many messages from this address. Try again in an hour.')).toBeVisible();
  forgetFailedRequests(consoleErrors);
});
