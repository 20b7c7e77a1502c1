// What other features may use of sessions (docs/architecture.md "Import rules"): a
// session started for an account, and the answer that logs the browser in.
export { answerLogin, answerNoLogin } from './login-answer.ts';
export { type StartedSession, startSession } from './start-session.ts';
