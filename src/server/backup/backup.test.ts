// A seeded demo marketplace with an uploaded photo is backed up, restored into an
// empty data directory or database elsewhere, and compared row for row and file for
// file. On PostgreSQL both the pg_dump archive and the driver's logical dump are tried.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { openTestDatabase, testDatabaseKind } from '../../test/database.ts';
import { makePhoto } from '../../test/listing-kit.ts';
import { createMemoryStorage } from '../adapters/storage.ts';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { createBackup, type DatabaseFormat, restoreBackup } from './archive.ts';

let t: TestApp;
const work = mkdtempSync(path.join(tmpdir(), 'thikana-backup-test-'));
const archives = path.join(work, 'archives');

beforeAll(async () => {
  // An existing folder open to everyone, as an older version left it: the backup tightens it.
  mkdirSync(archives);
  chmodSync(archives, 0o755);
  t = await buildTestApp();
  await seedIfEmpty(t.deps, pino({ level: 'silent' }));
  const poster = await createTestUser(t);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePhoto())], { type: 'image/png' }), 'banner.png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listing/imageUpload',
    headers: { cookie: poster.cookie },
    payload: form,
  });
  expect(res.statusCode, res.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

/** Each table's row count and a digest of its rows. */
const fingerprint = async (database: Database) => {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      database.db,
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`,
    );
    out[name] = `${row!.n}:${row!.digest ?? ''}`;
  }
  return out;
};

const digestOf = (objects: Map<string, Buffer>) =>
  Object.fromEntries(
    [...objects].map(([key, body]) => [key, createHash('sha256').update(body).digest('hex')]),
  );

const backUp = async (prefer?: DatabaseFormat) => {
  const backup = await createBackup({
    config: { DATABASE_URL: t.database.url },
    database: t.deps.database,
    storage: t.storage,
    dir: archives,
    now: new Date(),
    ...(prefer ? { prefer } : {}),
  });
  expect(backup.manifest.mediaObjects).toBe(t.storage.objects.size);
  expect(t.storage.objects.size).toBeGreaterThan(100);
  // Every email, phone number and password hash is inside: only its owner may read it.
  expect((statSync(backup.file).mode & 0o777).toString(8)).toBe('600');
  expect((statSync(archives).mode & 0o777).toString(8)).toBe('700');
  return backup;
};

describe.runIf(testDatabaseKind() === 'pglite')('backup and restore on the embedded database', () => {
  it('restores the database and every photo into an empty data directory', async () => {
    const backup = await backUp();
    expect(backup.manifest.format).toBe('pglite');
    const dataDir = path.join(work, 'restored');
    const storage = createMemoryStorage();
    await restoreBackup({ file: backup.file, target: { dataDir }, storage });
    const restored = await openDatabase({ dataDir });
    try {
      expect(await fingerprint(restored)).toEqual(await fingerprint(t.deps.database));
    } finally {
      await restored.close();
    }
    expect(digestOf(storage.objects)).toEqual(digestOf(t.storage.objects));
    await expect(restoreBackup({ file: backup.file, target: { dataDir }, storage })).rejects.toThrow(
      /restore needs an empty data directory/,
    );
  }, 180_000);
});

describe.runIf(testDatabaseKind() === 'postgres')('backup and restore on PostgreSQL', () => {
  for (const format of ['pg_dump', 'logical'] as const) {
    it(`restores a ${format} archive and every photo into an empty database`, async () => {
      const backup = await backUp(format === 'logical' ? 'logical' : undefined);
      expect(backup.manifest.format).toBe(format);
      const target = await openTestDatabase();
      const storage = createMemoryStorage();
      try {
        await restoreBackup({
          file: backup.file,
          target: { url: target.url, dataDir: 'memory://' },
          storage,
        });
        const restored = await target.connectAgain();
        try {
          expect(await fingerprint(restored)).toEqual(await fingerprint(t.deps.database));
          // Ids go on after the restored ones.
          const [next] = await queryRows<{ id: number }>(
            restored.db,
            sql`insert into cities (name, state, lat, lng) values ('Restored Test City', 'Goa', 15, 74) returning id`,
          );
          const [max] = await queryRows<{ id: number }>(
            restored.db,
            sql`select max(id)::int as id from cities where name <> 'Restored Test City'`,
          );
          expect(next!.id).toBeGreaterThan(max!.id);
        } finally {
          await restored.close();
        }
        await expect(
          restoreBackup({ file: backup.file, target: { url: target.url, dataDir: 'memory://' }, storage }),
        ).rejects.toThrow(/already holds data/);
      } finally {
        await target.close();
      }
      expect(digestOf(storage.objects)).toEqual(digestOf(t.storage.objects));
    }, 180_000);
  }
});
