// A replica that is away: its reads are read from the primary, so nobody sees an error, and
// /metrics counts them; a statement that failed on a replica that answered is not retried
// (docs/decisions/0123-when-a-service-is-away.md). PostgreSQL only: PGlite has no replica.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/database.ts';
import { freePort } from '../../test/free-port.ts';
import { registerReadRouting } from '../http/read-routing.ts';
import { readReplicaFallbacks, readReplicaInUse } from '../metrics.ts';
import { type Database, openDatabase, queryRows } from './client.ts';

describe.runIf(testDatabaseKind() === 'postgres')('reads from a replica that is away', () => {
  let primary: TestDatabase;
  let away: Database;
  let answering: Database;
  beforeAll(async () => {
    primary = await openTestDatabase();
    // Nothing listens on this port: the replica stopped.
    away = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await freePort()}/thikana`,
      dataDir: 'memory://',
      poolSize: 1,
      role: 'replica',
      fallback: primary,
    });
    answering = await openDatabase({
      url: primary.url!,
      dataDir: 'memory://',
      poolSize: 1,
      role: 'replica',
      fallback: primary,
    });
  });
  afterAll(async () => {
    await away.close();
    await answering.close();
    await primary.close();
  });

  it('are read from the primary instead, and counted', async () => {
    const before = (await readReplicaFallbacks.get()).values[0]?.value ?? 0;
    const rows = await queryRows<{ n: number }>(away.db, sql`select count(*)::int as n from listings`);
    expect(rows).toEqual([{ n: 0 }]);
    expect((await readReplicaFallbacks.get()).values[0]?.value).toBe(before + 1);
  });

  it('do not hide a statement the replica refused', async () => {
    await expect(away.db.execute(sql`select 1`)).resolves.toBeDefined();
    await expect(answering.db.execute(sql`select no_such_column from listings`)).rejects.toThrow();
    const before = (await readReplicaFallbacks.get()).values[0]?.value ?? 0;
    await expect(answering.db.execute(sql`select no_such_column from listings`)).rejects.toThrow();
    expect((await readReplicaFallbacks.get()).values[0]?.value ?? 0).toBe(before);
  });

  it('leave the replica out of the reads at the next check, though the primary answered its query', async () => {
    const app = Fastify();
    const routing = registerReadRouting(app, {
      primary,
      replica: away,
      config: testConfig(),
      now: () => new Date(),
    });
    await routing.check();
    expect((await readReplicaInUse.get()).values[0]?.value).toBe(0);
    const healthy = registerReadRouting(app, {
      primary,
      replica: answering,
      config: testConfig(),
      now: () => new Date(),
    });
    await healthy.check();
    expect((await readReplicaInUse.get()).values[0]?.value).toBe(1);
    await app.close();
  });
});
