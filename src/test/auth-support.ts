// Small helpers for the account tests: requests through the real app, and the
// session cookie the server sets.
import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.ts';

export const SESSION_COOKIE = 'thikana_session';

/** The `cookie` header for the session a response set, or null when it set none (or cleared it). */
export const sessionCookieOf = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value ? `${SESSION_COOKIE}=${cookie.value}` : null;
};

export const isCookieCleared = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return Boolean(cookie && !cookie.value);
};

export const post = (
  t: TestApp,
  url: string,
  payload: unknown = {},
  options: { cookie?: string | null; ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

export const get = (t: TestApp, url: string, options: { cookie?: string | null } = {}) =>
  t.app.inject({ method: 'GET', url, headers: options.cookie ? { cookie: options.cookie } : {} });

/** A fresh valid Indian mobile number and email for each call. */
export const freshIdentity = () => {
  const n = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return { mobile: `9${n}`, email: `person${n}@example.in` };
};

export const lastOutboxCode = (t: TestApp, to: string) => {
  const message = t.deps.outbox.messages.filter((m) => m.to === to).at(-1);
  return message ? (/\b(\d{6})\b/.exec(message.text)?.[1] ?? null) : null;
};
