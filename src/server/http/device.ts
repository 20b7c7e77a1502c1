// The device cookie: set at every successful login, it lets that browser log in to the
// same account even while strangers' failures are slowing everyone else down
// (docs/decisions/0023-login-throttle.md). Signed with the app secret; it grants nothing
// by itself.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { acceptedSecrets, madeWithAny } from '../platform/secrets.ts';

const YEAR_S = 365 * 24 * 3600;

export const deviceCookieName = (config: Pick<Config, 'cookieSecure'>) =>
  config.cookieSecure ? '__Host-thikana_device' : 'thikana_device';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

export const setDeviceCookie = (reply: FastifyReply, config: Config, userId: number) => {
  const payload = `${userId}.${randomBytes(12).toString('base64url')}`;
  reply.setCookie(deviceCookieName(config), `${payload}.${sign(config.appSecret, payload)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: YEAR_S,
  });
};

/** The account and device id a valid cookie names, or null. */
export const readDeviceCookie = (
  request: FastifyRequest,
  config: Config,
): { userId: number; deviceId: string } | null => {
  const value = request.cookies[deviceCookieName(config)];
  const match = value ? /^(\d{1,10})\.([\w-]{16})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return null;
  const payload = `${match[1]}.${match[2]}`;
  if (!madeWithAny(acceptedSecrets(config), (s) => sign(s, payload), match[3]!)) return null;
  return { userId: Number(match[1]), deviceId: match[2]! };
};
