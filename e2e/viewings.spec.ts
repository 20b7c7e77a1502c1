// Booked visits (docs/product/viewings.md) on two phones side by side: the owner sets Saturday
// visiting hours with the way to find the flat; the tenant books 11:00 from the home's page and
// reads the way there; both see the visit on their pages; the outbox holds both confirmations
// with the calendar file; the reminder job, run twice the evening before, reminds each side once;
// after the time the owner says the tenant came. The server's clock is moved to a known week
// (docs/deploy.md#a-movable-clock) and set back at the end. Screens read in Hindi too, without
// serious accessibility findings. Data of its own: a home in Pune.

import { cli } from './support/cli.ts';
import { expect, followApp, test } from './support/fixtures.ts';
import { emailAccount, seriousFindings } from './support/people.ts';
import { postHome } from './support/post-home.ts';
import type { RunningServer } from './support/server.ts';

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

const setServerTime = (server: RunningServer, at: Date) =>
  cli(server, 'admin', ['clock', 'set', at.toISOString()]);

/** `clock` India time on the next `weekday` (0 Sunday) after today in India. */
const nextInIndia = (weekday: number, clock: string) => {
  const india = new Date(Date.now() + 330 * 60_000);
  const days = (weekday - india.getUTCDay() + 7) % 7 || 7;
  const day = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + days));
  return new Date(`${day.toISOString().slice(0, 10)}T${clock}:00+05:30`);
};
const HOUR = 3_600_000;

test('an owner sets Saturday hours, a tenant books 11:00, both are told and reminded once, and the owner says the tenant came', async ({
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(240_000);
  // A Wednesday morning in India; the visit is that week's Saturday at 11:00.
  const wednesday = nextInIndia(3, '10:00');
  const visitAt = new Date(wednesday.getTime() + 3 * 24 * HOUR + HOUR);
  const eveningBefore = new Date(visitAt.getTime() - 17 * HOUR + 5 * 60_000);
  try {
    await setServerTime(server, wednesday);
    const locality = `Baner ${Date.now().toString().slice(-6)}`;
    const title = `1BHK Apartment in ${locality}`;
    const phone = { viewport: PHONE, baseURL, isMobile: true, hasTouch: true };

    const ownerContext = await browser.newContext(phone);
    const ownerEmail = await emailAccount(ownerContext.request, 'Sunita Kulkarni');
    await postHome(ownerContext.request, {
      city: 'Pune',
      locality,
      full_name: 'Sunita Kulkarni',
      rent: 21_000,
    });
    const mine = await (await ownerContext.request.get('/api/listing/getListingByUserId')).json();
    const id: number = mine.usersListing.find((l: { title: string }) => l.title === title).id;

    // The owner opens the home's visiting hours on My Properties: Saturday 10:00 to 13:00.
    const owner = followApp(await ownerContext.newPage());
    await owner.goto('/myproperties');
    await owner.getByRole('button', { name: 'Visiting hours', exact: true }).click();
    const hours = owner.getByRole('dialog', { name: 'Visiting hours' });
    await expect(hours.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
    await hours.getByText('Sun', { exact: true }).click();
    await expect(hours.getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    await expect(hours.getByLabel('From', { exact: true })).toHaveValue('10:00');
    await expect(hours.getByLabel('To', { exact: true })).toHaveValue('13:00');
    await hours.getByLabel('How to find the home').fill('Flat 302, Green Park, behind the Baner bus depot');
    await owner.screenshot({ path: test.info().outputPath('owner-visiting-hours.png') });
    expect(await seriousFindings(owner)).toEqual([]);
    await hours.getByRole('button', { name: 'Save visiting hours' }).click();
    await expect(owner.getByText('Visiting hours saved')).toBeVisible();

    // The tenant books Saturday 11:00 from the home's page, with a note.
    const tenantContext = await browser.newContext(phone);
    const tenantEmail = await emailAccount(tenantContext.request, 'Arjun Deshpande');
    const tenant = followApp(await tenantContext.newPage());
    await tenant.goto(`/propertydetail/${id}`);
    await tenant.getByRole('button', { name: 'Book a visit' }).click();
    const sheet = tenant.getByRole('dialog', { name: 'Book a visit' });
    await expect(sheet.getByRole('button', { name: /^Sat / }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await sheet.getByText('11:00 am', { exact: true }).click();
    await expect(sheet.getByRole('radio', { name: '11:00 am' })).toBeChecked();
    await sheet.getByLabel('A note for the poster (optional)').fill('Two of us, coming from Aundh.');
    await tenant.screenshot({ path: test.info().outputPath('tenant-book-visit.png') });
    expect(await seriousFindings(tenant)).toEqual([]);
    await sheet.getByRole('button', { name: 'Book this time' }).click();
    await expect(sheet.getByText('Visit booked')).toBeVisible();
    await expect(sheet.getByText(/Sat \d+ \w+, 11:00 am to 11:30 am/)).toBeVisible();
    await expect(sheet.getByText('Flat 302, Green Park, behind the Baner bus depot')).toBeVisible();
    await tenant.screenshot({ path: test.info().outputPath('tenant-visit-booked.png') });

    // Both see it on their pages.
    await sheet.getByRole('link', { name: 'See my visits' }).click();
    const tenantCard = tenant.getByRole('article', { name: new RegExp(`^${title}`) });
    await expect(tenantCard).toContainText('With Sunita Kulkarni');
    await expect(tenantCard).toContainText('11:00 am to 11:30 am');
    await expect(tenantCard).toContainText('Flat 302, Green Park');
    await expect(tenantCard.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    await tenant.screenshot({ path: test.info().outputPath('tenant-my-visits.png'), fullPage: true });
    expect(await seriousFindings(tenant)).toEqual([]);

    await owner.goto('/myproperties');
    await expect(owner.getByText('1 visit booked')).toBeVisible();
    await expect(owner.getByText(/11:00 am to 11:30 am: Arjun Deshpande/)).toBeVisible();
    await owner.goto('/visits');
    const ownerCard = owner.getByRole('article', { name: new RegExp(`^${title}`) });
    await expect(ownerCard).toContainText('Visitor: Arjun Deshpande');
    await expect(ownerCard).toContainText('Two of us, coming from Aundh.');

    // The confirmations wait in the outbox, each email with the visit's calendar file.
    const viewing = (await (await tenantContext.request.get('/api/viewings')).json()).viewings[0];
    const emails = () => server.outbox().filter((m) => m.channel === 'email' && m.subject.includes(title));
    expect(emails().map((m) => [m.to, m.subject, m.attachments])).toEqual([
      [tenantEmail, `Your visit to ${title} is booked`, [`visit-${viewing.id}.ics`]],
      [ownerEmail, `Arjun Deshpande booked a visit to ${title}`, [`visit-${viewing.id}.ics`]],
    ]);
    const calendar = await tenantContext.request.get(viewing.calendar_url);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(await calendar.text()).toContain(
      `DTSTART:${visitAt.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    );

    // The evening before, the reminder job runs twice: each side is reminded once.
    await setServerTime(server, eveningBefore);
    await cli(server, 'jobs', ['run', 'viewing-reminders']);
    await cli(server, 'jobs', ['run', 'viewing-reminders']);
    const reminders = emails().filter((m) => m.subject.startsWith(`Reminder: visit to ${title}`));
    expect(reminders.map((m) => m.to).sort()).toEqual([tenantEmail, ownerEmail].sort());

    // Saturday 11:35: the owner says the tenant came.
    const afterVisit = new Date(visitAt.getTime() + 35 * 60_000);
    await setServerTime(server, afterVisit);
    await owner.clock.setFixedTime(afterVisit);
    await owner.goto('/visits');
    const came = owner.getByRole('article', { name: new RegExp(`^${title}`) });
    await expect(came.getByRole('group', { name: 'Did Arjun Deshpande come?' })).toBeVisible();
    await came.getByRole('button', { name: 'Yes, came' }).click();
    await expect(owner.getByText('Thank you for telling us')).toBeVisible();
    await expect(came.getByRole('button', { name: 'Yes, came' })).toHaveAttribute('aria-pressed', 'true');
    await owner.screenshot({ path: test.info().outputPath('owner-says-came.png'), fullPage: true });
    const told = (await (await ownerContext.request.get('/api/viewings')).json()).viewings[0];
    expect(told.seeker_came).toBe(true);

    // The tenant's page in Hindi.
    await tenant.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(tenant.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await tenant.goto('/visits');
    await expect(tenant.getByRole('heading', { name: 'बुक की गई विज़िट' })).toBeVisible();
    await expect(tenant.getByText('Sunita Kulkarni के साथ')).toBeVisible();
    await tenant.screenshot({ path: test.info().outputPath('tenant-visits-hindi.png'), fullPage: true });
    expect(await seriousFindings(tenant)).toEqual([]);

    await ownerContext.close();
    await tenantContext.close();
  } finally {
    await cli(server, 'admin', ['clock', 'reset']);
  }
});
