// Fixed-window counters in PostgreSQL, shared by every server process
// (docs/product/api.md#rate-limits).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { AppError } from './errors.ts';

export type Hit = { count: number; resetAt: Date };

/** Counts one hit against `key` and returns the window's count so far. */
export const hitCounter = async (db: Db, key: string, windowMs: number, now: Date): Promise<Hit> => {
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_counters (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      count = case when rate_counters.reset_at <= ${now.toISOString()} then 1 else rate_counters.count + 1 end,
      reset_at = case when rate_counters.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_counters.reset_at end
    returning count, reset_at`,
  );
  const row = rows[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
};

/** Reads a counter without counting. */
export const peekCounter = async (db: Db, key: string, now: Date): Promise<number> => {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_counters where key = ${key} and reset_at > ${now.toISOString()}`,
  );
  return Number(rows[0]?.count ?? 0);
};

export const resetCounter = async (db: Db, key: string) => {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
};

/** Counts a hit and throws 429 with Retry-After once `limit` is passed. */
export const enforceLimit = async (
  db: Db,
  input: { key: string; limit: number; windowMs: number; now: Date; message: string },
) => {
  const hit = await hitCounter(db, input.key, input.windowMs, input.now);
  if (hit.count > input.limit) {
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - input.now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', input.message, { headers: { 'retry-after': String(retryAfter) } });
  }
  return hit;
};
