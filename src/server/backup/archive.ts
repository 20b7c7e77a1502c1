// `npm run backup` and `npm run restore`: one .tar.gz holding the database and every
// media object, restorable into an empty data directory or database.
//   manifest.json   what is inside (engine, database format, counts, when)
//   db/pglite.tar.gz   the embedded database's files (PGlite's own dump), or
//   db/thikana.dump    pg_dump's custom format (PostgreSQL, when pg_dump is installed), or
//   db/logical.jsonl   every row through the driver (PostgreSQL without pg_dump)
//   media/<key>     each photo as stored
// How often and where: README "Back up and restore".
import { execFile } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Storage } from '../adapters/storage.ts';
import type { Config } from '../config.ts';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { readLogicalDump, writeLogicalDump } from './logical-dump.ts';

const run = promisify(execFile);

export type DatabaseFormat = 'pglite' | 'pg_dump' | 'logical';
/** An empty DATA_DIR, or an empty PostgreSQL database at `url`. */
type RestoreTarget = { url?: string | undefined; dataDir: string };
export type Manifest = {
  app: 'thikana';
  version: 1;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  format: DatabaseFormat;
  mediaObjects: number;
};

const DB_FILE: Record<DatabaseFormat, string> = {
  pglite: 'db/pglite.tar.gz',
  pg_dump: 'db/thikana.dump',
  logical: 'db/logical.jsonl',
};

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

const hasTool = async (tool: string) => {
  try {
    await run(tool, ['--version']);
    return true;
  } catch {
    return false;
  }
};

const dumpDatabase = async (
  input: { database: Database; url: string | undefined; prefer?: DatabaseFormat },
  dir: string,
): Promise<DatabaseFormat> => {
  mkdirSync(path.join(dir, 'db'), { recursive: true });
  if (input.database.dumpDataDir) {
    const blob = await input.database.dumpDataDir();
    writeFileSync(path.join(dir, DB_FILE.pglite), Buffer.from(await blob.arrayBuffer()));
    return 'pglite';
  }
  if (input.url && input.prefer !== 'logical' && (await hasTool('pg_dump'))) {
    try {
      // Tables and the migrations history; pg_trgm comes from the target's own migrate, and
      // pg-boss's schema is queue state that recreates itself.
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--schema=public',
        '--schema=drizzle',
        `--file=${path.join(dir, DB_FILE.pg_dump)}`,
        input.url,
      ]);
      return 'pg_dump';
    } catch {
      // An older pg_dump than the server, or no access: fall back to the driver.
    }
  }
  await writeLogicalDump(input.database.db, path.join(dir, DB_FILE.logical));
  return 'logical';
};

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * A backup holds every email, phone number and password hash: its folder is made 0700
 * (created so, or tightened when it exists and is open to others); a folder we cannot
 * tighten is refused (docs/deploy.md#backups).
 */
const preparePrivateDir = (dir: string) => {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  if ((statSync(dir).mode & 0o077) === 0) return;
  try {
    chmodSync(dir, PRIVATE_DIR);
  } catch (error) {
    throw new Error(
      `The backup folder ${dir} can be read by other users and could not be made private (chmod 700): ${(error as Error).message}. Choose a folder this user owns (BACKUP_DIR).`,
    );
  }
};

/** Copies every stored object into `dir/media`; returns how many. */
const copyMediaOut = async (storage: Storage, dir: string) => {
  let count = 0;
  for await (const object of storage.list('')) {
    const body = await storage.get(object.key);
    if (!body) continue;
    const file = path.join(dir, 'media', object.key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    count += 1;
  }
  return count;
};

export const createBackup = async (input: {
  config: Pick<Config, 'DATABASE_URL' | 'DIRECT_DATABASE_URL'>;
  database: Database;
  storage: Storage;
  /** Where the archive goes. */
  dir: string;
  now: Date;
  /** Tests force the driver dump; otherwise pg_dump when present. */
  prefer?: DatabaseFormat;
}) => {
  const started = performance.now();
  const work = mkdtempSync(path.join(tmpdir(), 'thikana-backup-'));
  try {
    const format = await dumpDatabase(
      {
        database: input.database,
        // pg_dump sets up its session: past a transaction pooler when it can (docs/decisions/0122-behind-a-connection-pooler.md).
        url: input.config.DIRECT_DATABASE_URL ?? input.config.DATABASE_URL,
        ...(input.prefer ? { prefer: input.prefer } : {}),
      },
      work,
    );
    const mediaObjects = await copyMediaOut(input.storage, work);
    const manifest: Manifest = {
      app: 'thikana',
      version: 1,
      createdAt: input.now.toISOString(),
      engine: input.database.kind,
      format,
      mediaObjects,
    };
    writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    preparePrivateDir(input.dir);
    const file = path.resolve(input.dir, `thikana-backup-${stamp(input.now)}.tar.gz`);
    const entries = readdirSync(work);
    // Opened 0600 before a byte is written: never readable by another local user, not even briefly.
    await pipeline(
      tar.create({ gzip: true, cwd: work, portable: true }, entries),
      createWriteStream(file, { mode: PRIVATE_FILE }),
    );
    chmodSync(file, PRIVATE_FILE); // a file of the same name left from before keeps its mode otherwise
    return { file, bytes: statSync(file).size, ms: performance.now() - started, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

/** Refuses a target that already holds a marketplace. */
const assertEmpty = async (database: Database) => {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select (select count(*) from users) + (select count(*) from listings) + (select count(*) from blogs) as n`,
  );
  if (Number(row?.n ?? 0) > 0) {
    throw new Error(
      'The target already holds data: restore needs an empty data directory or an empty database.',
    );
  }
};

/** Opens the target database, migrates it, checks that it holds no rows, lets `fill` write, and closes it. */
const fillEmptyTarget = async (
  target: RestoreTarget,
  poolSize: number,
  fill: (database: Database) => Promise<unknown>,
) => {
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir, poolSize });
  try {
    await database.migrate();
    await assertEmpty(database);
    await fill(database);
  } finally {
    await database.close();
  }
};

const filesUnder = (root: string): string[] =>
  (readdirSafe(root).length === 0 ? [] : readdirSync(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));

/**
 * Restores an archive: the database into `target` (an empty DATA_DIR, or an empty
 * PostgreSQL database at `target.url`), then every media object into `storage`.
 */
export const restoreBackup = async (input: { file: string; target: RestoreTarget; storage: Storage }) => {
  const started = performance.now();
  const work = mkdtempSync(path.join(tmpdir(), 'thikana-restore-'));
  try {
    await tar.extract({ file: input.file, cwd: work });
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.app !== 'thikana' || manifest.version !== 1)
      throw new Error(`${input.file} is not a Thikana backup`);
    const dbFile = path.join(work, DB_FILE[manifest.format]);

    if (manifest.format === 'pglite') {
      if (input.target.url) {
        throw new Error(
          'This backup is of an embedded database: restore it with DATABASE_URL unset, into an empty DATA_DIR.',
        );
      }
      const pgDir = path.join(input.target.dataDir, 'pg');
      if (readdirSafe(pgDir).length > 0) {
        throw new Error(
          `The target already holds data: restore needs an empty data directory (${pgDir} is not empty).`,
        );
      }
      mkdirSync(pgDir, { recursive: true });
      const unlock = lockDataDir(input.target.dataDir);
      try {
        const client = await PGlite.create({
          dataDir: pgDir,
          extensions: { pg_trgm },
          loadDataDir: new Blob([new Uint8Array(await readFile(dbFile))]),
        });
        await client.close();
      } finally {
        unlock();
      }
    } else if (manifest.format === 'pg_dump') {
      if (!input.target.url) {
        throw new Error(
          'This backup is a pg_dump archive: set DATABASE_URL to an empty PostgreSQL database.',
        );
      }
      // The target is migrated first (tables, pg_trgm), checked empty, then rid of those
      // tables so the archive's own definitions and rows go in exactly as they were.
      await fillEmptyTarget(input.target, 1, async (database) => {
        await database.db.execute(sql`drop schema if exists drizzle cascade`);
        const tables = await queryRows<{ name: string }>(
          database.db,
          sql`select tablename as name from pg_tables where schemaname = current_schema()`,
        );
        for (const table of tables) {
          await database.db.execute(sql`drop table if exists ${sql.identifier(table.name)} cascade`);
        }
      });
      // Every entry but the public schema itself, which every database already has.
      const { stdout } = await run('pg_restore', ['--list', dbFile], { maxBuffer: 64 * 1024 * 1024 });
      const list = path.join(work, 'restore.list');
      writeFileSync(
        list,
        stdout
          .split('\n')
          .filter((line) => !/ SCHEMA - public | COMMENT - SCHEMA public /.test(line))
          .join('\n'),
      );
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--use-list=${list}`,
        `--dbname=${input.target.url}`,
        dbFile,
      ]);
    } else {
      await fillEmptyTarget(input.target, 2, (database) => readLogicalDump(database.db, dbFile));
    }

    const mediaRoot = path.join(work, 'media');
    const keys = filesUnder(mediaRoot);
    for (const key of keys) {
      const type = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
      await input.storage.put(key, await readFile(path.join(mediaRoot, key)), type);
    }
    return { manifest, mediaObjects: keys.length, ms: performance.now() - started };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

const readdirSafe = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};
