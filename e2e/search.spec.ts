// The searcher's journey on a phone: from the home page pick a city and a property
// type, search, narrow the results in the filter popup, see the search in the URL,
// reload and keep it, then Clear Filter. The demo data has 9 apartments in each city
// with every room size among them, so one room size narrows the list.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** "9 homes" -> 9 */
const homesCount = async (page: Page) => {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /homes?$/ })
    .textContent();
  return Number(text?.replace(/[^\d]/g, ''));
};

test('a searcher narrows homes with filters that live in the URL, keeps them on reload and clears them', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Find a home' });
  await hero.getByLabel('City').selectOption('Pune');
  await expect(hero.getByRole('button', { name: 'Apartment' })).toHaveAttribute('aria-pressed', 'true');
  await hero.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('city')).toBe('Pune');
  expect(url.searchParams.get('property_type')).toBe('APARTMENT');
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for rent in Pune' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const before = await homesCount(page);
  expect(before).toBe(await results.getByRole('article').count());
  for (const card of await results.getByRole('article').all()) await expect(card).toContainText('Pune');

  await page.getByRole('button', { name: /^Filters/ }).click();
  const popup = page.getByRole('dialog', { name: 'Filters' });
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel('City')).toHaveValue('Pune');
  await expect(popup.getByPlaceholder('Search Locality or Landmarks')).toBeVisible();
  await expect(popup.getByRole('checkbox', { name: 'Apartment' })).toBeChecked();
  // Clicking the ticked choice clears it; ticking another moves the tick.
  await popup.getByText('1BHK', { exact: true }).click();
  await popup.getByText('2BHK', { exact: true }).click();
  await expect(popup.getByRole('checkbox', { name: '1BHK' })).not.toBeChecked();
  await expect(popup.getByRole('checkbox', { name: '2BHK' })).toBeChecked();
  await popup.getByText('Owner', { exact: true }).click();
  await popup.getByText('Owner', { exact: true }).click();
  await expect(popup.getByRole('checkbox', { name: 'Owner' })).not.toBeChecked();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await popup.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(popup).toBeHidden();

  await expect(page).toHaveURL(/configuration=_2BHK/);
  await expect.poll(() => homesCount(page)).toBeLessThan(before);
  const narrowed = await homesCount(page);
  expect(narrowed).toBeGreaterThan(0);
  for (const card of await results.getByRole('article').all()) await expect(card).toContainText('2BHK');

  await page.reload();
  await expect(page).toHaveURL(/configuration=_2BHK/);
  await expect(page).toHaveURL(/property_type=APARTMENT/);
  await expect.poll(() => homesCount(page)).toBe(narrowed);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(popup.getByRole('checkbox', { name: '2BHK' })).toBeChecked();
  // Escape closes the popup without changing the search.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/configuration=_2BHK/);

  await page.getByRole('button', { name: /^Filters/ }).click();
  await popup.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page).not.toHaveURL(/configuration=/);
  await expect(page).not.toHaveURL(/property_type=/);
  await expect.poll(() => homesCount(page)).toBeGreaterThan(before);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

  // 22 homes: the first 12 arrive at once, the rest when the end of the list is near.
  const all = await homesCount(page);
  await expect(results.getByRole('article')).toHaveCount(Math.min(all, 12));
  await page.getByRole('button', { name: 'Show more homes' }).scrollIntoViewIfNeeded();
  await expect(results.getByRole('article')).toHaveCount(all);
  await expect(page.getByRole('button', { name: 'Show more homes' })).toBeHidden();
});

test('text is searched as it is typed, typos included, and an empty result suggests clearing filters', async ({
  page,
}) => {
  await page.goto('/search?city=Pune');
  const results = page.getByRole('list', { name: 'Search results' });
  const place = await results
    .getByRole('article')
    .first()
    .getByText(/, Pune$/)
    .textContent();
  const locality = place!.replace(', Pune', '').split(' ')[0]!;
  // One letter dropped, in lower case.
  const typo = (locality.slice(0, 2) + locality.slice(3)).toLowerCase();
  const box = page.getByPlaceholder('Search House, Apartments etc.');
  await box.fill(typo);
  await expect(page).toHaveURL(new RegExp(`search=${typo}`));
  await expect(results.getByRole('article').first()).toContainText(locality);

  await box.fill('no such place anywhere');
  await expect(page.getByText('No homes match this search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(box).toHaveValue('');
  await expect(results.getByRole('article').first()).toBeVisible();
});

const chips = (page: Page) => page.getByRole('region', { name: 'Applied filters' });

test('filters never narrow a search unseen: each shows as a removable chip, and Home starts afresh', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Owner Listed/ }).click();
  await expect(page).toHaveURL(/listed_by=Owner/);
  await expect(chips(page)).toContainText('1 filter applied');
  await expect(chips(page).getByRole('button', { name: 'Remove filter Listed by Owner' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  for (const card of await results.getByRole('article').all()) await expect(card).toContainText('Owner');

  // A search opened without parameters comes back with the last filters, in plain sight.
  await page.goto('/search');
  await expect(page).toHaveURL(/listed_by=Owner/);
  await expect(chips(page).getByRole('button', { name: 'Remove filter Listed by Owner' })).toBeVisible();

  // Home's search and banner name their own filters and nothing else.
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Find a home' });
  await expect(hero.getByRole('button', { name: 'Apartment' })).toHaveAttribute('aria-pressed', 'true');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/property_type=APARTMENT/);
  await expect(page).not.toHaveURL(/listed_by=/);
  await expect(chips(page)).toContainText('1 filter applied');
  await expect(chips(page).getByRole('button', { name: 'Remove filter Apartment' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: /Premium Properties/ }).click();
  await expect(page).toHaveURL(/\/search\?city=Mumbai$/);
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(chips(page)).toBeHidden();

  // Two filters, then one chip removed: the other stays and the count follows.
  await page.goto('/search?city=Mumbai&listed_by=Owner&configuration=_2BHK');
  await expect(chips(page)).toContainText('2 filters applied');
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await chips(page).getByRole('button', { name: 'Remove filter Listed by Owner' }).click();
  await expect(page).not.toHaveURL(/listed_by=/);
  await expect(page).toHaveURL(/configuration=_2BHK/);
  await expect(chips(page)).toContainText('1 filter applied');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await chips(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(chips(page)).toBeHidden();
  await expect(page).toHaveURL(/\/search\?city=Mumbai$/);
});

test('after Filter, focus lands on the results heading', async ({ page }) => {
  await page.goto('/search?city=Pune');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const popup = page.getByRole('dialog', { name: 'Filters' });
  await popup.getByText('2BHK', { exact: true }).click();
  await popup.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for rent in Pune' })).toBeFocused();
});

test('on a phone the focused rent slider is not hidden behind the Filter bar', async ({ page }) => {
  await page.goto('/search?city=Pune');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const popup = page.getByRole('dialog', { name: 'Filters' });
  const bar = popup.getByRole('button', { name: 'Filter', exact: true }).locator('..');
  const slider = popup.getByRole('slider', { name: 'Minimum rent slider' });
  // Scrolled by hand so that the slider sits at the bottom edge, under the sticky bar.
  await popup.evaluate((dialog) => {
    const range = dialog.querySelector('input[type=range]')!;
    dialog.scrollTop += range.getBoundingClientRect().bottom - dialog.getBoundingClientRect().bottom + 8;
  });
  await popup.getByRole('spinbutton', { name: 'Maximum rent' }).focus();
  await page.keyboard.press('Tab');
  await expect(slider).toBeFocused();
  const sliderBox = (await slider.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(sliderBox.y + sliderBox.height).toBeLessThanOrEqual(barBox.y);
});
