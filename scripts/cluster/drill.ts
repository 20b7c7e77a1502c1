// `npm run cluster -- drill`: failures on purpose, under load, against the running cluster.
// Each row runs the realistic mix of bench:load through HAProxy with writers beside it,
// breaks one part five seconds in, mends it, and reports what clients saw: requests,
// errors, p95, how long until every probe answered again, and whether every acknowledged
// write (listing, message, payment) is in the primary afterwards. Then that no scheduled
// job ran twice in one slot. Prints a markdown table (docs/benchmarks.md keeps one).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { type MixFigures, runMix } from '../../bench/mix-runner.ts';
import { prepareRealistic, realisticKinds } from '../../bench/realistic-mix.ts';
import { writeResults } from '../../bench/results.ts';
import { openDatabase, queryRows } from '../../src/server/db/client.ts';
import { startProbe } from './drill-probe.ts';
import { type Acknowledged, lostWrites, prepareWriters, startWriters } from './drill-writes.ts';
import { type Layout, readState } from './layout.ts';
import { killNode, leaderNode, nodeName, stopNode, waitForLeader, waitForSyncReplica } from './postgres.ts';
import { isAlive, sleep, stopProcess } from './processes.ts';
import { restartPart } from './restart.ts';
import { startS3 } from './services.ts';
import { fetchSentinelMaster } from './stop.ts';
import { remember, restartProcess, rotateSecret, startProcess } from './thikana.ts';
import { restartNode, switchover } from './topology.ts';

const SECONDS = Number(process.env.DRILL_SECONDS ?? 45);
/** Only the rows whose name contains this text (while mending one part). */
const ONLY = process.env.DRILL_ONLY ?? '';
const CONNECTIONS = Number(process.env.DRILL_CONNECTIONS ?? 16);
const BREAK_AT_MS = 5_000;
/** Processes spinning a CPU core each beside the cluster, as on a busy host (DRILL_BURN=1). */
const BURNERS = Number(process.env.DRILL_BURN ?? 0);

const startBurners = (): ChildProcess[] =>
  Array.from({ length: BURNERS }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));

type Row = {
  name: string;
  /** Breaks the part and mends it; resolves with the moment it was mended (or broken, when nothing is mended). */
  act: (layout: Layout) => Promise<number>;
  /** How long the load runs, when the row's failure outlasts the usual SECONDS. */
  seconds?: number;
};

const pidOf = (layout: Layout, name: string) => {
  const pid = readState(layout)?.pids[name];
  if (!pid || !isAlive(pid)) throw new Error(`${name} is not running: npm run cluster`);
  return pid;
};

const ROWS: Row[] = [
  { name: 'nothing broken', act: async () => Date.now() },
  {
    name: 'a Thikana process killed (SIGKILL), started again 15 s later',
    act: async (layout) => {
      process.kill(pidOf(layout, 'app-2'), 'SIGKILL');
      const killed = Date.now();
      await sleep(15_000);
      remember(layout, 'app-2', await startProcess(layout, 2));
      return killed;
    },
  },
  {
    name: 'a Thikana process restarted (SIGTERM, drained)',
    act: async (layout) => {
      pidOf(layout, 'app-3');
      const stopping = Date.now();
      await restartProcess(layout, 3);
      return stopping;
    },
  },
  {
    // With a CPU burner beside the cluster (DRILL_BURN=1) this is a release on a busy host.
    name: 'a rolling restart of all three processes (npm run cluster -- restart apps)',
    seconds: 75,
    act: async (layout) => {
      const started = Date.now();
      await restartPart(layout, 'apps');
      return started;
    },
  },
  {
    name: 'APP_SECRET rotated (npm run cluster -- rotate-secret: two rolling restarts, the old one accepted for 24 h)',
    seconds: 150,
    act: async (layout) => {
      const started = Date.now();
      await rotateSecret(layout);
      return started;
    },
  },
  {
    name: 'the replica stopped for 15 s',
    act: async (layout) => {
      const replica = 3 - (await leaderOrFail(layout));
      await stopNode(layout, replica, pidOf(layout, nodeName(replica)));
      await sleep(15_000);
      await restartNode(layout, replica);
      return Date.now();
    },
  },
  {
    name: 'Redis (master and replica) stopped for 30 s',
    act: async (layout) => {
      await stopRedis(layout);
      await sleep(30_000);
      await startRedisAgain(layout);
      return Date.now();
    },
  },
  {
    // Redis is optional at run time (docs/decisions/0131-redis-can-be-away.md): limits count in
    // memory and the live channel stays in process meanwhile, with no request waiting on Redis.
    name: 'Redis (master and replica) stopped for 60 s',
    seconds: 75,
    act: async (layout) => {
      await stopRedis(layout);
      await sleep(60_000);
      await startRedisAgain(layout);
      return Date.now();
    },
  },
  {
    name: 'a Thikana process started while Redis is down, Redis back 10 s later',
    act: async (layout) => {
      await stopRedis(layout);
      await restartProcess(layout, 3);
      await sleep(10_000);
      await startRedisAgain(layout);
      return Date.now();
    },
  },
  {
    name: 'the S3 server stopped for 30 s',
    act: async (layout) => {
      await stopProcess(pidOf(layout, 's3'));
      await sleep(30_000);
      remember(layout, 's3', startS3(layout));
      return Date.now();
    },
  },
  {
    // Nobody types a command: Patroni promotes the synchronous replica once the dead leader's
    // lock lapses, and HAProxy sends the database's connections there.
    name: 'the primary killed (SIGKILL of its Patroni and PostgreSQL), automatic failover',
    seconds: 60,
    act: async (layout) => {
      const leader = await leaderOrFail(layout);
      killNode(layout, leader, pidOf(layout, nodeName(leader)));
      const killed = Date.now();
      await waitForLeader(layout, 60_000, leader);
      failovers.push({ what: 'automatic failover', ms: Date.now() - killed });
      // The old primary comes back as a replica (rewound), outside the measured window.
      void restartNode(layout, leader).catch((error: Error) => console.error(`  ${error.message}`));
      return killed;
    },
  },
  {
    name: 'a switchover (npm run cluster -- switchover)',
    act: async (layout) => {
      await waitForSync(layout);
      const started = Date.now();
      const { ms } = await switchover(layout);
      failovers.push({ what: 'switchover', ms });
      return started;
    },
  },
  {
    name: 'the Redis master killed (SIGKILL), Sentinel promotes the replica',
    act: async (layout) => {
      const master = await redisMasterName(layout);
      process.kill(pidOf(layout, master), 'SIGKILL');
      const killed = Date.now();
      await sleep(20_000);
      // Back as the new master's replica.
      await restartPart(layout, master);
      return killed;
    },
  },
];

const stopRedis = (layout: Layout) =>
  Promise.all(['redis', 'redis-replica'].map((part) => stopProcess(pidOf(layout, part))));

const startRedisAgain = async (layout: Layout) => {
  for (const part of ['redis', 'redis-replica']) await restartPart(layout, part);
};

/** Automatic failovers and switchovers of the drill: how long until a new leader took writes. */
const failovers: { what: string; ms: number }[] = [];

const leaderOrFail = async (layout: Layout) => {
  const leader = await leaderNode(layout);
  if (!leader) throw new Error('No PostgreSQL node leads: npm run cluster -- status');
  return leader;
};

/** Both nodes streaming again before the next row changes the leader. */
const waitForSync = async (layout: Layout) => {
  await waitForSyncReplica(layout, 3 - (await leaderOrFail(layout)));
};

/** Which of the cluster's two Redis servers the Sentinels name master now. */
const redisMasterName = async (layout: Layout) => {
  const master = await fetchSentinelMaster(layout);
  return master?.endsWith(`:${layout.ports.redisReplica}`) ? 'redis-replica' : 'redis';
};

const serverErrors = (f: MixFigures) =>
  f.errors + f.timeouts + Object.entries(f.statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 ? c : 0), 0);

const total = (a: Acknowledged) => a.listings.length + a.messages.length + a.payments.length;

/** Scheduled runs of one job in one minute, more than once: a job run twice. */
const duplicateJobRuns = async (databaseUrl: string, since: Date) => {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 1 });
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from (select job, date_trunc('minute', started_at) from job_runs
        where trigger = 'schedule' and attempt = 1 and started_at >= ${since.toISOString()}
        group by 1, 2 having count(*) > 1) twice`,
  );
  const ran = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from job_runs where started_at >= ${since.toISOString()}`,
  );
  await database.close();
  return { duplicates: rows[0]!.n, ran: ran[0]!.n };
};

const runRow = async (layout: Layout, row: Row, mix: Awaited<ReturnType<typeof prepare>>) => {
  console.info(`drill: ${row.name}...`);
  const writers = startWriters(layout.url, mix.writers);
  const probe = startProbe(layout.url, mix.writers.people[0]!.cookie, mix.listingId);
  const load = runMix({
    url: layout.url,
    kinds: mix.kinds,
    connections: CONNECTIONS,
    duration: row.seconds ?? SECONDS,
  });
  const loads: number[] = [];
  const sampling = setInterval(() => loads.push(loadavg()[0]!), 5_000);
  await sleep(BREAK_AT_MS);
  const mended = await row.act(layout);
  const figures = await load;
  clearInterval(sampling);
  const seen = await probe.stop();
  const acknowledged = await writers.stop();
  const { lost, halfSaved } = await lostWrites(layout.primaryUrl, acknowledged);
  console.info(
    `  answers by status ${JSON.stringify(figures.statuses)}, connection errors ${figures.errors}, timeouts ${figures.timeouts}, slowest probe ${seen.slowest} ms`,
  );
  const lastFailure = seen.failures.filter((t) => t >= mended).at(-1);
  const end = Date.now();
  const recovery =
    lastFailure === undefined ? 0 : end - lastFailure < 1_000 ? Number.NaN : lastFailure - mended;
  return {
    row: row.name,
    requests: figures.all.requests,
    errors: serverErrors(figures),
    unavailable: figures.statuses[503] ?? 0,
    p95: figures.all.p95,
    recovery,
    retryAfter: seen.retryAfterSeen,
    written: total(acknowledged),
    refused: Object.entries(acknowledged.refused)
      .map(([what, n]) => `${n} ${what}`)
      .join(', '),
    lost,
    halfSaved,
    load: loads.length ? Math.max(...loads) : loadavg()[0]!,
  };
};

const prepare = async (layout: Layout) => {
  const realistic = await prepareRealistic({ base: layout.url, databaseUrl: layout.primaryUrl, people: 40 });
  const writers = await prepareWriters(layout.url, layout.primaryUrl);
  return { kinds: realisticKinds(layout.url, realistic), writers, listingId: realistic.ids[0]! };
};

export const runDrill = async (layout: Layout) => {
  for (const name of ['haproxy', 'app-1', 'app-2', 'app-3', 'redis', 's3', 'pgbouncer']) pidOf(layout, name);
  const since = new Date();
  const mix = await prepare(layout);
  const results = [];
  const burners = startBurners();
  try {
    for (const row of ROWS.filter((r) => r.name.includes(ONLY))) {
      results.push(await runRow(layout, row, mix));
      // The next row starts from a whole cluster.
      await sleep(3_000);
      await waitForSync(layout).catch(() => undefined);
    }
  } finally {
    for (const burner of burners) burner.kill('SIGKILL');
  }
  const jobs = await duplicateJobRuns(layout.primaryUrl, since);
  const seconds = (ms: number) => (Number.isNaN(ms) ? 'not recovered' : `${(ms / 1000).toFixed(1)} s`);
  const table = [
    '| what broke | requests | errors (5xx, timeouts) | of which 503 | p95 | recovered after | 503 with Retry-After | acknowledged writes | writes refused | lost | listings without their photo | machine load (1 min, highest) |',
    '| ---------- | -------: | ---------------------: | -----------: | --: | --------------: | :------------------: | ------------------: | -------------- | ---: | ---------------------------: | ----------------------------: |',
    ...results.map(
      (r) =>
        `| ${r.row} | ${r.requests.toLocaleString('en-IN')} | ${r.errors} | ${r.unavailable} | ${r.p95.toFixed(0)} ms | ${seconds(r.recovery)} | ${r.retryAfter ? 'yes' : '-'} | ${r.written} | ${r.refused || '-'} | ${r.lost} | ${r.halfSaved} | ${r.load.toFixed(1)} |`,
    ),
    '',
    `Scheduled jobs: ${jobs.ran} runs during the drill, ${jobs.duplicates} slots run twice.`,
    ...failovers.map(
      (f) => `${f.what}: a new leader took writes ${(f.ms / 1000).toFixed(1)} s after it began.`,
    ),
  ].join('\n');
  const report = [
    '## The cluster drill',
    '',
    `Written by \`npm run cluster -- drill\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: the realistic mix of bench:load at ${CONNECTIONS} connections for ${SECONDS} s a row through HAProxy to three processes, two writers beside it, ${BURNERS} CPU burners beside the cluster on a ${cpus().length}-core machine, the failure ${BREAK_AT_MS / 1000} s in. "Recovered after" is from the moment the broken part was back (the kill, for a process killed) to the last failed probe (a listing page and a logged-in profile, four times a second).`,
    '',
    table,
  ].join('\n');
  console.info(`\n${report}`);
  writeResults('cluster drill', report);
};
