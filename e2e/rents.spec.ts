// The rent index as people meet it (docs/product/rents.md): a visitor reads a city's rents and
// follows a row into the matching search; a tenant on a listing sees where its rent sits among
// homes like it. The demo content's figures are computed when the server starts.
import type { ListingRent } from '../src/shared/schemas/rents.ts';
import { expect, test } from './support/fixtures.ts';

test("a visitor reads Bengaluru's rents and follows them into a search", async ({ page }) => {
  await page.goto('/rents/bengaluru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rents in Bengaluru');
  await expect(page.getByRole('heading', { name: 'Typical rent by configuration' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Typical asking rent, last 12 months' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await table.getByRole('button', { name: /Typical rent/ }).click();
  await expect(table.getByRole('columnheader', { name: /Typical rent/ })).toHaveAttribute(
    'aria-sort',
    /ending/,
  );

  await page.getByRole('link', { name: 'See homes in Bengaluru' }).first().click();
  await expect(page).toHaveURL(/\/search\?city=Bengaluru/);
  await expect(page.getByRole('article').first()).toContainText('Bengaluru');
});

test('a tenant opening a listing sees where its rent sits among homes like it', async ({ page }) => {
  // A home of the demo content whose kind has figures (5 homes like it in its locality or city).
  const search = await page.request.post('/api/listing/searchProperties', {
    data: { location: 'Mumbai', limit: 50 },
  });
  const { properties } = (await search.json()) as { properties: { id: number }[] };
  let chosen: ListingRent | undefined;
  for (const { id } of properties) {
    const rent = (await (await page.request.get(`/api/rents/listing/${id}`)).json()) as ListingRent;
    if (rent.median !== null) {
      chosen = rent;
      break;
    }
  }
  expect(chosen, 'a demo home with rent figures').toBeDefined();
  await page.goto(`/propertydetail/${chosen!.listing_id}`);
  const gauge = page.getByRole('region', { name: 'Is this a fair rent?' });
  await expect(gauge).toBeVisible();
  await expect(gauge).toContainText(`(${chosen!.homes} homes)`);
});
