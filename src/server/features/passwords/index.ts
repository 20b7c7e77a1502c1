// What other features may use of passwords (docs/architecture.md "Import rules"): what a
// password may be and how it is kept, the wrong-password throttle, and a reset finished
// once its account is chosen.
export {
  assertLoginAllowed,
  clearLoginFailures,
  type LoginAttempt,
  recordLoginFailure,
} from './login-throttle.ts';
export { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
export { finishReset } from './reset-service.ts';
