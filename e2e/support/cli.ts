// The project's commands run against a journey's server (its data directory): `npm run admin`
// and `npm run jobs` (src/server/cli), as an operator would run them beside it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunningServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const cli = (server: RunningServer, program: 'admin' | 'jobs', args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', `src/server/cli/${program}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
  });

/** Runs a job now, by hand, through the running server's database (`npm run jobs -- run NAME`). */
export const runJob = (server: RunningServer, job: string) => cli(server, 'jobs', ['run', job]);
