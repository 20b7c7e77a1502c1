// Journeys that need an admin. The first admin is made by the admin command, never by a
// form or a setting (docs/decisions/0020-admins-by-command.md), and the command cannot open PGlite's
// DATA_DIR while a server holds it. So: start a server, register the account through
// the API, stop the server keeping its DATA_DIR, grant admin with the command, start the
// spec's server on that same DATA_DIR, and enrol the admin's authenticator app through
// the API (docs/decisions/0024-admin-second-factor.md). Codes are computed from its secret.
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { stepAt, totpForStep } from '../../src/server/features/admin-factor/totp.ts';
import { cli } from './cli.ts';
import { test as base, expect } from './fixtures.ts';
import { type RunningServer, startServer } from './server.ts';

export type AdminAccount = {
  fullName: string;
  email: string;
  password: string;
  /** The authenticator secret, once enrolled, and the last time step used (a code works once). */
  totpSecret?: string;
  lastStep?: number;
};

/** The next unused authenticator code; waits for the next 30 s step only when the server would refuse. */
export const nextTotpCode = async (account: AdminAccount) => {
  let step = Math.max(stepAt(new Date()), (account.lastStep ?? -1) + 1);
  while (step > stepAt(new Date()) + 1) {
    await sleep(30_000 - (Date.now() % 30_000) + 50);
    step = Math.max(stepAt(new Date()), (account.lastStep ?? -1) + 1);
  }
  account.lastStep = step;
  return totpForStep(account.totpSecret!, step);
};

const register = async (baseURL: string, account: AdminAccount, mobile: string) => {
  const res = await fetch(`${baseURL}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: account.fullName,
      email: account.email,
      mobile_no: mobile,
      user_type: 'owner',
      location: 'Mumbai',
      password: account.password,
      consent: true,
      confirm_age_18: true,
    }),
  });
  if (!res.ok) throw new Error(`registering the admin failed: ${res.status} ${await res.text()}`);
};

/** Logs in over the API and enrols an authenticator app; keeps its secret on the account. */
export const enrolSecondFactor = async (baseURL: string, account: AdminAccount) => {
  const call = async (url: string, body: unknown, cookie?: string) => {
    const res = await fetch(`${baseURL}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} failed: ${res.status} ${await res.text()}`);
    return res;
  };
  const login = await call('/api/user/login', { email: account.email, password: account.password });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('thikana_session='))!;
  const enrol = (await (await call('/api/user/admin/twoFactor/enrol', {}, cookie)).json()) as {
    secret: string;
  };
  account.totpSecret = enrol.secret;
  await call('/api/user/admin/twoFactor/confirm', { code: await nextTotpCode(account) }, cookie);
};

/** Gives the code in the session a request context holds (after an API login). */
export const giveSecondFactor = async (
  request: APIRequestContext,
  baseURL: string,
  account: AdminAccount,
) => {
  const res = await request.post(`${baseURL}/api/user/admin/twoFactor/verify`, {
    data: { code: await nextTotpCode(account) },
  });
  expect(res.status(), await res.text()).toBe(200);
};

/** Registers an account, grants it admin with the command, and serves its DATA_DIR again. */
export const startServerWithAdminAccount = async (account: AdminAccount, mobile: string) => {
  const first = await startServer({ keepDataDir: true });
  try {
    await register(first.baseURL, account, mobile);
  } finally {
    await first.stop();
  }
  await cli(first, 'admin', ['grant', account.email]);
  const server = await startServer({ dataDir: first.dataDir });
  await enrolSecondFactor(server.baseURL, account);
  return server;
};

export const startServerWithAdmin = async (): Promise<{ server: RunningServer; admin: AdminAccount }> => {
  const admin: AdminAccount = {
    fullName: 'Kavya Menon',
    email: `kavya.admin.${Date.now().toString(36)}@example.in`,
    password: 'saffron-terrace-47',
  };
  const server = await startServerWithAdminAccount(admin, `9${String(Date.now()).slice(-9)}`);
  return { server, admin };
};

/** Logs in through the login screen and the authenticator prompt, as a person would. */
export const logIn = async (page: Page, account: AdminAccount) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await main.getByLabel('Authenticator code').fill(await nextTotpCode(account));
  await main.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
};

type AdminServer = { server: RunningServer; admin: AdminAccount };

/** The shared fixtures, with the spec's server holding one admin account (`admin`). */
export const test = base.extend<object, { adminServer: AdminServer; admin: AdminAccount }>({
  adminServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring argument.
    async ({}, use) => {
      const started = await startServerWithAdmin();
      await use(started);
      await started.server.stop();
    },
    { scope: 'worker' },
  ],
  server: [async ({ adminServer }, use) => use(adminServer.server), { scope: 'worker' }],
  admin: [async ({ adminServer }, use) => use(adminServer.admin), { scope: 'worker' }],
});

export { expect };
