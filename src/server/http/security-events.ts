// The security event lines that follow from an answer alone (docs/decisions/0037-security-log.md):
// a login that succeeded or failed, an OTP sent or refused, a call refused for who
// was asking. Written once, after the answer, for every route, so no handler can
// forget one. Events that depend on what a service did (a contact unlocked, a pass
// credited) are written by that service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { logSecurityEvent, maskEmail, maskPhone, type SecurityEvent } from './security-log.ts';

const LOGINS: ReadonlySet<string> = new Set([ACCOUNT_API.login, ACCOUNT_API.loginVerify]);
const OTP_SENDS: ReadonlySet<string> = new Set([ACCOUNT_API.loginOtp, ACCOUNT_API.forgetPassword]);

/** Who the request names, masked: enough to follow an attack on one account. */
const claimedIdentity = (request: FastifyRequest) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const mobile = body.mobile_no;
  const email = body.email;
  return {
    ...(typeof mobile === 'string' || typeof mobile === 'number'
      ? { mobile: maskPhone(`91${String(mobile).replace(/\D/g, '').slice(-10)}`) }
      : {}),
    ...(typeof email === 'string' ? { email: maskEmail(email) } : {}),
  };
};

const eventOf = (url: string, status: number): SecurityEvent | null => {
  const ok = status >= 200 && status < 300;
  if (LOGINS.has(url)) return ok ? 'login_succeeded' : 'login_failed';
  if (OTP_SENDS.has(url)) return ok ? 'otp_sent' : 'otp_failed';
  if (status === 401 || status === 403) return 'authorization_refused';
  return null;
};

export const registerSecurityEvents = (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.routeOptions.url;
    const event = url?.startsWith('/api/') ? eventOf(url, reply.statusCode) : null;
    if (event)
      logSecurityEvent(request.log, event, {
        route: url,
        status: reply.statusCode,
        userId: request.viewer?.id,
        ip: request.ip,
        ...claimedIdentity(request),
      });
    done();
  });
};
