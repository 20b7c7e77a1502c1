// How a login is answered, whichever call made it (password, WhatsApp code, an account
// chosen after a code): the session and device cookies, and `user` both at the top level
// and under `data` (docs/product/api.md#auth). A call that logged nobody in answers
// `user: null` (docs/decisions/0092-a-choice-in-a-spec-era-answer.md).
import type { FastifyReply } from 'fastify';
import type { AccountChoice } from '../../../shared/schemas/auth.ts';
import type { Config } from '../../config.ts';
import { setDeviceCookie } from '../../http/device.ts';
import { setSessionCookie } from '../../http/session.ts';
import type { StartedSession } from './start-session.ts';

/** The answer's user and the cookies; the caller adds the `message`. */
export const answerLogin = (reply: FastifyReply, config: Config, started: StartedSession) => {
  setSessionCookie(reply, config, started.sessionId);
  setDeviceCookie(reply, config, started.user.id);
  return {
    user: started.user,
    data: { user: started.user, ...(started.secondFactor ? { second_factor: started.secondFactor } : {}) },
  };
};

export const answerNoLogin = (choice?: AccountChoice | null) => ({
  user: null,
  data: { user: null },
  ...(choice ? { choice } : {}),
});
