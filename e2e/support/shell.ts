// The frame every page has (header, footer) and the phone's one rule of width, as the shell and
// accessibility journeys check them.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Nothing is wider than the phone. A page that pans sideways is one a thumb drags by mistake, and
 * its taps land beside what was aimed at (the browser shifts the visible part of the page).
 */
export const expectNoSidewaysPan = async (page: Page) => {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

export const expectShell = async (page: Page) => {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Thikana home' })).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'City' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Company' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
};
