// Starts the real server (production build of the web app, embedded database) in a
// child process on a free port with its own DATA_DIR, copied from the seeded
// template that global-setup prepared. One server per spec file.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type OutboxMessage = {
  channel: 'email' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  at: string;
  /** The attachments' file names (emails). */
  attachments?: string[];
};

export type RunningServer = {
  baseURL: string;
  dataDir: string;
  outbox: () => OutboxMessage[];
  /** The newest 6-digit code sent to `to` (email or 91XXXXXXXXXX). */
  lastOtp: (to: string) => string | null;
  stop: () => Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

const waitForReady = async (url: string, child: ChildProcess, logs: string[]) => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready:\n${logs.join('')}`);
};

export const startServer = async (
  options: {
    env?: Record<string, string>;
    fresh?: boolean;
    /** Serve an existing DATA_DIR (for example one a stopped server left) instead of a new copy. */
    dataDir?: string;
    /** Leave DATA_DIR on disk at stop(), so a command can work on it and a new server reuse it. */
    keepDataDir?: boolean;
  } = {},
) => {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'thikana-e2e-'));
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (!options.dataDir && !options.fresh && template && existsSync(template)) {
    cpSync(template, dataDir, { recursive: true });
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? '',
      JOBS: 'false',
      // A production build with no real channels: the journeys read codes from the
      // outbox file and buy passes through the test gateway, both opted into explicitly.
      PAYMENT_GATEWAY: 'test',
      MESSAGE_OUTBOX: 'true',
      // A journey may move the server's time (docs/deploy.md#a-movable-clock) and sets it back.
      TEST_CLOCK: String((options.env?.PAYMENT_GATEWAY ?? 'test') === 'test'),
      // The journeys share two cores with Chromium and the build: a slow moment is not overload
      // (docs/decisions/0112-load-shedding.md).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_DB_WAITING: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  await waitForReady(baseURL, child, logs);

  const outbox = () => {
    const file = path.join(dataDir, 'outbox.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMessage);
  };
  return {
    baseURL,
    dataDir,
    outbox,
    lastOtp: (to: string) => {
      const match = outbox()
        .filter((m) => m.to === to)
        .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
        .filter(Boolean)
        .at(-1);
      return match ?? null;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies RunningServer;
};
