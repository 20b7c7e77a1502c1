// The write that tells a full disk from one with space again (http/disk-full.ts): one row of
// app_meta, inserted or rewritten with the time. It fails as any write does while there is no space.

import type { Db } from './client.ts';
import { appMeta } from './schema.ts';

export const writeDiskProbe = async (db: Db, now: Date) => {
  const value = now.toISOString();
  await db
    .insert(appMeta)
    .values({ key: 'disk-probe', value, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
};
