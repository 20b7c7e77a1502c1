// The PostgreSQL primary and its streaming hot standby: two clusters of the installed
// PostgreSQL, each with its own port and data folder, the standby made by pg_basebackup.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE, type Layout, logFile } from './layout.ts';
import { engineDir, engineFile, runAsEngine } from './processes.ts';

/** The installed PostgreSQL's programs (Debian keeps them out of PATH). */
export const pgBin = (program: string) => {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(root, version, 'bin', program);
      if (existsSync(candidate)) return candidate;
    }
  }
  return program;
};

const ctl = (args: string[]) => runAsEngine(pgBin('pg_ctl'), args);

export const isRunning = (dataDir: string) => {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  try {
    ctl(['status', '-D', dataDir]);
    return true;
  } catch {
    return false;
  }
};

/** The postmaster's process id, from its pid file. */
export const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

export const startPostgres = (dataDir: string, log: string) => {
  if (isRunning(dataDir)) return;
  engineFile(log);
  ctl(['start', '-w', '-t', '60', '-D', dataDir, '-l', log]);
};

/** `fast` disconnects sessions and shuts down cleanly; `immediate` is a crash, recovered at the next start. */
export const stopPostgres = (dataDir: string, mode: 'fast' | 'immediate' = 'fast') => {
  if (!isRunning(dataDir)) return;
  ctl(['stop', '-w', '-t', '60', '-D', dataDir, '-m', mode]);
};

export const query = (port: number, command: string, database = 'postgres') =>
  execFileSync(
    pgBin('psql'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-Atqc', command],
    {
      encoding: 'utf8',
    },
  ).trim();

export const makePrimary = (layout: Layout) => {
  const dir = layout.primaryDir;
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    engineDir(dir);
    runAsEngine(pgBin('initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    appendFileSync(
      path.join(dir, 'postgresql.conf'),
      [
        '',
        '# Written by the cluster script.',
        `port = ${layout.ports.primary}`,
        "listen_addresses = '127.0.0.1'",
        "unix_socket_directories = ''",
        'max_connections = 200',
        'shared_buffers = 256MB',
        'wal_level = replica',
        'max_wal_senders = 5',
        'wal_keep_size = 512MB',
        'hot_standby = on',
        '',
      ].join('\n'),
    );
  }
  startPostgres(dir, logFile(layout, 'primary'));
  if (query(layout.ports.primary, `select 1 from pg_database where datname = '${DATABASE}'`) !== '1') {
    query(layout.ports.primary, `create database ${DATABASE}`);
  }
};

/**
 * A hot standby streaming from the primary. `applyDelay` (like '3s') holds back what it
 * replays, so a test can see reads that would be stale if they went there.
 */
export const makeStandby = (layout: Layout, applyDelay?: string) => {
  const dir = layout.standbyDir;
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    engineDir(dir);
    runAsEngine(pgBin('pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(layout.ports.primary),
      '-U',
      'postgres',
      '-D',
      dir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    appendFileSync(
      path.join(dir, 'postgresql.auto.conf'),
      [`port = ${layout.ports.standby}`, 'hot_standby_feedback = on', ''].join('\n'),
    );
  }
  setApplyDelay(layout, applyDelay ?? '0');
  startPostgres(dir, logFile(layout, 'standby'));
};

/** recovery_min_apply_delay of the standby, read at its next start or reload. */
const setApplyDelay = (layout: Layout, delay: string) => {
  const file = path.join(layout.standbyDir, 'postgresql.auto.conf');
  const kept = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('recovery_min_apply_delay'));
  // Written in place, so the file keeps its owner.
  writeFileSync(
    file,
    [...kept.filter((l) => l !== ''), `recovery_min_apply_delay = '${delay}'`, ''].join('\n'),
  );
};
