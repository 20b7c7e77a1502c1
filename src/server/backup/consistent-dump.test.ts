// The driver's dump is one snapshot (docs/decisions/0157-safe-by-default.md): while it reads
// table after table, another connection keeps committing pairs of rows, one in app_meta and one
// in contact_messages, each pair in one transaction; 30,000 cities between the two in the dump's
// order leave the writer time to commit between their reads. Every pair is in the dump whole or
// not at all. On PostgreSQL, where a second connection writes beside the dump; the embedded
// database is backed up as its files.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { Database } from '../db/client.ts';
import { writeLogicalDump } from './logical-dump.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const work = mkdtempSync(path.join(tmpdir(), 'thikana-consistent-dump-'));

describe.skipIf(!onPostgres)('a logical dump taken while the server writes', () => {
  let database: TestDatabase;
  let writer: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    writer = await database.connectAgain();
    await database.db.execute(
      sql`insert into cities (name, state, lat, lng)
          select 'Town ' || n, 'State', 12.9, 77.6 from generate_series(1, 30000) n`,
    );
  }, 60_000);
  afterAll(async () => {
    await writer?.close();
    await database?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('holds every pair committed meanwhile whole or not at all', async () => {
    let committed = 0;
    let dumping = true;
    const writing = (async () => {
      while (dumping) {
        const n = committed + 1;
        await writer.db.transaction(async (tx) => {
          await tx.execute(sql`insert into app_meta (key, value) values (${`pair-${n}`}, 'x')`);
          await tx.execute(
            sql`insert into contact_messages (first_name, last_name, email, message)
                values ('Pair', 'Row', ${`pair-${n}@example.in`}, 'x')`,
          );
        });
        committed = n;
      }
    })();
    const file = path.join(work, 'logical.jsonl');
    await new Promise((r) => setTimeout(r, 50));
    const before = committed;
    await writeLogicalDump(database.db, file);
    const during = committed - before;
    dumping = false;
    await writing;

    const inMeta = new Set<string>();
    const inMessages = new Set<string>();
    let table = '';
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      const value = JSON.parse(line) as Record<string, unknown>;
      if (typeof value.table === 'string' && Array.isArray(value.serials)) table = value.table;
      else if (table === 'app_meta' && String(value.key).startsWith('pair-')) inMeta.add(String(value.key));
      else if (table === 'contact_messages' && String(value.email).startsWith('pair-'))
        inMessages.add(String(value.email).replace('@example.in', ''));
    }
    // The writer committed while the dump read: the race was there to be lost.
    expect(during).toBeGreaterThan(0);
    expect(inMeta.size).toBeGreaterThan(0);
    expect([...inMessages].sort()).toEqual([...inMeta].sort());
  }, 120_000);
});
