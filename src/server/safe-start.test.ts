// Production is safe by default (docs/decisions/0157-safe-by-default.md): a real server process
// started as an operator starts it refuses, in one line and before touching the database, a
// shared database without APP_SECRET and a port another server holds; and a production start on
// an empty database seeds nothing unless SEED_DEMO=true.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { loadConfig } from './config.ts';

const work = mkdtempSync(path.join(tmpdir(), 'thikana-safe-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Starts serve.ts with `env`; resolves with its exit code and output once it exits, or at `ready`. */
const serve = (env: Record<string, string>, stopWhen?: RegExp) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', WEB_DIST_DIR: '', JOBS: 'false', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const seen = (c: Buffer) => {
      output.push(String(c));
      if (stopWhen?.test(output.join(''))) child.kill('SIGINT');
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code) => resolve({ code, output: output.join('') }));
  });

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('a production start', () => {
  it('refuses a shared database without APP_SECRET in one line, before opening it', async () => {
    const { code, output } = await serve({
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      DATA_DIR: path.join(work, 'no-secret'),
      // Nothing listens here: the refusal must come before any connection is tried.
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/thikana`,
      APP_SECRET: '',
    });
    expect(code).not.toBe(0);
    expect(lines(output)).toEqual([
      expect.stringMatching(
        /^Invalid configuration: APP_SECRET is required in production with a shared DATABASE_URL/,
      ),
    ]);
  }, 60_000);

  it('says in one line that the port is taken, before migrating anything', async () => {
    const port = await freePort();
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    const dataDir = path.join(work, 'port-taken');
    try {
      const { code, output } = await serve({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(lines(output)).toEqual([
        `Port ${port} is in use: another server is running there; set PORT to another.`,
      ]);
      // The database was never opened: no data files beside the generated secret.
      expect(existsSync(dataDir) ? readdirSync(dataDir).filter((f) => f !== 'app-secret') : []).toEqual([]);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('seeds no demo content into an empty database unless SEED_DEMO=true', async () => {
    const { output } = await serve(
      { NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: path.join(work, 'empty') },
      /Thikana is ready/,
    );
    expect(output).toContain('Thikana is ready');
    expect(output).not.toContain('demo content seeded');
  }, 180_000);
});

describe('SEED_DEMO', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: 'memory://', APP_SECRET: 'x', ...env });

  it('is off in production and on elsewhere unless set', () => {
    expect(config({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(config({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(config({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(config({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});
