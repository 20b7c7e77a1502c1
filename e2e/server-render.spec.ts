// The public pages come drawn from the server (docs/decisions/0076-public-pages-rendered-on-the-server.md):
// a phone whose script has not run (or never runs) reads the cards, the listing and the policy
// texts; the browser then takes the page over without asking again for what it was drawn
// with, and a device in another city draws its own page. Any hydration mismatch is a console
// error, which fails the journey (support/fixtures.ts).
import type { Page } from '@playwright/test';
import { pageWithLateScript } from './support/built-files.ts';
import { expect, test } from './support/fixtures.ts';

/** The API calls the page makes, by path and query. */
const watchApi = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
  });
  return asked;
};

const headerCity = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'City' });

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone reads the home, a search, a listing and the refund policy as the server drew them', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Help you find the best place to stay.' })).toBeVisible();
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    await expect(firstCard.locator('img').first()).toHaveAttribute('fetchpriority', 'high');

    await page.goto('/search?city=Pune');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for rent in Pune');
    await expect(page.getByRole('article').first()).toContainText('Pune');

    const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Contact Info' })).toBeVisible();

    await page.goto('/refund');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/₹\s?299/).first()).toBeVisible();
  });
});

test('the browser takes a drawn page over without asking again for what it was drawn with', async ({
  page,
}) => {
  const asked = watchApi(page);
  await page.goto('/');
  // The phone menu opens: the header is the browser's now.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(asked.filter((call) => !call.startsWith('/api/user/restore'))).toEqual([]);

  // A card opens its listing as a navigation inside the app, whose calls go to the API.
  const card = page.getByRole('article').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/propertydetail\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => asked.some((call) => call.startsWith('/api/listing/getSimilarListings')))
    .toBe(true);
});

test('taking the page over moves nothing: the banner and the footer stay as the server drew them', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { removed: [] as string[], shift: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.removedNodes)
          if (node instanceof HTMLElement && (node.tagName === 'FOOTER' || node.tagName === 'HEADER'))
            seen.removed.push(node.tagName);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The footer's code and the rest of the texts arrive after the page has loaded.
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { removed: string[]; shift: number } }).seen,
  );
  expect(seen.removed).toEqual([]);
  expect(seen.shift).toBeLessThan(0.01);
});

test('a tap on a button while the page is still loading is not lost: it happens once the page is taken over', async ({
  context,
}) => {
  const page = await pageWithLateScript(context, 'pages/search/search-page.tsx');
  await page.goto('/search');
  await page.getByRole('button', { name: 'Save search' }).click();
  // A visitor is sent to log in first, as when the page is ready.
  await expect(page).toHaveURL(/\/whatsappLogin/, { timeout: 10_000 });
});

test('a question of the FAQ tapped while its text is still loading opens once the page is taken over', async ({
  context,
}) => {
  // The FAQ's English text is a module of its own (docs/decisions/0072-long-form-pages-per-language.md).
  const page = await pageWithLateScript(context, 'pages/faq/faq-content.en.tsx');
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'Are pets allowed?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Are pets allowed?' })).toBeVisible();
});

test('a device that picked another city draws the home in its city', async ({ page }) => {
  await page.goto('/');
  await headerCity(page).selectOption('Chennai');
  await expect(page.getByRole('article').first()).toContainText('Chennai');

  await page.reload();
  await expect(headerCity(page)).toHaveValue('Chennai');
  await expect(page.getByRole('article').first()).toContainText('Chennai');
  // The server left the page to the device: its HTML holds no drawn Mumbai home.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<div id="root"></div>');
});
