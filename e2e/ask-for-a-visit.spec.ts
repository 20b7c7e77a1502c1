// Asking for a visit (docs/product/viewings.md#asking-for-a-visit) on two phones side by side: an
// owner posts a home and sets no visiting hours; the tenant's "Ask for a visit" proposes three
// times with a note; the owner opens the one-tap link of the email in the outbox and accepts the
// second time without logging in again; both see the booked visit on My Visits, and the tenant's
// confirmation carries the calendar file. Data of its own: a home in Pune.

import { expect, followApp, test } from './support/fixtures.ts';
import { emailAccount, seriousFindings } from './support/people.ts';
import { postHome } from './support/post-home.ts';

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

test('a tenant asks for a visit to a home without hours, the owner accepts one of three times from the emailed link, and both see the visit', async ({
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(180_000);
  const locality = `Kothrud ${Date.now().toString().slice(-6)}`;
  const title = `1BHK Apartment in ${locality}`;
  const phone = { viewport: PHONE, baseURL, isMobile: true, hasTouch: true };

  const ownerContext = await browser.newContext(phone);
  const ownerEmail = await emailAccount(ownerContext.request, 'Sunita Kulkarni');
  await postHome(ownerContext.request, {
    city: 'Pune',
    locality,
    full_name: 'Sunita Kulkarni',
    rent: 19_000,
  });
  const mine = await (await ownerContext.request.get('/api/listing/getListingByUserId')).json();
  const id: number = mine.usersListing.find((l: { title: string }) => l.title === title).id;

  // The tenant finds "Ask for a visit" where "Book a visit" would be, and proposes three times.
  const tenantContext = await browser.newContext(phone);
  const tenantEmail = await emailAccount(tenantContext.request, 'Arjun Deshpande');
  const tenant = followApp(await tenantContext.newPage());
  await tenant.goto(`/propertydetail/${id}`);
  await tenant.getByRole('button', { name: 'Ask for a visit' }).click();
  const sheet = tenant.getByRole('dialog', { name: 'Ask for a visit' });
  const choices: [string, number, string][] = [
    ['First choice', 2, '10:30'],
    ['Second choice (optional)', 3, '18:00'],
    ['Third choice (optional)', 4, '11:00'],
  ];
  const labels: string[] = [];
  for (const [legend, dayIndex, time] of choices) {
    const group = sheet.getByRole('group', { name: legend });
    const day = group.getByRole('combobox', { name: 'Day' });
    const option = day.locator('option').nth(dayIndex + 1);
    const dayLabel = (await option.textContent()) ?? '';
    await day.selectOption({ index: dayIndex + 1 });
    const clock = group.getByRole('combobox', { name: 'Time' });
    await clock.selectOption(time);
    const timeLabel = await clock.locator(`option[value="${time}"]`).textContent();
    labels.push(`${dayLabel}, ${timeLabel}`);
  }
  await sheet.getByLabel('A note for the poster (optional)').fill('Two of us, after work.');
  await tenant.screenshot({ path: test.info().outputPath('tenant-ask-for-a-visit.png') });
  expect(await seriousFindings(tenant)).toEqual([]);
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(sheet.getByText('Request sent')).toBeVisible();
  for (const label of labels) await expect(sheet.getByText(label)).toBeVisible();

  // The owner's email holds the one-tap link; its page shows the three times, one button each.
  const emails = () => server.outbox().filter((m) => m.channel === 'email' && m.subject.includes(title));
  await expect
    .poll(() => emails().map((m) => [m.to, m.subject]))
    .toEqual([[ownerEmail, `Arjun Deshpande asks to visit ${title}`]]);
  const link = /https?:\/\/\S+(\/visit-request\/\S+)/.exec(emails()[0]!.text)![1]!;
  const owner = followApp(await ownerContext.newPage());
  await owner.goto(link);
  await expect(owner.getByRole('heading', { name: `Arjun Deshpande asks to visit ${title}` })).toBeVisible();
  await expect(owner.getByText('Two of us, after work.')).toBeVisible();
  const buttons = owner.getByRole('button', { name: /^Accept / });
  await expect(buttons).toHaveCount(3);
  await owner.screenshot({ path: test.info().outputPath('owner-request-link.png') });
  expect(await seriousFindings(owner)).toEqual([]);
  await owner.getByRole('button', { name: `Accept ${labels[1]}` }).click();
  await expect(owner.getByRole('heading', { name: 'Visit booked' })).toBeVisible();

  // Opening the link again books nothing more: it was answered.
  await owner.reload();
  await expect(owner.getByRole('heading', { name: 'Visit booked' })).toBeVisible();
  await expect(owner.getByRole('button', { name: /^Accept / })).toHaveCount(0);

  // Both see the booked visit on My Visits.
  await tenant.goto('/visits');
  const tenantCard = tenant.getByRole('article', { name: new RegExp(`^${title}`) });
  await expect(tenantCard).toContainText('With Sunita Kulkarni');
  await expect(tenantCard).toContainText(labels[1]!.split(', ')[1]!);
  await expect(tenantCard.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await tenant.screenshot({ path: test.info().outputPath('tenant-my-visits.png'), fullPage: true });
  await owner.goto('/visits');
  const ownerCard = owner.getByRole('article', { name: new RegExp(`^${title}`) });
  await expect(ownerCard).toContainText('Visitor: Arjun Deshpande');
  await expect(ownerCard).toContainText('Two of us, after work.');
  await owner.screenshot({ path: test.info().outputPath('owner-my-visits.png'), fullPage: true });

  // The tenant's confirmation carries the calendar file.
  const viewing = (await (await tenantContext.request.get('/api/viewings')).json()).viewings[0];
  await expect
    .poll(() =>
      emails()
        .filter((m) => m.to === tenantEmail)
        .map((m) => [m.subject, m.attachments]),
    )
    .toEqual([[`Your visit to ${title} is booked`, [`visit-${viewing.id}.ics`]]]);

  await ownerContext.close();
  await tenantContext.close();
});
