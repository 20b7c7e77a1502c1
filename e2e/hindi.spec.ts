// Reading the site in Hindi (docs/product/language.md): the switch in the header, the
// choice kept across a reload, the Hindi catalogue fetched only by those who pick it, and
// the way back to English.
import { expect, test } from './support/fixtures.ts';

const HINDI_CATALOGUE = /\/assets\/hi-[\w-]+\.js$/;

test('a visitor switches to Hindi from the header, keeps it after a reload and switches back', async ({
  page,
}) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    if (HINDI_CATALOGUE.test(new URL(request.url()).pathname)) catalogues.push(request.url());
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
