// Journeys that need an admin. Admins are made only by the admin command, never by a
// form or a setting (docs/decisions/0020-admins-by-command.md), and the command cannot open PGlite's DATA_DIR
// while a server holds it. So: start a server, register the account through the API,
// stop the server keeping its DATA_DIR, grant admin with the command, and start the
// spec's server on that same DATA_DIR.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';
import { type RunningServer, startServer } from './server.ts';

export type AdminAccount = { fullName: string; email: string; password: string };

const root = path.resolve(import.meta.dirname, '../..');

const register = async (baseURL: string, account: AdminAccount) => {
  const mobile = `9${String(Date.now()).slice(-9)}`;
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
    }),
  });
  if (!res.ok) throw new Error(`registering the admin failed: ${res.status} ${await res.text()}`);
};

export const startServerWithAdmin = async (): Promise<{ server: RunningServer; admin: AdminAccount }> => {
  const admin: AdminAccount = {
    fullName: 'Kavya Menon',
    email: `kavya.admin.${Date.now().toString(36)}@example.in`,
    password: 'saffron-terrace-47',
  };
  const first = await startServer({ keepDataDir: true });
  try {
    await register(first.baseURL, admin);
  } finally {
    await first.stop();
  }
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/admin.ts', 'grant', admin.email],
    { cwd: root, env: { ...process.env, DATA_DIR: first.dataDir, LOG_LEVEL: 'warn' } },
  );
  const server = await startServer({ dataDir: first.dataDir });
  return { server, admin };
};

/** Logs in through the login screen, as a person would. */
export const logIn = async (page: Page, account: AdminAccount) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Login' }).click();
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
