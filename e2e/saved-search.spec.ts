// A tenant saves a search, an owner lists a home that matches it, the alert reaches
// the tenant's WhatsApp (the outbox) once, My Saved Searches counts the new home, and
// the unsubscribe link in the message turns the alerts off without a login
// (docs/product/search.md#saved-searches, docs/product/search.md#alerts).

import { runJob } from './support/cli.ts';
import { expect, followApp, test } from './support/fixtures.ts';
import { postHome } from './support/post-home.ts';

// Away from the homes other journeys count: the spec files share one server.
const VIJAY_NAGAR_2BHK = { city: 'Indore', locality: 'Vijay Nagar', configuration: '_2BHK' };
const QUERY = '2bhk vijay nagar under 25000';
const NAME = `${QUERY} in Indore`;

/** The alert job, run by hand through the running server, as an operator would. */
const runAlerts = (server: Parameters<typeof runJob>[0]) => runJob(server, 'saved-search-alerts');

test('a saved search alerts its owner once on WhatsApp, counts the new home, and unsubscribes in one tap', async ({
  page,
  server,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const mobile = `6${String(Date.now()).slice(-9)}`;
  expect((await page.request.post('/api/user/login/otp', { data: { mobile_no: mobile } })).ok()).toBe(true);
  const verified = await page.request.post('/api/user/login/verify', {
    data: { mobile_no: mobile, otp: server.lastOtp(`91${mobile}`), consent: true },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  // A tenant in Indore: the account's city is the app's current city.
  expect((await page.request.post('/api/user/updateUser', { data: { location: 'Indore' } })).ok()).toBe(true);
  await page.goto(`/search?city=Indore&search=${encodeURIComponent(QUERY)}`);
  // The app restores the session the login cookie holds.
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.state?.user?.mobile_no),
    )
    .toBe(mobile);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(NAME);
  await expect(dialog.getByLabel('WhatsApp')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved')).toBeVisible();

  // An owner lists a home that matches, and one that does not (over the budget).
  const owner = await playwright.request.newContext({ baseURL });
  const account = {
    full_name: 'Ravi Shetty',
    email: `ravi.${Date.now().toString(36)}@example.in`,
    mobile_no: `7${String(Date.now()).slice(-9)}`,
    user_type: 'owner',
    location: 'Indore',
    password: 'filter-coffee-42',
    consent: true,
    confirm_age_18: true,
  };
  expect((await owner.post('/api/user/register', { data: account })).ok()).toBe(true);
  expect(
    (
      await owner.post('/api/user/login', { data: { email: account.email, password: account.password } })
    ).ok(),
  ).toBe(true);
  await postHome(owner, { ...VIJAY_NAGAR_2BHK, rent: 22_000 });
  await postHome(owner, { ...VIJAY_NAGAR_2BHK, rent: 40_000 });

  await runAlerts(server);
  await runAlerts(server);
  const alerts = server
    .outbox()
    .filter((m) => m.to === `91${mobile}` && m.subject === 'Thikana search alert');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.text).toContain(`1 new home for your saved search “${NAME}”`);
  expect(alerts[0]!.text).toContain('₹22,000');
  expect(alerts[0]!.text).not.toContain('₹40,000');

  await page.goto('/saved-searches');
  const card = page.getByRole('listitem').filter({ hasText: NAME });
  await expect(card.getByText('1 new')).toBeVisible();
  await expect(card.getByText('Alerts on WhatsApp, as soon as a home is listed')).toBeVisible();

  // The link in the message, opened in a browser that is not logged in.
  const link = alerts[0]!.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];
  const stranger = followApp(await page.context().browser()!.newPage());
  await stranger.goto(link.replace(/^https?:\/\/[^/]+/, baseURL!));
  await expect(
    stranger.getByText(`You will get no more alerts for “${NAME}”.`, {
      exact: false,
    }),
  ).toBeVisible();
  await stranger.close();

  await page.reload();
  await expect(card.getByText('No alerts')).toBeVisible();
  await card.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/search\?city=Indore&search=2bhk/);
  await page.goto('/saved-searches');
  await expect(card.getByText('1 new')).toHaveCount(0);
  await owner.dispose();
});
