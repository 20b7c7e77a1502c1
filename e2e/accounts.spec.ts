// Account journeys on a phone: signup with consent, proving the number and the email,
// profile edit, logout and email login; WhatsApp OTP login with the code read from the
// outbox; password reset with the emailed code.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const unique = () => `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
const freshMobile = () => `9${unique()}`;

/** A tenant account made through the API, with consent, not logged in. */
const registerByApi = async (
  page: Page,
  person: { full_name: string; email: string; mobile_no: string; location: string; password: string },
) => {
  const data = { ...person, user_type: 'tenant', consent: true, confirm_age_18: true };
  expect((await page.request.post('/api/user/register', { data })).ok()).toBe(true);
};

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.state?.user ?? null);

test('a visitor signs up with consent, proves the number and email, edits the profile, logs out and in', async ({
  page,
  server,
}) => {
  const id = unique();
  const email = `asha.${id}@example.in`;
  const mobile = `8${id}`;
  const password = 'jasmine-balcony-81';

  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Full Name').fill('Asha Kulkarni');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Mobile Number').fill(mobile);
  await expect(main.getByLabel('I am a')).toHaveValue('tenant');
  await main.getByLabel('I am a').selectOption('owner');
  await main.getByLabel('City').selectOption('Pune');
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Show password' }).click();
  await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  // Nothing is created before the privacy notice is accepted and the age confirmed.
  await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please agree to the privacy notice to create an account')).toBeVisible();
  await main.getByRole('checkbox', { name: 'I have read the privacy notice and agree to it' }).check();
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please confirm you are 18 or older')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await main.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('User Registered Successfully!')).toBeVisible();

  // Straight into the new account, which offers to prove the number and the email.
  await expect(page).toHaveURL(/\/account\/security$/);
  const mobileCard = main.getByRole('region', { name: /Mobile number/ });
  await expect(mobileCard.getByText('Not verified')).toBeVisible();
  await mobileCard.getByRole('button', { name: 'Send code on WhatsApp' }).click();
  await expect.poll(() => server.lastOtp(`91${mobile}`)).not.toBeNull();
  await mobileCard.getByLabel('WhatsApp code').fill(server.lastOtp(`91${mobile}`)!);
  await mobileCard.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText('Your mobile number is verified')).toBeVisible();
  await expect(mobileCard.getByText('Verified', { exact: true })).toBeVisible();

  const emailCard = main.getByRole('region', { name: /^Email/ });
  await emailCard.getByRole('button', { name: 'Send code by email' }).click();
  await expect.poll(() => server.lastOtp(email)).not.toBeNull();
  await emailCard.getByLabel('Email code').fill(server.lastOtp(email)!);
  await emailCard.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Your email is verified')).toBeVisible();
  await expect(emailCard.getByText('Verified', { exact: true })).toBeVisible();
  expect(await storedUser(page)).toMatchObject({ email, full_name: 'Asha Kulkarni', user_type: 'owner' });

  await page.goto('/profile');
  const name = main.getByLabel('Full Name');
  await expect(name).toHaveValue('Asha Kulkarni');
  await expect(name).toBeDisabled();
  await expect(main.getByLabel('Mobile Number')).toHaveValue(mobile);
  await expect(main.getByLabel('Mobile Number')).not.toBeEditable();
  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(main.getByLabel('Mobile Number')).not.toBeEditable();
  await name.fill('Asha K. Kulkarni');
  // The date of birth is picked as day, month by name and year, the Indian way, whatever the browser's locale.
  const dob = main.getByRole('group', { name: 'Date of Birth' });
  await dob.getByRole('combobox', { name: 'Day' }).selectOption('12');
  await dob.getByRole('combobox', { name: 'Month' }).selectOption('April');
  await dob.getByRole('combobox', { name: 'Year' }).selectOption('1995');
  await main.getByLabel('Gender').selectOption('female');
  await main.getByLabel('City').selectOption('Mumbai');
  await main.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(name).toBeDisabled();

  await page.reload();
  await expect(name).toHaveValue('Asha K. Kulkarni');
  await expect(dob.getByRole('combobox', { name: 'Day' })).toHaveValue('12');
  await expect(dob.getByRole('combobox', { name: 'Month' })).toHaveValue('4');
  await expect(dob.getByRole('combobox', { name: 'Year' })).toHaveValue('1995');
  await expect(main.getByLabel('Gender')).toHaveValue('female');
  await expect(main.getByRole('link', { name: 'My Properties' })).toHaveAttribute('href', '/myproperties');
  await expect(main.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
    'href',
    '/terms&conditions',
  );

  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  expect(await storedUser(page)).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/whatsappLogin$/);

  await page.goto('/login');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('login success')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toMatchObject({ email, full_name: 'Asha K. Kulkarni' });
});

test('a visitor who chose List Your Space logs in with WhatsApp and lands on the listing form', {
  tag: '@desktop',
}, async ({ page, server }) => {
  const mobile = freshMobile();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'List Your Space' }).click();
  await expect(page).toHaveURL(/\/whatsappLogin$/);

  const main = page.getByRole('main');
  await main.getByLabel('Mobile Number').fill(mobile);
  await main.getByRole('button', { name: 'Send OTP' }).click();
  // The server refuses a new code for 30 s: the button counts down instead.
  await expect(main.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
  const code = server.lastOtp(`91${mobile}`);
  await main.getByLabel('OTP', { exact: true }).fill(code!);
  await main.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/addlisting$/);
  await expect(main.getByRole('heading', { level: 1, name: 'List your space' })).toBeVisible();
});

test('a visitor logs in with a WhatsApp OTP', async ({ page, server }) => {
  const mobile = freshMobile();
  await page.goto('/whatsappLogin');
  const main = page.getByRole('main');
  const otp = main.getByLabel('OTP', { exact: true });
  await expect(otp).toBeDisabled();

  await main.getByLabel('Mobile Number').fill(mobile);
  await main.getByRole('button', { name: 'Send OTP' }).click();
  await expect(main.getByText('Check Your Whatsapp for OTP')).toBeVisible();
  await expect(otp).toBeEnabled();

  // An empty OTP is highlighted and nothing is sent; typing clears the highlight.
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please Enter OTP')).toBeVisible();
  await expect(otp).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/whatsappLogin$/);

  const code = server.lastOtp(`91${mobile}`);
  expect(code).toMatch(/^\d{6}$/);
  await otp.fill(code!);
  await expect(otp).toHaveAttribute('aria-invalid', 'false');
  // A new number: its account is created only with consent to the privacy notice.
  await main.getByRole('checkbox', { name: /I have read the privacy notice and agree to it/ }).check();
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Success')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toMatchObject({ mobile_no: mobile, user_type: 'tenant' });

  await page.goto('/profile');
  await expect(main.getByLabel('Mobile Number')).toHaveValue(mobile);
});

test('a user resets the password with the emailed OTP and logs in with the new one', async ({
  page,
  server,
}) => {
  const id = unique();
  const email = `ravi.${id}@example.in`;
  await registerByApi(page, {
    full_name: 'Ravi Menon',
    email,
    mobile_no: `7${id}`,
    location: 'Chennai',
    password: 'old-coconut-tree-4',
  });

  await page.goto('/resetpassword');
  const main = page.getByRole('main');
  const otp = main.getByLabel('OTP', { exact: true });
  const newPassword = main.getByLabel('New Password');
  const confirm = main.getByLabel('Confirm Password');
  await expect(otp).toBeDisabled();
  await expect(newPassword).toBeDisabled();

  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send OTP' }).click();
  await expect(main.getByText('Check Your Mail for OTP')).toBeVisible();
  await expect(otp).toBeEnabled();
  const code = server.lastOtp(email);
  expect(code).toMatch(/^\d{6}$/);

  // Checks before any request: OTP, then passwords, then that they match.
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(otp).toHaveAttribute('aria-invalid', 'true');
  await otp.fill(code!);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please Enter Password')).toBeVisible();
  await newPassword.fill('new-mango-season-9');
  await confirm.fill('new-mango-season-8');
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByText("** Password Doesn't Match")).toBeVisible();
  await expect(page.getByText("Password doesn't match", { exact: true })).toBeVisible();
  await confirm.fill('new-mango-season-9');
  await expect(main.getByText("** Password Doesn't Match")).toBeHidden();
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The reset page stays on screen until the login page's code has arrived.
  await expect(main.getByRole('heading', { name: 'Login' })).toBeVisible();

  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('new-mango-season-9');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedUser(page)).toMatchObject({ email, full_name: 'Ravi Menon' });
});

test('a logged-in person who mistypes the password on /login stays logged in, after a reload too', async ({
  page,
  consoleErrors,
}) => {
  const id = unique();
  const email = `tara.${id}@example.in`;
  const password = 'monsoon-window-seat-3';
  await registerByApi(page, {
    full_name: 'Tara Kulkarni',
    email,
    mobile_no: `6${id}`,
    location: 'Pune',
    password,
  });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('monsoon-window-seat-4');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  // The browser logs the refused login (401); that refusal is what this journey is about.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 401/.test(e)));
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedUser(page)).toMatchObject({ email });

  await page.reload();
  expect(await storedUser(page)).toMatchObject({ email });
  await page.goto('/profile');
  await expect(main.getByLabel('Email')).toHaveValue(email);
});
