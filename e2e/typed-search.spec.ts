// A tenant types the way people do on Indian rental sites and sees the words become
// removable filters over only the homes that match them (docs/product/search.md#typed-queries).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const postListing = async (page: Page, listing: Record<string, unknown>) => {
  const res = await page.request.post('/api/listing/addListing', {
    multipart: {
      body: JSON.stringify({
        listed_by: 'Owner',
        property_type: 'APARTMENT',
        city: 'Bengaluru',
        locality: 'Koramangala',
        configuration: '_1BHK',
        tenant_type: 'NO_PREFERENCE',
        furnishing_status: 'SEMI_FURNISHED',
        brokerage: 'ZERO',
        deposit: 60_000,
        description: 'Sunny flat off 80 Feet Road.',
        ...listing,
      }),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
};

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL });
  const account = {
    full_name: 'Kavya Reddy',
    email: `kavya.${Date.now().toString(36)}@example.in`,
    mobile_no: `7${String(Date.now()).slice(-9)}`,
    user_type: 'owner',
    location: 'Bengaluru',
    password: 'filter-coffee-42',
    consent: true,
    confirm_age_18: true,
  };
  expect((await page.request.post('/api/user/register', { data: account })).ok()).toBe(true);
  const login = await page.request.post('/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  await postListing(page, { rent: 22_000 });
  await postListing(page, { rent: 31_000 });
  await page.close();
});

test('a tenant types "1bhk koramangala under 25000" and sees it as chips over only the matching homes', async ({
  page,
}) => {
  await page.goto('/search?city=Bengaluru');
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for rent in Bengaluru' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('1bhk koramangala under 25000');

  const applied = page.getByRole('region', { name: 'Applied filters' });
  await expect(applied.getByRole('button', { name: 'Remove filter 1BHK' })).toBeVisible();
  await expect(applied.getByRole('button', { name: 'Remove filter Rent up to ₹25,000' })).toBeVisible();
  await expect(applied.getByRole('button', { name: 'Remove filter Near Koramangala' })).toBeVisible();
  await expect(page).toHaveURL(/search=1bhk\+koramangala\+under\+25000/);

  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article').first()).toContainText('1BHK Apartment in Koramangala');
  await expect(results.getByRole('article').first()).toContainText('₹22,000');

  // Removing the budget chip takes "under 25000" out of the text and widens the search.
  await applied.getByRole('button', { name: 'Remove filter Rent up to ₹25,000' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('1bhk koramangala');
  await expect(results.getByRole('article')).toHaveCount(2);
});

test('typing "pg koramangala" finds PGs although the Apartment type was chosen', async ({ page }) => {
  await page.goto('/search?city=Bengaluru&property_type=APARTMENT');
  await page.getByRole('searchbox', { name: 'Search' }).fill('pg koramangala');
  const applied = page.getByRole('region', { name: 'Applied filters' });
  await expect(applied.getByRole('button', { name: 'Remove filter PG/Hostel' })).toBeVisible();
  await expect(applied.getByRole('button', { name: 'Remove filter Apartment' })).toHaveCount(0);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toContainText('PG/Hostel in Koramangala');
  for (const card of await results.getByRole('article').all()) await expect(card).toContainText('PG/Hostel');
});
