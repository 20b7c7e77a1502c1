// PostgreSQL under Patroni (docs/decisions/0159-patroni-etcd-synchronous-replication.md):
// one etcd member holds the leader lock, two Patroni nodes each run a PostgreSQL of the
// installed version. The leader holds the lock while it is healthy; when it goes away the
// synchronous replica takes the lock and is promoted by itself, and the old leader, when it
// comes back, is rewound (pg_rewind) and follows as a replica. Synchronous replication makes
// every acknowledged commit exist on both nodes while both run.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE, type Layout, logFile, SCOPE } from './layout.ts';
import { engineDir, engineFile, isAlive, launch, sleep, stopProcess, waitFor } from './processes.ts';

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

export const query = (port: number, command: string, database = 'postgres') =>
  execFileSync(
    pgBin('psql'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-Atqc', command],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();

/** The names Patroni knows the nodes by: pg-1, pg-2. */
export const NODES = [1, 2] as const;
export const nodeName = (n: number) => `pg-${n}`;
const dataDir = (layout: Layout, n: number) => path.join(layout.nodeDir(n), 'data');
const configFile = (layout: Layout, n: number) => path.join(layout.nodeDir(n), 'patroni.yml');

export const startEtcd = (layout: Layout) => {
  const fresh = !existsSync(path.join(layout.etcdDir, 'member'));
  const client = `http://127.0.0.1:${layout.ports.etcd}`;
  const peer = `http://127.0.0.1:${layout.ports.etcdPeer}`;
  return launch(
    '/usr/bin/etcd',
    [
      '--name',
      'etcd-1',
      '--data-dir',
      layout.etcdDir,
      '--listen-client-urls',
      client,
      '--advertise-client-urls',
      client,
      '--listen-peer-urls',
      peer,
      '--initial-advertise-peer-urls',
      peer,
      '--initial-cluster',
      `etcd-1=${peer}`,
      '--initial-cluster-state',
      fresh ? 'new' : 'existing',
      // A busy machine's pauses must not read as a lost member.
      '--heartbeat-interval',
      '250',
      '--election-timeout',
      '2500',
      '--log-level',
      'warn',
    ],
    { log: logFile(layout, 'etcd') },
  );
};

/**
 * Node n's Patroni settings. The leader lock lives 12 s (a leader that stops renewing it is
 * replaced after at most that), renewed every 2 s; written as JSON, which YAML reads.
 */
const patroniConfig = (layout: Layout, n: number, applyDelay: string) => ({
  scope: SCOPE,
  name: nodeName(n),
  log: { level: 'WARNING' },
  restapi: {
    listen: `127.0.0.1:${layout.ports.patroni[n - 1]}`,
    connect_address: `127.0.0.1:${layout.ports.patroni[n - 1]}`,
  },
  etcd3: { hosts: `127.0.0.1:${layout.ports.etcd}` },
  bootstrap: {
    dcs: {
      ttl: 12,
      loop_wait: 2,
      retry_timeout: 5,
      maximum_lag_on_failover: 1_048_576,
      // An acknowledged commit is on the leader and the synchronous replica; with no replica
      // running the leader still takes writes (not strict), so losing one node never stops
      // the site.
      synchronous_mode: true,
      synchronous_mode_strict: false,
      postgresql: {
        use_pg_rewind: true,
        use_slots: true,
        parameters: {
          max_connections: 200,
          shared_buffers: '256MB',
          wal_level: 'replica',
          hot_standby: 'on',
          max_wal_senders: 10,
          max_replication_slots: 10,
          wal_keep_size: '512MB',
          wal_log_hints: 'on',
          hot_standby_feedback: 'on',
        },
      },
    },
    initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }],
    pg_hba: ['host replication postgres 127.0.0.1/32 trust', 'host all all 127.0.0.1/32 trust'],
  },
  postgresql: {
    listen: `127.0.0.1:${layout.ports.nodes[n - 1]}`,
    connect_address: `127.0.0.1:${layout.ports.nodes[n - 1]}`,
    data_dir: dataDir(layout, n),
    bin_dir: path.dirname(pgBin('postgres')),
    pgpass: path.join(layout.nodeDir(n), 'pgpass'),
    // A new replica copies the leader at once rather than after a spread checkpoint.
    basebackup: [{ checkpoint: 'fast' }],
    authentication: {
      superuser: { username: 'postgres' },
      replication: { username: 'postgres' },
      rewind: { username: 'postgres' },
    },
    parameters: {
      unix_socket_directories: '',
      // A replica holds back what it replays by this much (read by a replica only).
      recovery_min_apply_delay: applyDelay,
      logging_collector: 'on',
      log_directory: path.join(layout.nodeDir(n), 'log'),
    },
  },
});

/** Node n's Patroni (which runs its PostgreSQL), started detached; returns Patroni's pid. */
export const startNode = (layout: Layout, n: number, applyDelay?: string) => {
  engineDir(layout.nodeDir(n));
  const file = configFile(layout, n);
  const delay =
    applyDelay ??
    (existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof patroniConfig>).postgresql.parameters
          .recovery_min_apply_delay
      : '0');
  writeFileSync(file, JSON.stringify(patroniConfig(layout, n, delay), null, 2));
  engineFile(file);
  return launch('/usr/bin/patroni', [file], {
    log: logFile(layout, nodeName(n)),
    asEngine: true,
    env: { HOME: layout.nodeDir(n) },
    cwd: layout.nodeDir(n),
  });
};

export type Member = { name: string; role: string; state: string; lag?: number | string; timeline?: number };

/** The nodes as Patroni sees them, asked of any node that answers; empty when none does. */
export const members = async (layout: Layout): Promise<Member[]> => {
  for (const port of layout.ports.patroni) {
    const answer = await fetch(`http://127.0.0.1:${port}/cluster`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => (res.ok ? (res.json() as Promise<{ members: Member[] }>) : null))
      .catch(() => null);
    if (answer) return answer.members;
  }
  return [];
};

/** Node number of the running leader, or undefined. */
export const leaderNode = async (layout: Layout) => {
  const leader = (await members(layout)).find((m) => m.role === 'leader' && m.state === 'running');
  return leader ? Number(leader.name.replace('pg-', '')) : undefined;
};

/** What node n's Patroni answers on `check` (/primary, /replica, /sync): true on 200. */
export const nodeAnswers = (layout: Layout, n: number, check: string) =>
  fetch(`http://127.0.0.1:${layout.ports.patroni[n - 1]}${check}`, { signal: AbortSignal.timeout(2_000) })
    .then((res) => res.status === 200)
    .catch(() => false);

export const waitForLeader = async (layout: Layout, ms = 60_000, not?: number) => {
  let leader: number | undefined;
  await waitFor(
    not ? `a leader other than ${nodeName(not)}` : 'a PostgreSQL leader',
    async () => {
      leader = await leaderNode(layout);
      return leader !== undefined && leader !== not && (await nodeAnswers(layout, leader, '/primary'));
    },
    ms,
  );
  return leader!;
};

/** Waits until node n streams from the leader as its synchronous replica. */
export const waitForSyncReplica = (layout: Layout, n: number, ms = 180_000) =>
  waitFor(`${nodeName(n)} as the synchronous replica`, () => nodeAnswers(layout, n, '/sync'), ms);

/** Creates the application's database on the leader once. */
export const makeDatabase = (layout: Layout, leader: number) => {
  const port = layout.ports.nodes[leader - 1]!;
  if (query(port, `select 1 from pg_database where datname = '${DATABASE}'`) !== '1')
    query(port, `create database ${DATABASE}`);
};

/** The postmaster of node n, from its pid file, if it runs. */
export const postmasterPid = (layout: Layout, n: number) => {
  const file = path.join(dataDir(layout, n), 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return pid && isAlive(pid) ? pid : undefined;
};

const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Gone already.
  }
};

/** The process group a pid runs in (Patroni starts PostgreSQL in a session of its own). */
const groupOf = (pid: number) => {
  try {
    return Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  } catch {
    return undefined;
  }
};

/** Node n's machine dies: Patroni and its PostgreSQL are killed at once (SIGKILL), nothing flushed. */
export const killNode = (layout: Layout, n: number, patroniPid?: number) => {
  const postmaster = postmasterPid(layout, n);
  const group = postmaster ? groupOf(postmaster) : undefined;
  if (patroniPid) killGroup(patroniPid, 'SIGKILL');
  if (group) killGroup(group, 'SIGKILL');
  if (postmaster && isAlive(postmaster)) process.kill(postmaster, 'SIGKILL');
};

/**
 * Node n stopped cleanly: Patroni stops its PostgreSQL (a leader hands over the lock first);
 * whatever is left after 60 s is killed.
 */
export const stopNode = async (layout: Layout, n: number, patroniPid?: number) => {
  if (patroniPid && isAlive(patroniPid)) await stopProcess(patroniPid, 'SIGTERM', 60_000);
  if (patroniPid) killGroup(patroniPid, 'SIGKILL');
  const postmaster = postmasterPid(layout, n);
  if (postmaster) {
    process.kill(postmaster, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(postmaster); i += 1) await sleep(100);
    if (isAlive(postmaster)) killGroup(groupOf(postmaster) ?? postmaster, 'SIGKILL');
  }
};

/** Node n's data removed, so that its next start copies the leader afresh (pg_basebackup). */
export const wipeNode = (layout: Layout, n: number) => {
  rmSync(dataDir(layout, n), { recursive: true, force: true });
};
