// A first visit to the home, a search and a listing renders from the answers its HTML carries:
// no call to the API before the cards show, and the main photo fetched once
// (docs/decisions/0073-first-answers-in-the-page.md).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** The API calls and photos the page asks for, by path. */
const watch = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) asked.push(`${pathname}${search}`);
  });
  return asked;
};

const once = (asked: string[], path: string) => asked.filter((p) => p === path).length;

test('the home, a search and a listing render from the answers in their HTML', async ({ page }) => {
  const asked = watch(page);
  await page.goto('/');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  expect(asked.filter((p) => p.startsWith('/api/listing/getListings'))).toEqual([]);
  expect(asked.filter((p) => p.startsWith('/api/listing/getCategories'))).toEqual([]);
  const homePhoto = await firstCard
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(once(asked, new URL(homePhoto).pathname)).toBe(1);

  asked.length = 0;
  await page.goto('/search?city=Mumbai');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(asked.filter((p) => p.startsWith('/api/listing/searchProperties'))).toEqual([]);

  // The first card's listing, opened as a new visit (a click would load it in this page, whose
  // requests could then land after the count below starts).
  const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  const id = href!.match(/propertydetail\/(\d+)/)![1]!;

  asked.length = 0;
  await page.goto(`/propertydetail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked.filter((p) => p.startsWith('/api/listing/getListingById'))).toEqual([]);
  const mainPhoto = await page
    .getByRole('main')
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(once(asked, new URL(mainPhoto).pathname)).toBe(1);
});
