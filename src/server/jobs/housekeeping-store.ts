// Deletes of state that only grows: spent one-time codes and pending account choices, stale rate-limit windows,
// webhook records past their audit window. Each is a plain delete of what is due, so
// running it twice removes nothing more.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

const deleted = async (db: Db, query: ReturnType<typeof sql>) =>
  (
    await queryRows<{ n: number }>(db, sql`with d as (${query} returning 1) select count(*)::int as n from d`)
  )[0]?.n ?? 0;

/** Codes used or expired before `before`; newer ones still count toward the per-number limits. */
export const deleteSpentOtpChallenges = (db: Db, before: Date) =>
  deleted(
    db,
    sql`delete from otp_challenges where created_at < ${before.toISOString()}
          and (consumed_at is not null or expires_at < ${before.toISOString()})`,
  );

/** Pending account choices used or expired before `before` (docs/decisions/0091-a-claimed-contact-is-a-choice.md). */
export const deleteSpentPendingProofs = (db: Db, before: Date) =>
  deleted(
    db,
    sql`delete from pending_proofs where consumed_at < ${before.toISOString()}
          or expires_at < ${before.toISOString()}`,
  );

/** Counter windows that closed before `before`. */
export const deleteStaleRateCounters = (db: Db, before: Date) =>
  deleted(db, sql`delete from rate_counters where reset_at < ${before.toISOString()}`);

/** Webhook records (every stored one was processed) received before `before`. */
export const deleteOldGatewayEvents = (db: Db, before: Date) =>
  deleted(db, sql`delete from gateway_events where received_at < ${before.toISOString()}`);

/** Of these image keys (`listings/<hex>`, `uploads/<hex>`), the ones a listing photo row holds. */
export const listingImageKeysAmong = async (db: Db, keys: string[]) =>
  new Set(
    (
      await queryRows<{ key: string }>(
        db,
        sql`select key from listing_images where key = any(${sql.param(keys)}::text[])`,
      )
    ).map((r) => r.key),
  );

/** Image keys named by blog, blog section and home service pictures (stored as URLs); these tables are small. */
export const contentImageKeys = async (db: Db) =>
  new Set(
    (
      await queryRows<{ key: string }>(
        db,
        sql`select distinct (regexp_matches(image, '(?:uploads|listings)/[0-9a-f]{32}', 'g'))[1] as key
            from (select image from blogs union all select image from blog_sections
                  union all select image from services) i`,
      )
    ).map((r) => r.key),
  );
