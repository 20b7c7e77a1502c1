// Reading the site in Hindi (docs/product/language.md): the switch in the header, the
// choice kept across a reload, the Hindi catalogue fetched only by those who pick it, and
// the way back to English.
import type { Page } from '@playwright/test';
import { builtFile } from './support/built-files.ts';
import { expect, test } from './support/fixtures.ts';

test('a visitor switches to Hindi from the header, keeps it after a reload and switches back', async ({
  page,
}) => {
  // The Hindi catalogue's script (scripts/catalogue.ts).
  const hindiCatalogue = `/${builtFile('../../virtual:catalogue/hi')}`;
  const catalogues: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === hindiCatalogue) catalogues.push(request.url());
  });

  await page.goto('/faq');
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Frequently Asked Questions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(catalogues, 'an English visitor never downloads Hindi').toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(title).toHaveText(/[\u0900-\u097F]/);
  // The FAQ is written in Hindi as a whole, with the same 21 questions.
  const questions = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(questions).toHaveCount(21);
  await expect(questions.first()).toHaveText(/[\u0900-\u097F]/);
  expect(catalogues).toHaveLength(1);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('banner').getByRole('button', { name: 'मेन्यू खोलें' }).click();
  const menu = page.getByRole('dialog', { name: 'मेन्यू' });
  await expect(menu.getByRole('link', { name: 'सवाल-जवाब' })).toBeVisible();
  await menu.getByRole('button', { name: 'मेन्यू बंद करें' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(title).toHaveText('Frequently Asked Questions');
  await page.reload();
  await expect(title).toHaveText('Frequently Asked Questions');
  await expect(page.getByRole('banner').getByRole('button', { name: 'हिन्दी' })).toBeVisible();
});

/** Words that read the same in Hindi: brands, cities, and the short forms Indian sites keep. */
const SAME_IN_HINDI = new Set([
  'Thikana',
  'WhatsApp',
  'OTP',
  'BHK',
  'RK',
  'PG',
  'English',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X',
]);

/**
 * The interface's own words on the screen that are still English: buttons, links, labels,
 * headings, placeholders and spoken names, leaving out the homes' own text (cards, the
 * listing's description) and place names: what people wrote stays as written, and a locality
 * typed otherwise than a known one keeps its English name (docs/decisions/0104-place-names-in-hindi.md).
 */
const englishLeft = (page: Page) =>
  page.evaluate(
    (same) => {
      const places = new Set(
        [...document.querySelectorAll('article, [data-listing-text], h1')].flatMap(
          (node) => (node.textContent ?? '').match(/[A-Za-z][A-Za-z']+/g) ?? [],
        ),
      );
      const visible = (node: Element) =>
        (node as HTMLElement).offsetParent !== null || node.tagName === 'OPTION';
      const texts = [
        ...document.querySelectorAll('button, a, label, h2, h3, legend, th, [placeholder], [aria-label]'),
      ]
        .filter((node) => visible(node) && !node.closest('article, [data-listing-text]'))
        .flatMap((node) => [
          node.getAttribute('aria-label') ?? '',
          node.getAttribute('placeholder') ?? '',
          node.children.length === 0 || /^(BUTTON|A|LABEL|H2|H3|LEGEND|TH)$/.test(node.tagName)
            ? (node.textContent ?? '')
            : '',
        ]);
      return [
        ...new Set(
          texts.filter((text) =>
            (text.replace(/\S+@\S+|https?:\/\/\S+/g, '').match(/[A-Za-z][A-Za-z']+/g) ?? []).some(
              (word) =>
                !same.includes(word) &&
                !places.has(word) &&
                !/^(Mumbai|Bengaluru|Delhi|Pune|Hyderabad|Chennai|Kolkata|Ahmedabad|Jaipur|Lucknow|Indore|Chandigarh|Gurugram|Noida)$/.test(
                  word,
                ),
            ),
          ),
        ),
      ];
    },
    [...SAME_IN_HINDI],
  );

test('a Hindi reader goes from the home page to a home and to login without meeting English', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('localLanguage', JSON.stringify({ state: { chosen: 'hi' }, version: 0 })),
  );

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  expect(await englishLeft(page), 'the home page').toEqual([]);

  await page.goto('/search?city=Mumbai');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await englishLeft(page), 'the search page').toEqual([]);
  await page
    .getByRole('button', { name: /^फ़िल्टर/ })
    .first()
    .click();
  const filters = page.getByRole('dialog');
  await expect(filters).toBeVisible();
  expect(await englishLeft(page), 'the filters').toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/propertydetail\/\d+/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await englishLeft(page), 'a home').toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  expect(await englishLeft(page), 'the login page').toEqual([]);
  await page.goto('/signup');
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  expect(await englishLeft(page), 'the signup page').toEqual([]);
});
