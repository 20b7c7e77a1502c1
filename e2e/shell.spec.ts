// The frame around every page: header, footer, phone menu, city choice, session
// restore and logout, the 404 page, and the API description at /api/docs.
import type { Page } from '@playwright/test';
import { PAGE_PATTERNS } from '../src/shared/page-paths.ts';
import { pageWithLateScript } from './support/built-files.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysPan, expectShell } from './support/shell.ts';

/** Every page of the router (docs/product/screens.md), from the list it shares with the server. */
const ROUTES: readonly string[] = PAGE_PATTERNS;

/** Logs in through the WhatsApp OTP calls, so the page's cookie jar holds the session. */
const logIn = async (page: Page, lastOtp: (to: string) => string | null, fullName: string) => {
  const mobile = `7${String(Date.now()).slice(-9)}`;
  const sent = await page.request.post('/api/user/login/otp', { data: { mobile_no: mobile } });
  expect(sent.ok()).toBe(true);
  const otp = lastOtp(`91${mobile}`);
  const verified = await page.request.post('/api/user/login/verify', {
    data: { mobile_no: mobile, otp, consent: true },
  });
  expect(verified.ok()).toBe(true);
  const updated = await page.request.post('/api/user/updateUser', { data: { full_name: fullName } });
  expect(updated.ok()).toBe(true);
};

test('the router knows every route of docs/product/screens.md', () => {
  for (const route of [
    '/',
    '/whatsappLogin',
    '/propertydetail/:listed_id',
    '/addblog',
    '/faq',
    '/contactus',
    '/deals/:deal_id',
    '/agreements/verify',
  ]) {
    expect(ROUTES).toContain(route);
  }
  expect(ROUTES.length).toBeGreaterThanOrEqual(27);
});

// Each route's header, footer and width on a phone are checked by the accessibility sweep's
// visit to it (e2e/accessibility.spec.ts): one visit per route and role.

test('on a 360 px phone no page pans sideways and the header keeps its menu button', async ({
  page,
  server,
}) => {
  await logIn(page, server.lastOtp, 'Venkatalakshmi Subramaniam');
  await page.setViewportSize({ width: 360, height: 780 });
  for (const route of ['/', '/search', '/propertydetail/1', '/addlisting', '/profile']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeInViewport({
      ratio: 1,
    });
    await expectNoSidewaysPan(page);
  }
});

test('an unknown address shows the 404 page inside the header and footer, with HTTP 404', async ({
  page,
  consoleErrors,
}) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectShell(page);
  // The browser reports the page's own 404; nothing else may fail.
  const pageItself = consoleErrors.filter((e) => /status of 404/.test(e));
  expect(pageItself).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(pageItself[0]!), 1);
});

test('the phone menu lists the header links and the extra ones, with Login for a visitor', async ({
  page,
}) => {
  await page.goto('/about');
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
  await openMenu.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of ['Home', 'Explore', 'Properties', 'Blogs', 'About', 'Contact Us', 'FAQs']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Pages that need an account send a visitor to the WhatsApp login.
  for (const name of ['Wishlist', 'Listing', 'My Profile']) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/whatsappLogin');
  }
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/whatsappLogin');
  await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menu).toBeHidden();
});

test('a link tapped in the phone menu closes it at once, while the next page is still loading', async ({
  context,
}) => {
  const page = await pageWithLateScript(context, 'pages/faq/faq-page.tsx');
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'FAQs' }).click();
  // The FAQ's code arrives two seconds late; the menu does not wait for it.
  await expect(menu).toBeHidden({ timeout: 1_000 });
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
});

test('the footer sends a visitor to the login for pages that need an account', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'My Visits' })).toHaveAttribute('href', '/whatsappLogin');
  await expect(footer.getByRole('link', { name: 'List Your Space' })).toHaveAttribute(
    'href',
    '/whatsappLogin',
  );
  await expect(footer.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
  await expect(footer.getByRole('link', { name: 'support@thikana.in' })).toHaveAttribute(
    'href',
    'mailto:support@thikana.in',
  );
  await expect(footer.getByRole('link', { name: 'Share Thikana on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
});

test('the chosen city is kept across visits', async ({ page }) => {
  await page.goto('/about');
  const city = page.getByRole('banner').getByRole('combobox', { name: 'City' });
  await expect(city).toHaveValue('Mumbai');
  await city.selectOption('Pune');
  await page.reload();
  await expect(city).toHaveValue('Pune');
  expect(await page.evaluate(() => localStorage.getItem('localLocation'))).toContain('Pune');
});

test('Use my location picks the nearest of the 12 cities', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.93, longitude: 77.62 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'City' })).toHaveValue('Bengaluru');
});

test('a refused location says so and keeps the city', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/about');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('location not fetched')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'City' })).toHaveValue('Mumbai');
});

test('a new page opens at the top', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/refund$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a logged-in user sees their name, and logs out from the phone menu', async ({ page, server }) => {
  await logIn(page, server.lastOtp, 'Meera Iyer');
  // From a page that needs a login: leaving it by logging out asks nobody to log in.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', '/profile');
  await expect(menu.getByRole('link', { name: 'Listing', exact: true })).toHaveAttribute(
    'href',
    '/addlisting',
  );
  await expect(menu.getByRole('link', { name: 'Wishlist', exact: true })).toHaveAttribute(
    'href',
    '/wishlist',
  );
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  await expect(page.getByText('Logout Success')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.user)).toBeNull();
  expect(alerts).toEqual([]);
  const restored = await page.request.post('/api/user/restore', { data: {} });
  expect(await restored.json()).toMatchObject({ userSessionExpired: true });
});

test('a stored user whose session has ended is sent to the login', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({ state: { user: { id: 999, full_name: 'Old Visitor', isAdmin: 0 } }, version: 0 }),
    ),
  );
  await page.goto('/about');
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').state?.user)).toBeNull();
});

test('/api/docs describes the API', async ({ request }) => {
  const docs = await request.get('/api/docs/json');
  expect(docs.ok()).toBe(true);
  const spec = (await docs.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(spec.openapi).toMatch(/^3\./);
  for (const endpoint of [
    '/api/user/login',
    '/api/user/restore',
    '/api/listing/getListings',
    '/api/listing/searchProperties',
    '/api/blog/getBlogs',
    '/api/services/getServices',
    '/api/contact/addContact',
    '/api/payments/getRazorpayDetails',
  ]) {
    expect(Object.keys(spec.paths), endpoint).toContain(endpoint);
  }
  const page = await request.get('/api/docs');
  expect(page.ok()).toBe(true);
});
