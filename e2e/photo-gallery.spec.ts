// The detail page's photos on a phone and on a desktop: a tapped photo opens full
// screen, a finger swipes to the next, two fingers zoom, the counter follows, Back or
// Escape closes it; a desktop adds a strip of thumbnails. And the sticky Get Contact
// Info bar leaves the footer's last line in view.
import type { CDPSession, Page } from '@playwright/test';
import { expect, followApp, test } from './support/fixtures.ts';

/** The seeded listing 1 has four photos. */
const LISTING = '/propertydetail/1';

type Point = [x: number, y: number];
const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
  cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map(([x, y], id) => ({ x, y, id })),
  });

/** One finger from right to left across the photo, as a person swipes. */
const swipeLeft = async (cdp: CDPSession, y: number) => {
  await touch(cdp, 'touchStart', [[350, y]]);
  for (let x = 320; x >= 50; x -= 30) await touch(cdp, 'touchMove', [[x, y]]);
  await touch(cdp, 'touchEnd', []);
};

/** Two fingers moving apart around a point. */
const pinchOut = async (cdp: CDPSession, [cx, cy]: Point) => {
  await touch(cdp, 'touchStart', [
    [cx - 20, cy],
    [cx + 20, cy],
  ]);
  for (let d = 40; d <= 160; d += 20)
    await touch(cdp, 'touchMove', [
      [cx - d, cy],
      [cx + d, cy],
    ]);
  await touch(cdp, 'touchEnd', []);
};

const gallery = (page: Page) => page.getByRole('dialog', { name: /^Photos of / });

test('a tapped photo opens full screen: swipe, pinch to zoom, a counter, closed by Escape or Back', async ({
  page,
  context,
}) => {
  await page.goto(LISTING);
  await page.getByRole('button', { name: 'Open photo 1 of 4 full screen' }).click();
  await expect(gallery(page)).toBeVisible();
  await expect(gallery(page).getByText('1 / 4')).toBeVisible();

  const cdp = await context.newCDPSession(page);
  const box = (await gallery(page).getByRole('img').first().boundingBox())!;
  const middle: Point = [box.x + box.width / 2, box.y + box.height / 2];
  await swipeLeft(cdp, middle[1]);
  await expect(gallery(page).getByText('2 / 4')).toBeVisible();

  const second = gallery(page).getByRole('img', { name: /photo 2 of 4/ });
  await expect(second).toHaveAttribute('data-zoom', '1.00');
  await pinchOut(cdp, middle);
  await expect.poll(async () => Number(await second.getAttribute('data-zoom'))).toBeGreaterThan(1.5);
  // Zoomed in, the counter stays: the fingers moved the photo, not the carousel.
  await expect(gallery(page).getByText('2 / 4')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(gallery(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));

  await page.getByRole('button', { name: 'Open photo 1 of 4 full screen' }).click();
  await expect(gallery(page)).toBeVisible();
  await page.goBack();
  await expect(gallery(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a desktop the gallery has thumbnails, arrows and arrow keys', async ({ browser, server }) => {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const page = followApp(await context.newPage());
  await page.goto(LISTING);
  await page.getByRole('button', { name: 'Open photo 1 of 4 full screen' }).click();
  const strip = gallery(page).getByRole('list', { name: 'All photos' });
  await expect(strip.getByRole('button')).toHaveCount(4);
  await expect(strip.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'true');

  await strip.getByRole('button', { name: 'Show photo 3' }).click();
  await expect(gallery(page).getByText('3 / 4')).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
  await gallery(page).getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery(page).getByText('4 / 4')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery(page).getByText('3 / 4')).toBeVisible();
  await gallery(page).getByRole('button', { name: 'Close photos' }).click();
  await expect(gallery(page)).toBeHidden();
  await context.close();
});

test('on a phone the sticky Get Contact Info bar leaves the footer’s last line in view', async ({ page }) => {
  await page.goto(LISTING);
  const bar = page.getByRole('button', { name: 'Get Contact Info' }).locator('..');
  await expect(bar).toBeVisible();
  const lastLine = page.getByRole('contentinfo').getByText(/Brokerage-free homes across India/);
  // The footer and the similar homes arrive after the first render: scroll to the end
  // once they are there, as a person scrolling down would.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(lastLine).toBeInViewport({ timeout: 1_000 });
    const lineBox = (await lastLine.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y);
  }).toPass({ timeout: 10_000 });
});
