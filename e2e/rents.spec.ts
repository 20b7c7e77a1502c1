// The rent index as people meet it (docs/product/rents.md): a visitor reads a city's rents and
// follows a row into the matching search; a tenant on a listing sees where its rent sits among
// homes like it; an owner reads the numbers a tenant's visit made. The demo content's figures
// are computed when the server starts.
import { ACCOUNT_API } from '../src/shared/api-account.ts';
import { COUNT_VIEW_PATH } from '../src/shared/api-rents.ts';
import { cli, runJob } from './support/cli.ts';
import { expect, followApp, test } from './support/fixtures.ts';
import { emailAccount, seriousFindings } from './support/people.ts';
import { postHome } from './support/post-home.ts';

const PHONE = { width: 412, height: 915 };

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

test('a visitor who picked Pune opens its rents from the footer, then the 12 cities side by side', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'City' }).selectOption('Pune');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Rents in Pune' }).click();
  await expect(page).toHaveURL(/\/rents\/pune$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rents in Pune');
  await expect(page.getByRole('table')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Rents by city' }).click();
  await expect(page).toHaveURL(/\/rents$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rents in 12 cities');
  const table = page.getByRole('table', { name: 'Rents city by city' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('row', { name: /Kota/ })).toContainText('₹');
  await page.screenshot({ path: test.info().outputPath('rents-cities.png'), fullPage: true });
  expect(await seriousFindings(page)).toEqual([]);
  await table.getByRole('link', { name: 'Kota' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rents in Kota');
});

test('a tenant opening a listing reads how far below the typical rent of homes like it it is', async ({
  browser,
  baseURL,
  server,
}) => {
  // Six 1BHKs in a locality of their own, posted by an owner who proved their email, and the
  // hourly rent index run a day later, once they count (docs/decisions/0133-figures-come-from-people.md):
  // p25 ₹20,500, typical ₹23,000 (docs/product/rents.md).
  const locality = `Gachibowli ${Date.now().toString().slice(-6)}`;
  const ownerContext = await browser.newContext({ baseURL });
  const email = await emailAccount(ownerContext.request, 'Srinivas Reddy');
  expect((await ownerContext.request.post(ACCOUNT_API.verifyEmailSend, { data: {} })).ok()).toBe(true);
  const proof = await ownerContext.request.post(ACCOUNT_API.verifyEmail, {
    data: { otp: server.lastOtp(email) },
  });
  expect(proof.ok(), await proof.text()).toBe(true);
  for (const rent of [18_000, 20_000, 22_000, 24_000, 26_000, 40_000]) {
    await postHome(ownerContext.request, { city: 'Hyderabad', locality, full_name: 'Srinivas Reddy', rent });
  }
  const mine = (await (await ownerContext.request.get('/api/listing/getListingByUserId')).json()) as {
    usersListing: { id: number; rent: number }[];
  };
  const cheapest = mine.usersListing.find((listing) => listing.rent === 18_000)!;
  // The server's movable clock (docs/deploy.md#a-movable-clock), set back straight after.
  await cli(server, 'admin', ['clock', 'set', new Date(Date.now() + 25 * 3_600_000).toISOString()]);
  try {
    await runJob(server, 'rent-index');
  } finally {
    await cli(server, 'admin', ['clock', 'reset']);
  }

  const tenantContext = await browser.newContext({
    viewport: PHONE,
    baseURL,
    isMobile: true,
    hasTouch: true,
  });
  const page = followApp(await tenantContext.newPage());
  await page.goto(`/propertydetail/${cheapest.id}`);
  const gauge = page.getByRole('region', { name: 'Is this a fair rent?' });
  await expect(gauge).toContainText(`₹5,000 below the typical ₹23,000 for a 1BHK in ${locality} (6 homes)`);
  await gauge.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('fair-rent-gauge.png') });
  expect(await seriousFindings(page)).toEqual([]);
  await tenantContext.close();
  await ownerContext.close();
});

test("an owner opens a listing's numbers on My Properties and sees the search and the view a tenant's visit made", async ({
  browser,
  baseURL,
}) => {
  const phone = { viewport: PHONE, baseURL, isMobile: true, hasTouch: true };
  const locality = `Adyar ${Date.now().toString().slice(-6)}`;
  const title = `2BHK Apartment in ${locality}`;
  const ownerContext = await browser.newContext(phone);
  await emailAccount(ownerContext.request, 'Lakshmi Narayanan');
  await postHome(ownerContext.request, {
    city: 'Chennai',
    locality,
    configuration: '_2BHK',
    full_name: 'Lakshmi Narayanan',
    rent: 32_000,
  });

  // A tenant searches the locality, sees the home's card and opens it: one impression, one view.
  const tenantContext = await browser.newContext(phone);
  const tenant = followApp(await tenantContext.newPage());
  await tenant.goto(`/search?city=Chennai&locality=${encodeURIComponent(locality)}`);
  const card = tenant.getByRole('article').filter({ hasText: locality }).first();
  await expect(card).toBeVisible();
  const viewed = tenant.waitForResponse((res) => res.url().endsWith(COUNT_VIEW_PATH) && res.ok());
  await card.getByRole('link').first().click();
  await expect(tenant).toHaveURL(/\/propertydetail\/\d+/);
  await viewed;

  // The owner looks at their own page first: that is not a view.
  const owner = followApp(await ownerContext.newPage());
  const beacons: string[] = [];
  owner.on('request', (req) => {
    if (req.url().endsWith(COUNT_VIEW_PATH)) beacons.push(req.url());
  });
  await owner.goto(new URL(tenant.url()).pathname);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(title);
  await owner.goto('/myproperties');
  await owner.getByRole('link', { name: `Numbers of ${title}` }).click();
  await expect(owner).toHaveURL(/\/myproperties\/\d+$/);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText("Your listing's numbers");
  await expect(owner.getByRole('listitem', { name: 'Page views: 1 in 30 days, 1 today' })).toBeVisible();
  expect(beacons).toEqual([]);
  await expect(
    owner.getByRole('listitem', { name: /^Shown in search results: [1-9]\d* in 30 days, [1-9]\d* today$/ }),
  ).toBeVisible();
  // Its rent against homes like it, or word that too few are like it yet.
  await expect(
    owner.getByText(/Not enough homes like this one yet|typical .* for a 2BHK in/).first(),
  ).toBeVisible();
  // A new home has no photos and no visiting hours: both are suggested, each with its next step.
  await expect(owner.getByText('Set visiting hours, so tenants can book a visit here.')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Visiting hours', exact: true })).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('listing-numbers.png'), fullPage: true });
  expect(await seriousFindings(owner)).toEqual([]);
  await ownerContext.close();
  await tenantContext.close();
});
