// The session cookie (docs/product/accounts.md#sessions, docs/decisions/0004-sessions.md):
// a random id in an httpOnly, SameSite=Lax cookie. What is stored, and how a session
// is found and revoked, is in features/auth/sessions.ts. Idle expiry 7 days, absolute 30 days.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;

export const sessionCookieName = (config: Pick<Config, 'cookieSecure'>) =>
  config.cookieSecure ? '__Host-thikana_session' : 'thikana_session';

export const setSessionCookie = (reply: FastifyReply, config: Config, id: string) => {
  reply.setCookie(sessionCookieName(config), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
};

export const clearSessionCookie = (reply: FastifyReply, config: Config) => {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
};

export const readSessionId = (request: FastifyRequest, config: Config) =>
  request.cookies[sessionCookieName(config)] ?? null;
