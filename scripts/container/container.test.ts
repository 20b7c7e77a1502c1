// The server image (./Dockerfile), built by scripts/container/build.sh with podman, run for
// real: as a production server on a shared PostgreSQL database it migrates, becomes healthy by
// its own HEALTHCHECK, serves pages with their content and no demo content, runs as a user
// that is not root, and stops cleanly on SIGTERM; without APP_SECRET it refuses to start with
// one line (docs/decisions/0161-containers-from-debian.md). Runs when CONTAINER_TEST=1: CI
// starts the build in the background before its checks, and this test waits for it.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const IMAGE = 'localhost/thikana:latest';
const STATUS = process.env.CONTAINER_BUILD_STATUS ?? '/tmp/thikana-image-build.status';
const LOG = process.env.CONTAINER_BUILD_LOG ?? '/tmp/thikana-image-build.log';
const PORT = Number(process.env.CONTAINER_TEST_PORT ?? 18380);
const NAME = `thikana-image-test-${process.pid}`;
const DATABASE = `thikana_image_${process.pid}`;
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const env = { ...process.env, CONTAINERS_CONF: `${process.cwd()}/scripts/container/containers.conf` };

const podman = async (...args: string[]) =>
  (await run('podman', args, { env, encoding: 'utf8' })).stdout.trim();

const waitFor = async <T>(what: string, seconds: number, probe: () => Promise<T | undefined>) => {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 2000));
  }
};

const databaseUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

describe.runIf(process.env.CONTAINER_TEST === '1')('the server image, built and run with podman', () => {
  beforeAll(async () => {
    // The build runs beside the checks; it takes minutes on a loaded machine.
    const status = await waitFor('the image build', 1500, async () =>
      existsSync(STATUS) ? readFileSync(STATUS, 'utf8').trim() : undefined,
    );
    if (status !== 'built') {
      const log = existsSync(LOG) ? readFileSync(LOG, 'utf8').split('\n').slice(-30).join('\n') : '';
      throw new Error(`the image did not build:\n${log}`);
    }
    await admin(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin(`CREATE DATABASE ${DATABASE}`);
  }, 1_600_000);

  afterAll(async () => {
    await podman('rm', '--force', '--time', '0', NAME).catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
  }, 60_000);

  it('refuses a shared database without APP_SECRET, in one line', async () => {
    const refused = await run(
      'podman',
      [
        'run',
        '--rm',
        '--network',
        'host',
        '-e',
        `DATABASE_URL=${databaseUrl()}`,
        '-e',
        `PORT=${PORT}`,
        IMAGE,
      ],
      { env, encoding: 'utf8' },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused, 'the process started').toBeDefined();
    expect(refused?.code).not.toBe(0);
    const lines = refused!.stderr.trim().split('\n').filter(Boolean);
    expect(lines.join('\n')).toMatch(/APP_SECRET/);
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('migrates, turns healthy, serves whole pages without demo content, and stops on SIGTERM', async () => {
    await podman(
      'run',
      '--detach',
      '--name',
      NAME,
      '--network',
      'host',
      '-e',
      `PORT=${PORT}`,
      '-e',
      `DATABASE_URL=${databaseUrl()}`,
      '-e',
      'APP_SECRET=image-test-secret-0123456789abcdef',
      '-e',
      `PUBLIC_URL=http://127.0.0.1:${PORT}`,
      IMAGE,
    );
    // The image's own HEALTHCHECK, run as its scheduler would.
    await waitFor('the HEALTHCHECK', 240, async () => {
      const healthy = await run('podman', ['healthcheck', 'run', NAME], { env, encoding: 'utf8' }).then(
        () => true,
        () => undefined,
      );
      return healthy;
    });
    const base = `http://127.0.0.1:${PORT}`;
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/Thikana/);

    // Production seeds nothing: no made-up homes for real people to pay for.
    const sections = (await (
      await fetch(`${base}/api/listing/getListings?location=Mumbai`)
    ).json()) as Record<string, unknown>;
    const shown = ['recommended', 'best_deals', 'weekend_home'].map((key) => sections[key]);
    expect(shown.every(Array.isArray), JSON.stringify(sections).slice(0, 200)).toBe(true);
    expect(shown.flat()).toEqual([]);

    expect(await podman('exec', NAME, 'id', '-u')).not.toBe('0');

    await podman('stop', '--time', '20', NAME);
    const state = await podman('inspect', NAME, '--format', '{{.State.ExitCode}}');
    expect(state).toBe('0');
    const logs = execFileSync('podman', ['logs', NAME], { env, encoding: 'utf8' });
    expect(logs).not.toMatch(/Error:|at .*\.ts:\d+/);
  }, 400_000);
});
