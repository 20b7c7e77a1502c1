// Removes photos no row refers to: `imageUpload` pictures never put on a blog or a
// service, and the files of a listing save that was killed between writing its photos
// and committing its rows. Only objects older than the grace period are touched, so an
// upload whose form is still being filled in, or a save in flight, is never removed.
// Demo pictures (other prefixes) are never touched.

import { contentImageKeys, listingImageKeysAmong } from './housekeeping-store.ts';
import type { JobContext, JobResult } from './job.ts';

export const MEDIA_GRACE_MS = 24 * 3600 * 1000;
const SWEPT_PREFIXES = ['listings/', 'uploads/'];
/**
 * `listings/<32 hex>-md.webp` -> `listings/<32 hex>`, `listings/v2/<32 hex>-md.avif` ->
 * `listings/v2/<32 hex>`; see features/media/image-keys.ts.
 */
const IMAGE_OBJECT = /^((?:listings|uploads)\/(?:v2\/)?[0-9a-f]{32})-[a-z]+\.(?:webp|avif)$/;
const BATCH = 1_000;

export const sweepMedia = async ({ deps }: JobContext): Promise<JobResult> => {
  const { storage, database, clock } = deps;
  const cutoff = clock.now().getTime() - MEDIA_GRACE_MS;
  const inContent = await contentImageKeys(database.db);
  let checked = 0;
  let removed = 0;
  let batch: { objectKey: string; imageKey: string }[] = [];
  const flush = async () => {
    const used = await listingImageKeysAmong(database.db, [...new Set(batch.map((o) => o.imageKey))]);
    const orphans = batch.filter((o) => !used.has(o.imageKey) && !inContent.has(o.imageKey));
    if (orphans.length > 0) await storage.remove(orphans.map((o) => o.objectKey));
    removed += orphans.length;
    batch = [];
  };
  for (const prefix of SWEPT_PREFIXES) {
    for await (const object of storage.list(prefix)) {
      const imageKey = IMAGE_OBJECT.exec(object.key)?.[1];
      if (!imageKey || object.modifiedAt.getTime() > cutoff) continue;
      checked += 1;
      batch.push({ objectKey: object.key, imageKey });
      if (batch.length >= BATCH) await flush();
    }
  }
  if (batch.length > 0) await flush();
  return { checked, removed };
};
