// What the account services need to know about a request: who sent it from where, the
// session and device cookies, and where undeliverable notices are reported.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { readDeviceCookie } from './device.ts';
import { readSessionId } from './session.ts';

/** Where a request came from; the previous session is revoked when a new one starts. */
export type RequestContext = {
  ip: string;
  userAgent?: string | undefined;
  sessionId: string | null;
  /** The account and device a valid device cookie names. */
  device?: { userId: number; deviceId: string } | null;
  /** Where a notice that could not be delivered is reported (the request log). */
  onSendError?: (error: unknown) => void;
};

export const contextOf = (request: FastifyRequest, config: Config): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  sessionId: readSessionId(request, config),
  device: readDeviceCookie(request, config),
  onSendError: (err) => request.log.error({ err }, 'an account notice was not sent'),
});
