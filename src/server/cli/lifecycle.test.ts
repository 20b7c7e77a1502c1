// Every operator command exits when its work is done, with REDIS_URL at the real Redis
// (127.0.0.1:6379) or at a port where nothing listens (docs/decisions/0131-redis-can-be-away.md):
// each runs as the operator runs it, a child process, and must exit 0 well within a minute.
// PostgreSQL when TEST_DATABASE_URL is set, else an embedded data directory in a temp folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { freePort } from '../../test/free-port.ts';

const REAL_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const EXIT_WITHIN_MS = 60_000;

const COMMANDS: Array<[string, string[]]> = [
  ['admin list', ['src/server/cli/admin.ts', 'list']],
  ['jobs list', ['src/server/cli/jobs.ts', 'list']],
  ['backup', ['src/server/cli/backup.ts']],
  ['payments:reconcile', ['src/server/cli/reconcile-payments.ts']],
];

const work = mkdtempSync(path.join(tmpdir(), 'thikana-commands-'));
let database: TestDatabase | null = null;
let closedRedis = '';

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await openTestDatabase();
  closedRedis = `redis://127.0.0.1:${await freePort()}`;
});
afterAll(async () => {
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs one command line; resolves with its exit code, or 'still running' past the bound (then stops it). */
const runCommandLine = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | 'still running'; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (c: Buffer) => output.push(String(c)));
    child.stderr.on('data', (c: Buffer) => output.push(String(c)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'still running', output: output.join('') });
    }, EXIT_WITHIN_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output: output.join('') });
    });
  });

describe.each([
  ['reachable', () => REAL_REDIS],
  ['at a closed port', () => closedRedis],
])('with REDIS_URL %s', (_name, redisUrl) => {
  it.each(COMMANDS)(
    '%s does its work and exits',
    async (name, args) => {
      const backups = path.join(work, `backups-${Math.random().toString(36).slice(2)}`);
      const { code, output } = await runCommandLine(args, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: path.join(work, 'data'),
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
        REDIS_URL: redisUrl(),
        BACKUP_DIR: backups,
        PAYMENT_GATEWAY: 'test',
      });
      expect({ code, output }).toMatchObject({ code: 0 });
      expect(output).not.toMatch(/Unhandled error event|MaxRetriesPerRequestError/);
      if (name === 'backup') expect(readdirSync(backups)).toHaveLength(1);
    },
    EXIT_WITHIN_MS + 30_000,
  );
});
