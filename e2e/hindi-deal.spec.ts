// A deal read in Hindi from start to end (docs/decisions/0145-hindi-wherever-a-listing-is-named.md):
// a tenant who reads the site in Hindi finds the home they wrote about in Messages, opens the
// conversation, books a visit from it and finds the visit on My Visits. On none of those screens
// is the listing's English title, or a time in the English way; the booking's email is in Hindi.
// Data of its own: a home in Baner, Pune, with visiting hours every day.
import type { Page } from '@playwright/test';
import { VIEWING_API } from '../src/shared/api-conversations.ts';
import { expect, followApp, test } from './support/fixtures.ts';
import { emailAccount, seriousFindings } from './support/people.ts';
import { postHome } from './support/post-home.ts';

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

const TITLE = '1BHK Apartment in Baner';
const IN_HINDI = 'बाणेर में 1BHK अपार्टमेंट';

/** Nothing on the screen names the home in English or tells a time the English way. */
const expectNoEnglishTitle = async (page: Page) => {
  // biome-ignore lint/performance/useDomNodeTextContent: what the screen shows, not the page's data scripts
  const shown = await page.locator('body').innerText();
  expect(shown).not.toContain(TITLE);
  expect(shown).not.toMatch(/Apartment in|\d:\d\d [ap]m/);
};

test('a tenant reading Hindi finds the home in Messages, books a visit from the conversation and sees it on My Visits, all named in Hindi', async ({
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(180_000);
  const phone = { viewport: PHONE, baseURL, isMobile: true, hasTouch: true };

  const ownerContext = await browser.newContext(phone);
  await emailAccount(ownerContext.request, 'Sunita Kulkarni');
  await postHome(ownerContext.request, {
    city: 'Pune',
    locality: 'Baner',
    full_name: 'Sunita Kulkarni',
    rent: 19_000,
  });
  const mine = await (await ownerContext.request.get('/api/listing/getListingByUserId')).json();
  const id: number = mine.usersListing.find((l: { title: string }) => l.title === TITLE).id;
  const every = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '10:00', to: '13:00' }));
  const hours = await ownerContext.request.put(VIEWING_API.hours, {
    data: { listing_id: id, hours: every, slot_minutes: 30, per_slot: 1, note: 'Gate 2, Baner Road' },
  });
  expect(hours.ok(), await hours.text()).toBe(true);

  // The tenant wrote to the owner earlier; today they read the site in Hindi.
  const tenantContext = await browser.newContext(phone);
  const tenantEmail = await emailAccount(tenantContext.request, 'Arjun Deshpande');
  const started = await tenantContext.request.post('/api/conversations', {
    data: { listing_id: id, text: 'Is it still available?' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  // The choice this phone remembers (docs/decisions/0065-language-choice.md).
  await tenantContext.addInitScript(() =>
    localStorage.setItem('localLanguage', JSON.stringify({ state: { chosen: 'hi' }, version: 0 })),
  );
  const tenant = followApp(await tenantContext.newPage());
  await tenant.goto('/messages');
  await expect(tenant.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // Messages: the conversation names the home in Hindi.
  const row = tenant.getByRole('link', { name: /Sunita Kulkarni/ });
  await expect(row).toContainText(IN_HINDI);
  await expectNoEnglishTitle(tenant);
  await tenant.screenshot({ path: test.info().outputPath('messages-hindi.png') });

  // The conversation's header, then Book a visit from it.
  await row.click();
  await expect(tenant.getByRole('link', { name: IN_HINDI })).toBeVisible();
  await expectNoEnglishTitle(tenant);
  await tenant.getByRole('button', { name: 'विज़िट बुक करें' }).click();
  const sheet = tenant.getByRole('dialog', { name: 'विज़िट बुक करें' });
  await expect(sheet.getByText(IN_HINDI)).toBeVisible();
  const firstTime = sheet.getByText(/^(सुबह|दोपहर) \d{1,2}:\d\d$/).first();
  await expect(firstTime).toBeVisible();
  await expectNoEnglishTitle(tenant);
  await tenant.screenshot({ path: test.info().outputPath('book-visit-hindi.png') });
  expect(await seriousFindings(tenant)).toEqual([]);
  await firstTime.click();
  await sheet.getByRole('button', { name: 'यह समय बुक करें' }).click();
  await expect(sheet.getByText('विज़िट बुक हो गई')).toBeVisible();
  await expect(sheet.getByText(/ (सुबह|दोपहर) \d{1,2}:\d\d से (सुबह|दोपहर) \d{1,2}:\d\d$/)).toBeVisible();

  // The booking's email is written in Hindi too: the language the tenant last read the site in.
  await expect
    .poll(() =>
      server
        .outbox()
        .filter((m) => m.channel === 'email' && m.to === tenantEmail)
        .map((m) => m.subject),
    )
    .toContain(`${IN_HINDI} की आपकी विज़िट बुक हो गई`);

  // My Visits: the visit names the home in Hindi, its time the Hindi way.
  await sheet.getByRole('link', { name: 'मेरी विज़िट देखें' }).click();
  const card = tenant.getByRole('article', { name: new RegExp(`^${IN_HINDI}: `) });
  await expect(card.getByRole('link', { name: IN_HINDI })).toBeVisible();
  await expect(card).toContainText('Sunita Kulkarni के साथ');
  await expect(card).toContainText(/(सुबह|दोपहर) \d{1,2}:\d\d से (सुबह|दोपहर) \d{1,2}:\d\d/);
  await expectNoEnglishTitle(tenant);
  await tenant.screenshot({ path: test.info().outputPath('my-visits-hindi.png'), fullPage: true });
  expect(await seriousFindings(tenant)).toEqual([]);

  await ownerContext.close();
  await tenantContext.close();
});
