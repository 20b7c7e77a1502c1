// The SQL of a flush: one transaction adding a batch to the day's rows, so a batch is in the
// tables whole or not at all. Counts of an id that names no live listing (absent, deleted, paused,
// rented) are dropped by the join: a view beacon names any id a client sends, and only a live
// listing's page sends one (docs/decisions/0133-figures-come-from-people.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Batch } from '../../platform/counting-tally.ts';

export const writeBatch = async (db: Db, batch: Batch) =>
  db.transaction(async (tx) => {
    if (batch.listings.length > 0) {
      await tx.execute(sql`
        insert into listing_day_counts (listing_id, day, impressions, views)
        select l.id, v.day, v.impressions, v.views
        from jsonb_to_recordset(${JSON.stringify(batch.listings)}::jsonb)
          as v("listingId" integer, day date, impressions integer, views integer)
        join listings l on l.id = v."listingId" and l.deleted_at is null and l.status = 'live'
        on conflict (listing_id, day) do update set
          impressions = listing_day_counts.impressions + excluded.impressions,
          views = listing_day_counts.views + excluded.views`);
    }
    if (batch.searches.length > 0) {
      await tx.execute(sql`
        insert into search_day_counts (day, city, locality, rent_band, searches)
        select v.day, v.city, v.locality, v."rentBand", v.searches
        from jsonb_to_recordset(${JSON.stringify(batch.searches)}::jsonb)
          as v(day date, city text, locality text, "rentBand" text, searches integer)
        on conflict (day, city, locality, rent_band) do update set
          searches = search_day_counts.searches + excluded.searches`);
    }
  });
