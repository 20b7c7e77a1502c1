/** One link of an error chain: the driver's error carries PostgreSQL's fields; Drizzle wraps it as `cause`. */
type PgErrorLink = { code?: string; constraint?: string; cause?: unknown } | null | undefined;

/**
 * A unique index refused the write (PostgreSQL's unique_violation, 23505), from PGlite or
 * node-postgres, directly or wrapped by Drizzle. With `constraint`, only that index counts.
 */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  for (let e = error as PgErrorLink; e; e = e.cause as PgErrorLink) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
};
