import { expect, test } from './support/fixtures.ts';

test('the home page loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
});
