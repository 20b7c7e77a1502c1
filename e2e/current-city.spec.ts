// The current city is one thing everywhere: the header's city and the search page's
// city always agree, a shared search link brings its city along, and a login brings
// the user's own city unless the person picked one on this device.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const headerCity = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'City' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const firstCard = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('article').first();

test('a city picked in the header moves the search there, and a city picked in the filters moves the header', async ({
  page,
}) => {
  await page.goto('/search?city=Pune');
  await expect(heading(page)).toHaveText('Homes for rent in Pune');
  await expect(headerCity(page)).toHaveValue('Pune');
  await expect(firstCard(page)).toContainText('Pune');

  await headerCity(page).selectOption('Chennai');
  await expect(page).toHaveURL(/city=Chennai/);
  await expect(heading(page)).toHaveText('Homes for rent in Chennai');
  await expect(firstCard(page)).toContainText('Chennai');

  await page.getByRole('button', { name: /^Filters/ }).click();
  const popup = page.getByRole('dialog', { name: 'Filters' });
  await popup.getByLabel('City').selectOption('Jaipur');
  await popup.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/city=Jaipur/);
  await expect(headerCity(page)).toHaveValue('Jaipur');

  // Back returns to the previous search, and the header follows it.
  await page.goBack();
  await expect(page).toHaveURL(/city=Chennai/);
  await expect(headerCity(page)).toHaveValue('Chennai');
  await expect(heading(page)).toHaveText('Homes for rent in Chennai');
});

test('a shared search link sets the current city', async ({ page }) => {
  await page.goto('/about');
  await expect(headerCity(page)).toHaveValue('Mumbai');
  await page.goto('/search?city=Bengaluru');
  await expect(heading(page)).toHaveText('Homes for rent in Bengaluru');
  await expect(headerCity(page)).toHaveValue('Bengaluru');
  await page.goto('/about');
  await expect(headerCity(page)).toHaveValue('Bengaluru');
});

const registerOwner = async (page: Page, location: string) => {
  const account = {
    full_name: 'Aarav Kulkarni',
    email: `aarav.${Date.now().toString(36)}@example.in`,
    mobile_no: `8${String(Date.now()).slice(-9)}`,
    user_type: 'owner',
    location,
    password: 'monsoon-terrace-81',
    consent: true,
    confirm_age_18: true,
  };
  const res = await page.request.post('/api/user/register', { data: account });
  expect(res.ok()).toBe(true);
  // Registering logs nobody in; the login below is the person's.
  await page.context().clearCookies();
  return account;
};

const logInByForm = async (page: Page, account: { email: string; password: string }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('login success')).toBeVisible();
};

test("after login the current city is the user's own city", async ({ page }) => {
  const owner = await registerOwner(page, 'Pune');
  await page.goto('/');
  await expect(headerCity(page)).toHaveValue('Mumbai');
  await logInByForm(page, owner);
  await expect(headerCity(page)).toHaveValue('Pune');
  await page.goto('/search');
  await expect(heading(page)).toHaveText('Homes for rent in Pune');
});

test('a city picked on this device stays when someone logs in', async ({ page }) => {
  const owner = await registerOwner(page, 'Pune');
  await page.goto('/');
  await headerCity(page).selectOption('Delhi');
  await logInByForm(page, owner);
  await expect(headerCity(page)).toHaveValue('Delhi');
  await page.reload();
  await expect(headerCity(page)).toHaveValue('Delhi');
});
