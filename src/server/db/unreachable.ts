// Whether an error means a service the server depends on could not be reached at all (the
// database restarting or failing over, a pooler that cannot log in, object storage away), as
// opposed to a statement or call that failed. Such a request is answered 503 with
// Retry-After, at once, rather than as a defect (docs/decisions/0123-when-a-service-is-away.md).

/** Socket errors of a connection that never opened or was cut. */
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
/** PostgreSQL's admin_shutdown, crash_shutdown and cannot_connect_now; class 08 is checked apart. */
const SHUTDOWN_STATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03']);
/** node-postgres's own words for a connection lost or never made, which carry no code. */
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

const unreachable = (error: { code?: unknown; message?: unknown }) => {
  const code = typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof error.message === 'string' && LOST.test(error.message);
};

/** True when the error, or one it wraps (Drizzle wraps the driver's, fetch the socket's), says so. */
export const isUnreachable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (unreachable(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
