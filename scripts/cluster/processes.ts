// Starting and stopping the cluster's processes: each detached with its own log, run as the
// `postgres` account where the engine refuses root (PostgreSQL, PgBouncer), and waited for.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { connect } from 'node:net';

const isRoot = () => process.getuid?.() === 0;

/** uid/gid of the `postgres` account when running as root; nothing otherwise. */
export const engineUser = (): { uid: number; gid: number } | Record<string, never> => {
  if (!isRoot()) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
};

/** A folder the engines may write in. */
export const engineDir = (dir: string) => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const user = engineUser();
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
};

/** A log file the engine's account may append to. */
export const engineFile = (file: string) => {
  closeSync(openSync(file, 'a'));
  const user = engineUser();
  if ('uid' in user) chownSync(file, user.uid, user.gid);
};

/** Starts a long-running process detached from this one, its output appended to `log`. */
export const launch = (
  command: string,
  args: string[],
  options: { log: string; env?: NodeJS.ProcessEnv; asEngine?: boolean; cwd?: string },
) => {
  if (options.asEngine) engineFile(options.log);
  const fd = openSync(options.log, 'a');
  const user = options.asEngine ? engineUser() : {};
  const child = spawn(command, args, {
    ...user,
    detached: true,
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...options.env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  child.unref();
  if (!child.pid) throw new Error(`could not start ${command}`);
  return child.pid;
};

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a signal and waits up to `ms` for the process to be gone; SIGKILL after that. */
export const stopProcess = async (pid: number, signal: NodeJS.Signals = 'SIGTERM', ms = 15_000) => {
  if (!isAlive(pid)) return;
  process.kill(pid, signal);
  for (let waited = 0; waited < ms; waited += 100) {
    if (!isAlive(pid)) return;
    await sleep(100);
  }
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
};

export const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Waits until `ready` says yes, failing with `what` after `ms`. */
export const waitFor = async (what: string, ready: () => Promise<boolean>, ms = 30_000) => {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await ready()) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`${what} was not ready after ${ms / 1000} s`);
};

export const answers =
  (url: string, status = 200) =>
  async () =>
    fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.status === status)
      .catch(() => false);
