// The embedded database is one process's: PGlite keeps its own copy of the database in
// memory and writes it back, so two processes on one DATA_DIR lose each other's writes.
// The first process to open the directory writes DATA_DIR/thikana.lock (its pid, what
// it is and when it started); any other refuses at once and names the holder. A lock
// left by a process that died (kill -9, power loss) is taken over, since its pid is gone.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export type LockHolder = { pid: number; host: string; command: string; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} (${holder.command}, started ${holder.startedAt}). ` +
        'The embedded database allows one process at a time: stop that process first, ' +
        'or run admin and jobs commands while it runs (they go through the server).',
    );
    this.name = 'DataDirLockedError';
  }
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'thikana.lock');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live process holding `dataDir`, or null when none does. */
export const readLockHolder = (dataDir: string): LockHolder | null => {
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as LockHolder;
  } catch {
    return null;
  }
  if (holder.host === hostname() && !isAlive(holder.pid)) return null;
  return holder;
};

const describeCommand = () =>
  [path.basename(process.argv[1] ?? 'node'), ...process.argv.slice(2)].join(' ').slice(0, 120);

/** Takes the lock or throws DataDirLockedError; returns its release. */
export const lockDataDir = (dataDir: string): (() => void) => {
  const file = lockFileOf(dataDir);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    command: describeCommand(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readLockHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockHolder(dataDir);
      if (holder) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
};
