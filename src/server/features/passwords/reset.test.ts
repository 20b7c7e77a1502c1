// Password reset through a real SMTP conversation: the app's nodemailer transport
// delivers to an SMTP listener started here, and the code is read from the message.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import { freshIdentity, get, post, sessionCookieOf } from '../../../test/auth-support.ts';
import { createSmtpMailer } from '../../adapters/mail.ts';

type Mail = { to: string[]; raw: string };
const inbox: Mail[] = [];
let waiting: ((mail: Mail) => void)[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      raw += chunk;
    });
    stream.on('end', () => {
      const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
      inbox.push(mail);
      const waiters = waiting;
      waiting = [];
      for (const resolve of waiters) resolve(mail);
      callback();
    });
  },
});

const nextMail = () => new Promise<Mail>((resolve) => waiting.push(resolve));
const codeIn = (mail: Mail) => /reset code is (\d{6})\./.exec(mail.raw)?.[1] ?? null;

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const config = testConfig();
  t = await buildTestApp({
    deps: { mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, config.MAIL_FROM) },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const OLD_PASSWORD = 'monsoon-window-7';
const NEW_PASSWORD = 'winter-chai-2026';

let ipSeq = 0;
const freshIp = () => `10.7.0.${++ipSeq}`;

const newAccount = async () => {
  const { email, mobile } = freshIdentity();
  const res = await post(t, ACCOUNT_API.register, {
    full_name: 'Ravi Iyer',
    email,
    mobile_no: mobile,
    user_type: 'tenant',
    location: 'Chennai',
    password: OLD_PASSWORD,
    consent: true,
    confirm_age_18: true,
  });
  expect(res.statusCode).toBe(200);
  return email;
};

const forget = (email: string, ip: string) => post(t, ACCOUNT_API.forgetPassword, { email }, { ip });
const reset = (body: Record<string, string>, ip: string) => post(t, ACCOUNT_API.resetPassword, body, { ip });

describe('password reset by emailed OTP', () => {
  it('emails a code over SMTP and answers exactly as for an email with no account', async () => {
    const email = await newAccount();
    const delivered = nextMail();
    const known = await forget(email, freshIp());
    const mail = await delivered;
    expect(mail.to).toEqual([email]);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);

    const ghost = 'no-account-here@example.in';
    const unknown = await forget(ghost, freshIp());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      message: 'If an account exists for this email, we have sent an OTP to it.',
    });
    // The resend cooldown applies alike too.
    const [knownAgain, unknownAgain] = [await forget(email, freshIp()), await forget(ghost, freshIp())];
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
    // A later mail arriving shows the unknown email was sent nothing.
    const later = nextMail();
    await forget(await newAccount(), freshIp());
    await later;
    expect(inbox.flatMap((m) => m.to)).not.toContain(ghost);
  });

  it('sets the new password, revokes every session and lets the user log in with it', async () => {
    const email = await newAccount();
    const login = (password: string) => post(t, ACCOUNT_API.login, { email, password }, { ip: freshIp() });
    const phone = sessionCookieOf(await login(OLD_PASSWORD))!;
    const laptop = sessionCookieOf(await login(OLD_PASSWORD))!;

    const delivered = nextMail();
    await forget(email, freshIp());
    const otp = codeIn(await delivered)!;
    const res = await reset(
      { email, otp, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      freshIp(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password Updated' });

    for (const cookie of [phone, laptop])
      expect((await get(t, ACCOUNT_API.getProfile, { cookie })).statusCode).toBe(401);
    expect((await login(OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    // The code worked once.
    const again = await reset(
      { email, otp, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      freshIp(),
    );
    expect(again.statusCode).toBe(400);
  });

  it('checks the passwords before spending a try on the code', async () => {
    const email = await newAccount();
    const delivered = nextMail();
    await forget(email, freshIp());
    const otp = codeIn(await delivered)!;
    const mismatch = await reset(
      { email, otp, new_password: NEW_PASSWORD, confirm_password: 'something-else' },
      freshIp(),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { field: 'confirm_password', message: "Password doesn't match" },
    ]);
    const common = await reset(
      { email, otp, new_password: 'iloveyou123', confirm_password: 'iloveyou123' },
      freshIp(),
    );
    expect(common.json().errors[0].field).toBe('new_password');
    const empty = await reset({ email, otp: '', new_password: '', confirm_password: '' }, freshIp());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'otp', message: 'Please Enter OTP' },
        { field: 'confirm_password', message: 'Please Enter Password' },
      ]),
    );
    const ok = await reset(
      { email, otp, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      freshIp(),
    );
    expect(ok.statusCode).toBe(200);
  });

  it("answers 'Incorrect OTP' the same for a known and an unknown email", async () => {
    const email = await newAccount();
    const delivered = nextMail();
    await forget(email, freshIp());
    const otp = codeIn(await delivered)!;
    const wrongOtp = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    await forget('nobody-at-all@example.in', freshIp());
    const body = { otp: wrongOtp, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const known = await reset({ ...body, email }, freshIp());
    const unknown = await reset({ ...body, email: 'nobody-at-all@example.in' }, freshIp());
    expect(known.statusCode).toBe(400);
    expect(known.json()).toEqual({
      message: 'Incorrect OTP',
      errors: [{ field: 'otp', message: 'Incorrect OTP' }],
    });
    expect(unknown.json()).toEqual(known.json());
  });
});
