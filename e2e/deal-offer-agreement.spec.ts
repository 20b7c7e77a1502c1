// From a conversation to a signed rent agreement (docs/product/deals.md) on two phones side by side:
// the owner of a home in Pune offers it from the conversation; a figure left out is named under
// its field; the tenant counters the deposit, the owner accepts; "Your home" shows the agreement
// with Maharashtra's registration note and a stamp duty estimate, in English and in Hindi; both
// sign with a code the outbox holds; the signed PDF downloads, and the SHA-256 printed on its audit
// page is checked at /agreements/verify by someone with no account. Data of its own: a home in a
// locality of its own, and two people who proved their email.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_API } from '../src/shared/api-account.ts';
import { expect, followApp, test } from './support/fixtures.ts';
import { emailAccount, seriousFindings } from './support/people.ts';
import { postHome } from './support/post-home.ts';
import type { RunningServer } from './support/server.ts';

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

const PDFTOTEXT = '/usr/bin/pdftotext';

/** An account whose email is proven: a signature's code goes only to a proven contact. */
const provenAccount = async (request: APIRequestContext, server: RunningServer, name: string) => {
  const email = await emailAccount(request, name);
  expect((await request.post(ACCOUNT_API.verifyEmailSend, { data: {} })).ok()).toBe(true);
  const proof = await request.post(ACCOUNT_API.verifyEmail, { data: { otp: server.lastOtp(email) } });
  expect(proof.ok(), await proof.text()).toBe(true);
  return email;
};

/** Signs the agreement on `page` with the code the outbox holds for `email`. */
const signWithCode = async (page: Page, server: RunningServer, email: string) => {
  const sentBefore = server.outbox().filter((m) => m.to === email).length;
  await page.getByRole('button', { name: 'Sign with a code' }).click();
  await expect(page.getByText(/^We sent a 6-digit code to /)).toBeVisible();
  await expect.poll(() => server.outbox().filter((m) => m.to === email).length).toBeGreaterThan(sentBefore);
  await page.getByLabel('Code', { exact: true }).fill(server.lastOtp(email)!);
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
};

test('an owner offers a home, the tenant counters the deposit and the owner accepts; both sign the agreement with codes and its hash verifies', async ({
  browser,
  baseURL,
  server,
}) => {
  test.setTimeout(240_000);
  const phone = { viewport: PHONE, baseURL, isMobile: true, hasTouch: true };
  const locality = `Aundh ${Date.now().toString().slice(-6)}`;
  const title = `1BHK Apartment in ${locality}`;

  const ownerContext = await browser.newContext(phone);
  const ownerEmail = await provenAccount(ownerContext.request, server, 'Sunita Kulkarni');
  await postHome(ownerContext.request, {
    city: 'Pune',
    locality,
    full_name: 'Sunita Kulkarni',
    rent: 19_000,
    deposit: 60_000,
  });
  const mine = await (await ownerContext.request.get('/api/listing/getListingByUserId')).json();
  const listingId: number = mine.usersListing.find((l: { title: string }) => l.title === title).id;

  // The tenant wrote to the owner about the home.
  const tenantContext = await browser.newContext(phone);
  const tenantEmail = await provenAccount(tenantContext.request, server, 'Arjun Deshpande');
  const started = await tenantContext.request.post('/api/conversations', {
    data: { listing_id: listingId, text: 'Is it still available? I can move in next month.' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const conversationId: number = (await started.json()).conversation.id;

  // The owner offers the home from the conversation, the terms prefilled from the listing.
  const owner = followApp(await ownerContext.newPage());
  await owner.goto(`/messages/${conversationId}`);
  await owner.getByRole('button', { name: 'Offer this home' }).click();
  const offerSheet = owner.getByRole('dialog', { name: 'Offer this home' });
  await expect(offerSheet.getByLabel('Rent (₹ a month)')).toHaveValue('19000');
  await expect(offerSheet.getByLabel('Deposit (₹)')).toHaveValue('60000');
  await expect(offerSheet.getByLabel('Term (months)')).toHaveValue('11');
  // A figure left out is named under its own field.
  await offerSheet.getByLabel('Rent (₹ a month)').fill('');
  await offerSheet.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offerSheet.getByText('Please give the rent')).toBeVisible();
  await expect(offerSheet.getByLabel('Rent (₹ a month)')).toHaveAttribute('aria-invalid', 'true');
  await offerSheet.getByLabel('Rent (₹ a month)').fill('19000');
  await offerSheet.getByLabel('Maintenance (₹ a month)').fill('1500');
  await offerSheet.getByLabel('House rules').fill('No smoking inside\nVisitors before 10 pm');
  await owner.screenshot({ path: test.info().outputPath('owner-offer-sheet.png') });
  expect(await seriousFindings(owner)).toEqual([]);
  await offerSheet.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offerSheet).toBeHidden();
  await expect(owner.getByRole('article', { name: 'You offered the home' })).toBeVisible();

  // The tenant finds the offer as a card, and counters the deposit.
  const tenant = followApp(await tenantContext.newPage());
  await tenant.goto(`/messages/${conversationId}`);
  const offerCard = tenant.getByRole('article', { name: 'Sunita Kulkarni offered the home' });
  await expect(offerCard).toContainText('₹19,000 a month');
  await expect(offerCard).toContainText('₹60,000');
  await expect(offerCard.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(offerCard.getByRole('button', { name: 'Decline' })).toBeVisible();
  await tenant.screenshot({ path: test.info().outputPath('tenant-offer-card.png') });
  expect(await seriousFindings(tenant)).toEqual([]);
  await offerCard.getByRole('button', { name: 'Counter' }).click();
  const counterSheet = tenant.getByRole('dialog', { name: 'Counter the offer' });
  await expect(counterSheet.getByLabel('Deposit (₹)')).toHaveValue('60000');
  await counterSheet.getByLabel('Deposit (₹)').fill('40000');
  await counterSheet.getByRole('button', { name: 'Send the counter' }).click();
  await expect(counterSheet).toBeHidden();
  const tenantCounter = tenant.getByRole('article', { name: 'You countered' });
  await expect(tenantCounter).toContainText('₹40,000');
  await expect(tenantCounter).toContainText('changed');
  // The offer's card no longer waits for an answer.
  await expect(offerCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The owner accepts the counter and opens "Your home".
  await owner.reload();
  const counterCard = owner.getByRole('article', { name: 'Arjun Deshpande countered' });
  await expect(counterCard).toContainText('₹40,000');
  await counterCard.getByRole('button', { name: 'Accept' }).click();
  const acceptedCard = owner.getByRole('article', { name: 'You accepted the terms' });
  await expect(acceptedCard).toBeVisible();
  await acceptedCard.getByRole('link', { name: 'Open Your home' }).click();
  await expect(owner).toHaveURL(/\/deals\/\d+$/);
  const dealPath = new URL(owner.url()).pathname;

  // Your home: the accepted terms, Maharashtra's note and the agreement.
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const terms = owner.getByRole('region', { name: 'Accepted terms' });
  await expect(terms).toContainText('₹40,000');
  await expect(terms).toContainText('No smoking inside');
  const note = owner.getByRole('region', { name: 'What Maharashtra asks' });
  await expect(note).toContainText('This agreement must be registered with the sub-registrar.');
  await expect(note).toContainText(/About ₹[\d,]+ \(an estimate\)/);
  await expect(note.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  const agreement = owner.getByRole('region', { name: 'Rent agreement' });
  await expect(agreement).toContainText('Sunita Kulkarni');
  await expect(agreement).toContainText('Arjun Deshpande');
  await owner.screenshot({ path: test.info().outputPath('owner-your-home.png'), fullPage: true });
  expect(await seriousFindings(owner)).toEqual([]);

  // The owner signs with the code sent to the email they proved.
  await signWithCode(owner, server, ownerEmail);
  const signatures = owner.getByRole('region', { name: 'Signatures' });
  await expect(signatures).toContainText('Owner Sunita Kulkarni signed on');
  await expect(signatures).toContainText('Tenant: not signed yet');

  // The tenant reaches the home from My Visits, reads the agreement in Hindi and signs.
  await tenant.goto('/visits');
  await tenant
    .getByRole('region', { name: 'Your homes' })
    .getByRole('link', { name: new RegExp(locality) })
    .click();
  await expect(tenant).toHaveURL(new RegExp(`${dealPath}$`));
  const tenantAgreement = tenant.getByRole('region', { name: 'Rent agreement' });
  await tenantAgreement.getByRole('button', { name: 'हिंदी' }).click();
  await expect(tenantAgreement.getByRole('article')).toHaveAttribute('lang', 'hi');
  await expect(tenantAgreement.getByRole('article')).toContainText(/किराया/);
  await tenant.screenshot({ path: test.info().outputPath('tenant-agreement-hindi.png'), fullPage: true });
  await signWithCode(tenant, server, tenantEmail);
  await expect(tenant.getByText(/^Both signed\./)).toBeVisible();

  // The signed PDF downloads; its audit page prints the SHA-256 the page shows.
  await owner.reload();
  await expect(owner.getByText(/^Both signed\./)).toBeVisible();
  const shown = (await owner.getByRole('region', { name: 'Rent agreement' }).locator('code').textContent())!;
  expect(shown).toMatch(/^[0-9a-f]{64}$/);
  const downloading = owner.waitForEvent('download');
  await owner.getByRole('link', { name: 'Download the signed agreement (PDF)' }).click();
  const pdf = await (await downloading).path();
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  if (existsSync(PDFTOTEXT)) {
    const text = execFileSync(PDFTOTEXT, ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain(shown);
  }

  // Anyone holding the PDF checks its hash, without an account; a wrong one is not found.
  const visitorContext = await browser.newContext(phone);
  const visitor = followApp(await visitorContext.newPage());
  // Others still see the home, marked as having an accepted offer.
  await visitor.goto(`/propertydetail/${listingId}`);
  await expect(visitor.getByText(/^Offer accepted: /)).toBeVisible();
  await visitor.goto('/agreements/verify');
  await visitor.getByLabel('SHA-256').fill('f'.repeat(64));
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(visitor.getByText(/^No signed agreement has this SHA-256/)).toBeVisible();
  await visitor.getByLabel('SHA-256').fill(shown.toUpperCase());
  await visitor.getByRole('button', { name: 'Check' }).click();
  const result = visitor.getByRole('status').filter({ hasText: 'This agreement was signed on Thikana' });
  await expect(result).toContainText(/Owner Sunita K\.?, on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(result).toContainText(/Tenant Arjun D\.?, on/);
  await expect(result).not.toContainText(locality);
  await visitor.screenshot({ path: test.info().outputPath('verify.png'), fullPage: true });
  expect(await seriousFindings(visitor)).toEqual([]);

  // Once both signed, the owner marks the home rented from Your home.
  await owner.getByRole('button', { name: 'Mark the home rented' }).click();
  await expect(owner.getByText('The home is marked rented')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Mark the home rented' })).toHaveCount(0);

  await visitorContext.close();
  await ownerContext.close();
  await tenantContext.close();
});
