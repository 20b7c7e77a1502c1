// The rent index as people meet it (docs/product/rents.md): a visitor reads a city's rents and
// follows a row into the matching search; a tenant on a listing sees where its rent sits among
// homes like it. The demo content's figures are computed when the server starts.
import type { ListingRent } from '../src/shared/schemas/rents.ts';
import { expect, test } from './support/fixtures.ts';

test("a visitor reads Bengaluru's rents and follows them into a search", async ({ page }) => {
  await page.goto('/rents/bengaluru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rents in Bengaluru');
  await expect(
    page.getByRole('heading', { name: 'Searches against homes by rent band, last 30 days' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Typical asking rent, last 12 months' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await table.getByRole('button', { name: /Typical rent/ }).click();
  await expect(table.getByRole('columnheader', { name: /Typical rent/ })).toHaveAttribute(
    'aria-sort',
    /ending/,
  );

  await page.getByRole('link', { name: 'See homes in All of Bengaluru' }).first().click();
  await expect(page).toHaveURL(/\/search\?city=Bengaluru/);
  await expect(page.getByRole('article').first()).toContainText('Bengaluru');
});

test('a tenant opening a listing is told where its rent sits, or that too few homes are like it yet', async ({
  page,
}) => {
  // The demo content has 22 homes a city, too few of one type and configuration for a figure; the
  // gauge with figures is drawn by the component tests over the real answer's shape.
  const search = await page.request.post('/api/listing/searchProperties', { data: { location: 'Mumbai' } });
  const { properties } = (await search.json()) as { properties: { id: number }[] };
  const id = properties[0]!.id;
  const rent = (await (await page.request.get(`/api/rents/listing/${id}`)).json()) as ListingRent;
  await page.goto(`/propertydetail/${id}`);
  if (rent.median === null) {
    await expect(
      page.getByText('Not enough homes like this one yet to say what a typical rent is.'),
    ).toBeVisible();
  } else {
    const gauge = page.getByRole('region', { name: 'Is this a fair rent?' });
    await expect(gauge).toContainText(`(${rent.homes} homes)`);
  }
});
