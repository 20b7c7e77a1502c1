// A conversation knows its home (docs/decisions/0142-a-conversation-knows-its-home.md): a tenant
// asks about a home; its owner deletes it from the home's page; the tenant's conversation then
// says at the top that the home was removed, the box to write in is disabled saying why, and the
// inbox marks the conversation. Data of its own: a home in Jaipur.
import { expect, followApp, test } from './support/fixtures.ts';
import { emailAccount, seriousFindings } from './support/people.ts';
import { postHome } from './support/post-home.ts';

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

test('the owner deletes the home and the tenant’s conversation says so, with no box to write in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const locality = `Malviya Nagar ${Date.now().toString().slice(-6)}`;
  const title = `1BHK Apartment in ${locality}`;
  const phone = { viewport: PHONE, baseURL, isMobile: true, hasTouch: true };

  const ownerContext = await browser.newContext(phone);
  await emailAccount(ownerContext.request, 'Kavita Joshi');
  await postHome(ownerContext.request, { city: 'Jaipur', locality, full_name: 'Kavita Joshi', rent: 14_000 });
  const mine = await (await ownerContext.request.get('/api/listing/getListingByUserId')).json();
  const id: number = mine.usersListing.find((l: { title: string }) => l.title === title).id;

  // The tenant asks about it from the home's page.
  const tenantContext = await browser.newContext(phone);
  await emailAccount(tenantContext.request, 'Rohan Mehta');
  const tenant = followApp(await tenantContext.newPage());
  await tenant.goto(`/propertydetail/${id}`);
  await tenant.getByRole('button', { name: 'Message owner' }).click();
  const sheet = tenant.getByRole('dialog');
  await sheet.getByRole('button', { name: 'Is it still available?' }).click();
  await sheet.getByRole('button', { name: 'Send' }).click();
  await expect(tenant).toHaveURL(/\/messages\/\d+$/);
  const conversationUrl = tenant.url();
  await expect(tenant.getByRole('textbox', { name: 'Your message' })).toBeEnabled();

  // The owner deletes the home from its page.
  const owner = followApp(await ownerContext.newPage());
  await owner.goto(`/propertydetail/${id}`);
  const main = owner.getByRole('main');
  // The fair-rent gauge asks for its figures once the page has shown; let it, before deleting.
  await expect(main.getByText(/Not enough homes like this one yet|for a 1BHK in/).first()).toBeVisible();
  owner.once('dialog', (dialog) => void dialog.accept());
  await main.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(owner.getByText('Property Deleted')).toBeVisible();

  // The tenant's conversation says so, and takes no more messages.
  await tenant.goto(conversationUrl);
  const notice = tenant.getByRole('status').filter({ hasText: 'This home has been removed from Thikana' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('No more messages can be sent here.');
  await expect(tenant.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
  await expect(tenant.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(tenant.getByText('Is it still available?')).toBeVisible();
  await tenant.screenshot({ path: test.info().outputPath('tenant-home-removed.png') });
  expect(await seriousFindings(tenant)).toEqual([]);

  // A message sent anyway is refused, naming why.
  const conversationId = conversationUrl.split('/').pop();
  const refused = await tenantContext.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { text: 'Hello?' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(
    'This home has been removed from Thikana, so this conversation is closed.',
  );

  // The inbox marks it.
  await tenant.goto('/messages');
  await expect(tenant.getByRole('link', { name: /Kavita Joshi/ })).toContainText('Removed');

  // And in Hindi.
  await tenant.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(tenant.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await tenant.goto(conversationUrl);
  await expect(
    tenant.getByRole('status').filter({ hasText: 'यह घर Thikana से हटा दिया गया है' }),
  ).toBeVisible();
  await expect(tenant.getByRole('textbox', { name: 'आपका मैसेज' })).toBeDisabled();
  expect(await seriousFindings(tenant)).toEqual([]);
});
