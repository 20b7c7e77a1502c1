// Nobody loses their account to a second one (docs/decisions/0091-a-claimed-contact-is-a-choice.md),
// on a phone: an owner who signed up by email, never proved the number and posted a home
// logs in by WhatsApp with that number, is shown their account and joins it; another person
// starts a separate account knowingly; a reset of an email two accounts claim offers both,
// oldest first. Each choice screen passes axe and is kept as a screenshot.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { postHome } from './support/post-home.ts';

const PASSWORD = 'tamarind-veranda-64';
const unique = () => `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');

const signUp = async (
  request: APIRequestContext,
  who: { email: string; mobile: string; name: string; userType: string; password?: string },
) => {
  const res = await request.post('/api/user/register', {
    data: {
      full_name: who.name,
      email: who.email,
      mobile_no: who.mobile,
      user_type: who.userType,
      location: 'Bengaluru',
      password: who.password ?? PASSWORD,
      consent: true,
      confirm_age_18: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
};

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.state?.user ?? null);

/** Serious and critical axe findings (WCAG 2.1 A and AA) on the choice step. */
const seriousFindings = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('main')
      .analyze()
  ).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

/** The refusal the journey asks for (a wrong password, no consent) is logged by the browser as a failed request. */
const forgetRefusals = (consoleErrors: string[]) => {
  const others = consoleErrors.filter((e) => !/status of 400/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
};

const keepScreenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const whatsappCode = async (page: Page, mobile: string, lastOtp: (to: string) => string | null) => {
  await page.goto('/whatsappLogin');
  const main = page.getByRole('main');
  await main.getByLabel('Mobile Number').fill(mobile);
  await main.getByRole('button', { name: 'Send OTP' }).click();
  await expect(main.getByText('Check Your Whatsapp for OTP')).toBeVisible();
  await main.getByLabel('OTP', { exact: true }).fill(lastOtp(`91${mobile}`)!);
  await main.getByRole('button', { name: 'Login' }).click();
};

test('an owner who signed up by email logs in by WhatsApp and joins their account by its password, listing and all', async ({
  page,
  server,
  consoleErrors,
}) => {
  const id = unique();
  const mobile = `9${id}`;
  await signUp(page.request, {
    email: `ravi.${id}@example.in`,
    mobile,
    name: 'Ravi Iyer',
    userType: 'owner',
  });
  await page.request.post('/api/user/login', {
    data: { email: `ravi.${id}@example.in`, password: PASSWORD },
  });
  await postHome(page.request, { locality: 'Indiranagar', rent: 28_000 });
  await page.context().clearCookies();

  await whatsappCode(page, mobile, server.lastOtp);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'This number is on an account with r•••@example.in' }),
  ).toBeVisible();
  const account = main.getByRole('region', { name: 'r•••@example.in' });
  await expect(account.getByText(/^R••• · created \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(account.getByRole('button', { name: 'Send a code to r•••@example.in' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(await seriousFindings(page)).toEqual([]);
  await keepScreenshot(page, 'whatsapp-choice');

  await account.getByLabel("Join: enter that account's password").fill('not-my-password-1');
  await account.getByRole('button', { name: 'Join this account' }).click();
  await expect(account.getByText('Incorrect password')).toBeVisible();
  forgetRefusals(consoleErrors);
  await account.getByLabel("Join: enter that account's password").fill(PASSWORD);
  await account.getByRole('button', { name: 'Join this account' }).click();
  await expect(page.getByText('Login Success')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toMatchObject({
    full_name: 'Ravi Iyer',
    mobile_no: mobile,
    user_type: 'owner',
  });

  await page.goto('/myproperties');
  await expect(main.getByText('1BHK Apartment in Indiranagar')).toBeVisible();
});

test('a person whose number is on someone else’s account starts a separate account knowingly', async ({
  page,
  server,
  consoleErrors,
}) => {
  const id = unique();
  const mobile = `8${id}`;
  await signUp(page.request, {
    email: `zoya.${id}@example.in`,
    mobile,
    name: 'Zoya Khan',
    userType: 'broker',
  });
  await page.context().clearCookies();

  await whatsappCode(page, mobile, server.lastOtp);
  const main = page.getByRole('main');
  const separate = main.getByRole('region', { name: 'Start a separate account' });
  await expect(separate).toBeVisible();
  await separate.getByRole('button', { name: 'Start a separate account' }).click();
  await expect(separate.getByText('Please agree to the privacy notice to create an account')).toBeVisible();
  forgetRefusals(consoleErrors);
  await separate.getByRole('checkbox', { name: 'I have read the privacy notice and agree to it' }).check();
  await separate.getByRole('button', { name: 'Start a separate account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toMatchObject({ mobile_no: mobile, email: null, user_type: 'tenant' });
});

test('a reset of an email two accounts claim offers both, oldest first, and the owner picks theirs', async ({
  page,
  server,
}) => {
  const id = unique();
  const email = `meera.${id}@example.in`;
  await signUp(page.request, { email, mobile: `7${id}`, name: 'Meera Nair', userType: 'owner' });
  await signUp(page.request, {
    email,
    mobile: `6${id}`,
    name: 'Gopal Rao',
    userType: 'broker',
    password: 'gopal-chose-this-9',
  });

  await page.goto('/resetpassword');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send OTP' }).click();
  await expect(main.getByLabel('OTP', { exact: true })).toBeEnabled();
  await main.getByLabel('OTP', { exact: true }).fill(server.lastOtp(email)!);
  await main.getByLabel('New Password').fill('monsoon-terrace-27');
  await main.getByLabel('Confirm Password').fill('monsoon-terrace-27');
  await main.getByRole('button', { name: 'Reset Password' }).click();

  await expect(main.getByRole('heading', { name: 'This email is on 2 accounts' })).toBeVisible();
  const accounts = main.getByRole('listitem');
  await expect(accounts).toHaveCount(2);
  await expect(accounts.nth(0)).toContainText(/M••• · created \d{1,2} \w+ \d{4} · signed up first/);
  await expect(accounts.nth(0)).toContainText('m•••@example.in');
  await expect(accounts.nth(1)).toContainText('G•••');
  expect(await seriousFindings(page)).toEqual([]);
  await keepScreenshot(page, 'reset-choice');

  await accounts.nth(0).getByRole('button', { name: 'This is my account' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('monsoon-terrace-27');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toMatchObject({ full_name: 'Meera Nair', user_type: 'owner' });
});
