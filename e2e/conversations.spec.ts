// The deal happens here (docs/product/conversations.md), on two phones side by side: a tenant
// messages an owner from the home's page with a quick message; the owner, with Messages open,
// sees it arrive without reloading and answers with their number, which the tenant, who has no
// pass, sees hidden with the offer of the pass. Both screens read in Hindi too, without serious
// accessibility findings. Data of its own: a home in Pune.
import { expect, followApp, test } from './support/fixtures.ts';
import { emailAccount, seriousFindings } from './support/people.ts';
import { postHome } from './support/post-home.ts';

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

test('a tenant messages an owner, who sees it arrive live and answers with a number the tenant sees hidden', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const locality = `Kothrud ${Date.now().toString().slice(-6)}`;
  const title = `1BHK Apartment in ${locality}`;
  const phone = { viewport: PHONE, baseURL, isMobile: true, hasTouch: true };

  const ownerContext = await browser.newContext(phone);
  await emailAccount(ownerContext.request, 'Sunita Kulkarni');
  await postHome(ownerContext.request, {
    city: 'Pune',
    locality,
    full_name: 'Sunita Kulkarni',
    rent: 18_000,
  });
  const mine = await (await ownerContext.request.get('/api/listing/getListingByUserId')).json();
  const id: number = mine.usersListing.find((l: { title: string }) => l.title === title).id;

  // The owner has Messages open on their phone.
  const owner = followApp(await ownerContext.newPage());
  await owner.goto('/messages');
  await expect(owner.getByRole('heading', { name: 'No messages yet' })).toBeVisible();

  // The tenant, on theirs, writes from the home's page with a quick message.
  const tenantContext = await browser.newContext(phone);
  await emailAccount(tenantContext.request, 'Arjun Deshpande');
  const tenant = followApp(await tenantContext.newPage());
  await tenant.goto(`/propertydetail/${id}`);
  await tenant.getByRole('button', { name: 'Message owner' }).click();
  const sheet = tenant.getByRole('dialog');
  await sheet.getByRole('button', { name: 'Is it still available?' }).click();
  await expect(sheet.getByLabel('Your message')).toHaveValue('Is it still available?');
  await tenant.screenshot({ path: test.info().outputPath('message-owner-sheet.png') });
  await sheet.getByRole('button', { name: 'Send' }).click();
  await expect(tenant).toHaveURL(/\/messages\/\d+$/);
  await expect(tenant.getByText('Is it still available?')).toBeVisible();

  // It arrives on the owner's screen without a reload.
  const row = owner.getByRole('link', { name: /Arjun Deshpande/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Is it still available?');
  await owner.screenshot({ path: test.info().outputPath('owner-inbox-live.png') });
  expect(await seriousFindings(owner)).toEqual([]);

  // The owner answers with their number.
  await row.click();
  await owner.getByLabel('Your message').fill('Yes! Call me on 98220 12345 after 6 pm.');
  await owner.getByRole('button', { name: 'Send' }).click();
  await expect(owner.getByText('Yes! Call me on 98220 12345 after 6 pm.')).toBeVisible();

  // The tenant, without a pass, sees it arrive with the number hidden, and the offer of the pass.
  await expect(tenant.getByText('Yes! Call me on ••• after 6 pm.')).toBeVisible({ timeout: 15_000 });
  await expect(tenant.getByText(/The owner shared a phone number/)).toBeVisible();
  await expect(tenant.getByRole('button', { name: 'get the pass' })).toBeVisible();
  await expect(tenant.getByText('98220 12345')).toHaveCount(0);
  await tenant.screenshot({ path: test.info().outputPath('tenant-number-hidden.png'), fullPage: true });
  expect(await seriousFindings(tenant)).toEqual([]);

  // The same screens in Hindi.
  await tenant.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(tenant.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await tenant.goto('/messages');
  await expect(tenant.getByRole('link', { name: /Sunita Kulkarni/ })).toBeVisible();
  await tenant.screenshot({ path: test.info().outputPath('inbox-hindi.png') });
  expect(await seriousFindings(tenant)).toEqual([]);

  await ownerContext.close();
  await tenantContext.close();
});
