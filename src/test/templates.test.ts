// Each test file's database is a copy of one template per engine per run, named by a hash of
// the migrations (docs/decisions/0135-test-database-templates.md).
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../server/db/client.ts';
import { openTestDatabase, testDatabaseKind } from './database.ts';
import {
  databaseUrl,
  dropTemplate,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  migrationsHash,
  sweepTemplateFiles,
  TEMPLATE_KEPT_MS,
} from './templates.ts';

const work = mkdtempSync(path.join(tmpdir(), 'thikana-templates-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;
const cityNames = async (database: Awaited<ReturnType<typeof openTestDatabase>>) =>
  (await queryRows<{ name: string }>(database.db, sql`select name from cities`)).map((row) => row.name);

describe('test database templates', () => {
  it('are named by the migrations: a changed or added migration makes a new one', () => {
    const migrations = path.join(work, 'migrations');
    cpSync(fileURLToPath(new URL('../server/db/migrations', import.meta.url)), migrations, {
      recursive: true,
    });
    const before = migrationsHash(migrations);
    expect(before).toBe(migrationsHash());
    expect(before).toMatch(/^[0-9a-f]{12}$/);
    appendFileSync(path.join(migrations, '0000_init.sql'), '\n-- changed\n');
    const changed = migrationsHash(migrations);
    expect(changed).not.toBe(before);
    writeFileSync(path.join(migrations, '9999_added.sql'), 'select 1;');
    expect(migrationsHash(migrations)).not.toBe(changed);
  });

  it("give each test file a migrated database of its own, copied from the run's template", async () => {
    const template = inject('testDatabaseTemplate');
    expect(template?.[testDatabaseKind()]).toBeTruthy();
    const [one, two] = [await openTestDatabase(), await openTestDatabase()];
    try {
      await one.db.execute(
        sql`insert into cities (name, state, lat, lng) values ('Template Test City', 'Goa', 15, 74)`,
      );
      expect(await cityNames(one)).toContain('Template Test City');
      expect(await cityNames(two)).not.toContain('Template Test City');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe.runIf(testDatabaseKind() === 'pglite')('the embedded database template', () => {
  it('is built from the migrations when missing, then loaded as a migrated database', async () => {
    const dir = path.join(work, 'pglite');
    const file = await ensurePgliteTemplate({ dir, hash: 'builttest' });
    expect(readdirSync(dir)).toEqual([path.basename(file)]);
    const copy = await openDatabase({ dataDir: 'memory://', loadDataDir: file });
    try {
      const [row] = await queryRows<{ n: number }>(copy.db, sql`select count(*)::int as n from listings`);
      expect(row?.n).toBe(0);
    } finally {
      await copy.close();
    }
    expect(await ensurePgliteTemplate({ dir, hash: 'builttest' })).toBe(file);
  }, 120_000);

  it("of other migrations is removed once unused for a day; the run's own and recent ones are kept", () => {
    const dir = path.join(work, 'sweep');
    const now = new Date();
    const dump = (name: string, ageMs: number) => {
      const file = path.join(dir, name);
      writeFileSync(file, 'x');
      const at = new Date(now.getTime() - ageMs);
      utimesSync(file, at, at);
      return file;
    };
    mkdirSync(dir);
    const own = dump('pglite-000000000001.tar.gz', 2 * TEMPLATE_KEPT_MS);
    dump('pglite-000000000002.tar.gz', TEMPLATE_KEPT_MS + HOUR);
    dump('pglite-000000000003.tar.gz', HOUR);
    dump('pglite-000000000004.tar.gz.123-abcd', 2 * HOUR);
    dump('pglite-000000000005.tar.gz.123-abcd', HOUR / 2);
    sweepTemplateFiles(dir, own, now);
    expect(readdirSync(dir).sort()).toEqual([
      'pglite-000000000001.tar.gz',
      'pglite-000000000003.tar.gz',
      'pglite-000000000005.tar.gz.123-abcd',
    ]);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('the PostgreSQL template', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const withAdmin = async <T>(work: (admin: pg.Client) => Promise<T>) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  };
  const databasesLike = (prefix: string) =>
    withAdmin(
      async (admin) =>
        (
          await admin.query<{ datname: string; datallowconn: boolean }>(
            'select datname, datallowconn from pg_database where starts_with(datname, $1) order by 1',
            [prefix],
          )
        ).rows,
    );

  it('is built once when two runs ask at once, takes no connections, and is copied many times at once', async () => {
    const hash = `t${randomBytes(5).toString('hex')}`;
    const [a, b] = await Promise.all([
      ensurePostgresTemplate({ adminUrl, hash }),
      ensurePostgresTemplate({ adminUrl, hash }),
    ]);
    expect(a).toBe(b);
    const copies = Array.from({ length: 3 }, (_, i) => `thikana_test_copy_${hash}_${i}`);
    try {
      expect(await databasesLike(a)).toEqual([{ datname: a, datallowconn: false }]);
      await Promise.all(
        copies.map((name) => withAdmin((admin) => admin.query(`create database "${name}" template "${a}"`))),
      );
      for (const name of copies) {
        const copy = await openDatabase({
          url: databaseUrl(adminUrl, name),
          dataDir: 'memory://',
          poolSize: 1,
        });
        const [row] = await queryRows<{ n: number }>(copy.db, sql`select count(*)::int as n from listings`);
        await copy.close();
        expect(row?.n).toBe(0);
      }
    } finally {
      await withAdmin(async (admin) => {
        for (const name of copies) await admin.query(`drop database if exists "${name}" with (force)`);
        await dropTemplate(admin, a);
      });
    }
  }, 60_000);

  it('of other migrations is dropped once unused for a day; recent ones are kept', async () => {
    const suffix = randomBytes(4).toString('hex');
    const [old, recent] = [`thikana_template_old${suffix}`, `thikana_template_recent${suffix}`];
    const now = new Date();
    await withAdmin(async (admin) => {
      for (const [name, ageMs] of [
        [old, TEMPLATE_KEPT_MS + HOUR],
        [recent, HOUR],
      ] as const) {
        await admin.query(`create database "${name}" is_template true allow_connections false`);
        const used = new Date(now.getTime() - ageMs).toISOString();
        await admin.query(`comment on database "${name}" is 'thikana test template, last used ${used}'`);
      }
    });
    try {
      await ensurePostgresTemplate({ adminUrl, now });
      expect((await databasesLike('thikana_template_')).map((row) => row.datname)).toEqual(
        expect.arrayContaining([recent, `thikana_template_${migrationsHash()}`]),
      );
      expect(await databasesLike(old)).toEqual([]);
    } finally {
      await withAdmin(async (admin) => {
        for (const name of [old, recent]) await dropTemplate(admin, name).catch(() => undefined);
      });
    }
  }, 60_000);
});
