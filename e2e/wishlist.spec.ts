// The wishlist heart from a card, the detail page and My Wishlist.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import type { RunningServer } from './support/server.ts';

const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const loginWithWhatsApp = async (page: Page, server: RunningServer) => {
  const mobile = newMobile();
  await page.goto('/whatsappLogin');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Check Your Whatsapp for OTP')).toBeVisible();
  await expect.poll(() => server.lastOtp(`91${mobile}`)).not.toBeNull();
  await page.getByLabel('OTP', { exact: true }).fill(server.lastOtp(`91${mobile}`)!);
  await page.getByRole('checkbox', { name: /I have read the privacy notice and agree to it/ }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
};

test('a visitor is asked to log in first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(page.getByText('You need to Login first')).toBeVisible();
});

test('My Wishlist and My Visits send a visitor to login', async ({ page }) => {
  for (const path of ['/wishlist', '/visits']) {
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(path);
    await expect(page).toHaveURL(/\/whatsappLogin$/);
    expect(alerts).toEqual(['Please Login']);
  }
});

test('a listing is added and removed from a card, the detail page and My Wishlist', async ({
  page,
  server,
}) => {
  await loginWithWhatsApp(page, server);

  // From a card on the home page.
  const card = page.getByRole('article').first();
  const cardTitle = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Wishlist Updated').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // From the detail page of another listing.
  const other = page.getByRole('article').nth(1);
  const otherTitle = (await other.getByRole('heading').first().textContent())!.trim();
  await other.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
  const heart = page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first();
  await heart.click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  // Both are on My Wishlist; removing one there drops its card.
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  const saved = page.getByRole('article');
  await expect(saved).toHaveCount(2);
  await saved.filter({ hasText: cardTitle }).getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: otherTitle })).toBeVisible();

  // Removing the other from its detail page empties the list.
  await page.getByRole('article').getByRole('link', { name: 'View Details' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' }).first().click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first(),
  ).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/wishlist');
  await expect(page.getByText(/Your wishlist is empty/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(0);
});
