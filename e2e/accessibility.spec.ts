// An automated accessibility check (axe, WCAG 2.1 A and AA) of every route of the
// router, on a phone (412x915) and a desktop (1280x800), for a visitor and for an
// admin, plus the toasts, the photo gallery and the Owner Details popup. On the phone the same
// visits check each page's header and footer and that it never pans sideways. Serious and
// critical findings fail the run. One browser context per viewport and role visits
// the routes in turn.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, devices, type Page } from '@playwright/test';
import { PAGE_PATTERNS } from '../src/shared/page-paths.ts';
import { type AdminAccount, expect, logIn, test } from './support/admin.ts';
import { followApp } from './support/fixtures.ts';
import { expectNoSidewaysPan, expectShell } from './support/shell.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Every page of the router (docs/product/screens.md), from the list it shares with the server. */
const ROUTES: readonly string[] = PAGE_PATTERNS;

const SEEDED_BLOG = 'Ten questions to ask before you rent a flat';
const urlFor = (pattern: string) => {
  // An optional segment is left out; a city's rent page is Bengaluru's.
  const route = pattern.replace(/\/:[a-z_]+\?/g, '').replace(':city', 'bengaluru');
  if (route.includes(':listed_id')) return route.replace(':listed_id', '1');
  // Nobody's deal: a visitor is sent to log in, anyone else is told it is not here.
  if (route.includes(':deal_id')) return route.replace(':deal_id', '1');
  if (route === '/blog') return `/blog?blog_title=${encodeURIComponent(SEEDED_BLOG)}`;
  if (route === '/view') return '/view?recommended_properties';
  return route;
};

const VIEWPORTS: Record<string, BrowserContextOptions> = {
  phone: { ...devices['Pixel 7'], viewport: { width: 412, height: 915 } },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
};

type Finding = string;

const check = async (page: Page, where: string, scope?: string): Promise<Finding[]> => {
  // Only violations are collected: listing every passing node would double the time.
  const builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (scope) builder.include(scope);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${where}: ${v.id} (${v.impact}, ${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
};

/**
 * Toasts fade in and stack with transitions (about 400 ms); contrast is judged on the
 * settled toast, as a person reads it, not on a frame of its entrance.
 */
const settleToasts = async (page: Page) => {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => toast.getAttribute('data-mounted') === 'true',
    ),
  );
  await page.waitForTimeout(1_000);
};

/** Pages about the user's own things: their frame is checked with someone logged in. */
const ACCOUNT_ROUTES = new Set([
  '/profile',
  '/addlisting',
  '/myproperties',
  '/wishlist',
  '/visits',
  '/saved-searches',
]);

/**
 * Every route in one context; the page settles (no requests in flight) before the check. On a
 * phone the same visit checks the frame (header, footer) and that nothing pans sideways: public
 * pages for a visitor, a person's own pages for someone logged in. One visit per route and role.
 */
const checkRoutes = async (page: Page, label: string, frameOf?: 'public' | 'account') => {
  const findings: Finding[] = [];
  for (const route of ROUTES) {
    await page.goto(urlFor(route));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).not.toBeEmpty();
    if (frameOf && ACCOUNT_ROUTES.has(urlFor(route)) === (frameOf === 'account')) {
      await expectShell(page);
      await expectNoSidewaysPan(page);
    }
    findings.push(...(await check(page, `${label} ${route}`)));
  }
  return findings;
};

const newPage = async (browser: Browser, baseURL: string, viewport: string) => {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], baseURL });
  return { context, page: followApp(await context.newPage()) };
};

for (const viewport of Object.keys(VIEWPORTS)) {
  test(`every route passes axe on a ${viewport} for a visitor, toasts and gallery included`, async ({
    browser,
    server,
  }) => {
    test.setTimeout(240_000);
    const { context, page } = await newPage(browser, server.baseURL, viewport);
    const findings = await checkRoutes(
      page,
      `${viewport} visitor`,
      viewport === 'phone' ? 'public' : undefined,
    );

    // An error toast and a warning toast, each checked while shown.
    await context.clearPermissions();
    await page.goto('/propertydetail/1');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('location not fetched')).toBeVisible();
    await settleToasts(page);
    findings.push(...(await check(page, `${viewport} visitor error toast`, '[data-sonner-toaster]')));
    // One toast at a time: one stacked behind another is drawn faded on purpose.
    await page.getByRole('button', { name: 'Close toast' }).first().click();
    await expect(page.getByText('location not fetched')).toBeHidden();
    await page
      .getByRole('main')
      .getByRole('button', { name: /wishlist/i })
      .first()
      .click();
    await expect(page.getByText('You need to Login first')).toBeVisible();
    await settleToasts(page);
    findings.push(...(await check(page, `${viewport} visitor warning toast`, '[data-sonner-toaster]')));
    await page.getByRole('button', { name: /^Open photo 1 of \d+ full screen$/ }).click();
    await expect(page.getByRole('dialog', { name: /^Photos of / })).toBeVisible();
    findings.push(...(await check(page, `${viewport} visitor photo gallery`, 'dialog[open]')));

    test.info().annotations.push({
      type: 'axe',
      description: `${ROUTES.length} routes, ${viewport}, visitor: ${findings.length} serious or critical`,
    });
    expect(findings).toEqual([]);
    await context.close();
  });

  test(`every route passes axe on a ${viewport} for an admin, Owner Details included`, async ({
    browser,
    server,
    admin,
  }) => {
    test.setTimeout(240_000);
    const { context, page } = await newPage(browser, server.baseURL, viewport);
    await logIn(page, admin as AdminAccount);
    const findings = await checkRoutes(
      page,
      `${viewport} admin`,
      viewport === 'phone' ? 'account' : undefined,
    );

    await page.goto('/propertydetail/1');
    await page.getByRole('button', { name: 'Get Contact Info' }).click();
    await expect(page.getByRole('dialog', { name: 'Owner Details' })).toBeVisible();
    findings.push(...(await check(page, `${viewport} admin Owner Details`, 'dialog[open]')));

    test.info().annotations.push({
      type: 'axe',
      description: `${ROUTES.length} routes, ${viewport}, admin: ${findings.length} serious or critical`,
    });
    expect(findings).toEqual([]);
    await context.close();
  });
}
