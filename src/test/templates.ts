// One migrated template database per engine per test run; each test file starts from a copy
// (docs/decisions/0135-test-database-templates.md). A template is named by a hash of the
// migrations, so a changed migration builds a new one, and several runs on this machine may use
// the same template at once: a run never drops one used within the last day.
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's templates: a dumped data directory (PGlite) or a template database's name. */
    testDatabaseTemplate: { pglite?: string; postgres?: string } | undefined;
  }
}

const MIGRATIONS = fileURLToPath(new URL('../server/db/migrations', import.meta.url));
/** Changed when a template is built differently, so templates built the old way are not used. */
const RECIPE = 'pg_trgm, then the migrations; v1';
/** A template nobody has started a run on for this long is dropped; a run takes under an hour. */
export const TEMPLATE_KEPT_MS = 24 * 60 * 60 * 1000;
/** A template left half built (its run stopped) is dropped after this long. */
const BUILDING_KEPT_MS = 60 * 60 * 1000;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(file) : [file];
    })
    .sort();

/** 12 hex digits of a hash of every migration file, names and contents. */
export const migrationsHash = (folder = MIGRATIONS) => {
  const hash = createHash('sha256').update(RECIPE);
  for (const file of filesUnder(folder))
    hash.update(`\0${path.relative(folder, file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
};

// The embedded database: a gzipped tarball of a migrated data directory, which each test file's
// PGlite loads (`loadDataDir`) instead of making a new cluster and migrating it.

const TEMPLATE_DIR = path.join(tmpdir(), 'thikana-test-templates');

/** Removes other runs' dumps (and half-written ones) not used for a day, keeping `keep`. */
export const sweepTemplateFiles = (dir: string, keep: string, now: Date) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (file === keep || !name.startsWith('pglite-')) continue;
    const kept = name.endsWith('.tar.gz') ? TEMPLATE_KEPT_MS : BUILDING_KEPT_MS;
    try {
      if (now.getTime() - statSync(file).mtimeMs > kept) unlinkSync(file);
    } catch {
      // Another run removed it first.
    }
  }
};

/** The dump of a migrated embedded database for these migrations, built when missing. */
export const ensurePgliteTemplate = async ({
  dir = TEMPLATE_DIR,
  hash = migrationsHash(),
  now = new Date(),
} = {}) => {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${hash}.tar.gz`);
  sweepTemplateFiles(dir, file, now);
  try {
    // Marks it used, so another run's sweep keeps it.
    utimesSync(file, now, now);
    return file;
  } catch {
    // Not built yet.
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    // Written aside and renamed, so no run ever loads half a file; two runs may both write it.
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
};

// PostgreSQL: a template database. `CREATE DATABASE ... TEMPLATE` fails while any session is
// connected to the template, so nobody may connect to it (ALLOW_CONNECTIONS false); copies of
// one template can be made at the same time.

const TEMPLATE_PREFIX = 'thikana_template_';
/** Runs on this server take the same lock to build, mark and sweep templates, one at a time. */
const LOCK = "hashtext('thikana test database templates')";

const usedMark = (now: Date) => `thikana test template, last used ${now.toISOString()}`;
const usedAt = (mark: string | null) => Date.parse(mark?.match(/last used (\S+)$/)?.[1] ?? '');

export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A template can only be dropped once it is no longer one; a copy under way makes this wait. */
export const dropTemplate = async (admin: pg.Client, name: string) => {
  await admin.query(`alter database "${name}" is_template false`);
  await admin.query(`drop database if exists "${name}"`);
};

/** Drops templates of other migrations not used for a day, and builds left half done for an hour. */
const sweepTemplates = async (admin: pg.Client, keep: string, now: Date) => {
  const { rows } = await admin.query<{ name: string; mark: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as mark from pg_database
     where starts_with(datname, $1) and datname <> $2`,
    [TEMPLATE_PREFIX, keep],
  );
  for (const { name, mark } of rows) {
    const kept = name.includes('_building_') ? BUILDING_KEPT_MS : TEMPLATE_KEPT_MS;
    const used = usedAt(mark);
    if (Number.isNaN(used) || now.getTime() - used > kept) await dropTemplate(admin, name);
  }
};

const buildTemplate = async (admin: pg.Client, adminUrl: string, name: string, now: Date) => {
  const building = `${name}_building_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${building}"`);
  try {
    await admin.query(`comment on database "${building}" is '${usedMark(now)}'`);
    const database = await openDatabase({
      url: databaseUrl(adminUrl, building),
      dataDir: 'memory://',
      poolSize: 1,
    });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${building}" with allow_connections false is_template true`);
    // Renamed once whole, so a template of that name is always complete.
    await admin.query(`alter database "${building}" rename to "${name}"`);
  } catch (error) {
    await dropTemplate(admin, building).catch(() => undefined);
    // Another run (holding its lock in another database) finished the same template first.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
};

/** The name of a migrated template database for these migrations, built when missing. */
export const ensurePostgresTemplate = async ({
  adminUrl,
  hash = migrationsHash(),
  now = new Date(),
}: {
  adminUrl: string;
  hash?: string;
  now?: Date;
}) => {
  const name = `${TEMPLATE_PREFIX}${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(${LOCK})`);
    await sweepTemplates(admin, name, now);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await buildTemplate(admin, adminUrl, name, now);
    await admin.query(`comment on database "${name}" is '${usedMark(now)}'`);
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
  return name;
};
