// `npm run bench:load -- [--connections 200] [--duration 60] [--pool N] [--read-pool]
//   [--database-url postgres://...] [--mix both|realistic|kept] [--people 200] [--replay 15]
//   [--counting-cost [--rounds 4] [--both-off]] [--cluster] [--callers eager|polite]` (with
//   --counting-cost, 50 connections and 12 s unless given)
// `npm run bench:load -- --old <commit> [--new <commit>] [--connections 50,200]
//   [--databases embedded,postgres] [--duration 20] [--rounds 2] [--trees <dir>]`: the realistic
//   mix with the pages the server draws, old code against new, side by side (bench/old-new.ts).
// `--callers polite`: callers that wait out a shed 503's Retry-After (jittered) and send again,
// three sends at most, as browsers do, instead of autocannon's that send again at once; the
// figures add what was served and how long until (not with --counting-cost: its servers never shed).
//
// The whole product under load (docs/decisions/0070-load-benchmark.md), two mixes side by
// side against one production server process:
// - the realistic mix (bench/realistic-mix.ts): thousands of distinct searches and their
//   next pages, listing pages over the whole table, people logged in with real sessions
//   reading their wishlist, profile, listings and conversations, wishlist toggles and messages;
// - the kept-answers mix (bench/kept-mix.ts), the one this benchmark first ran: home
//   sections, counts, a few hundred searches, listing pages and card photos, nearly all
//   answered from the five-second public cache.
// By default a fresh PostgreSQL database of its own (created on the server of DATABASE_URL,
// by default postgres://postgres@127.0.0.1:5432/postgres, and dropped afterwards) with the
// demo data; `--database-url` runs on an existing database instead (a million synthetic
// listings from src/server/cli/generate.ts, say), writing only what the mixes write.
// For each mix: req/s, p50/p95/p99 and non-2xx per kind, answers by status (503s shed under
// load apart from errors), the share of answers the kept-answer cache sent and database
// statements per API request (counted by the server, read from its /metrics), and the load
// average while it ran. Then each mix's searches as the search API alone (cache off) against
// the same SQL replayed through the driver (bench/search-sql.ts), for the ratio.
// `--cluster` runs both mixes through the HAProxy of a running `npm run cluster` (three
// processes, PgBouncer, a standby for reads), adding up the three processes' counts.
// `--counting-cost` instead runs the mixes against a server counting and one not, in turns
// (bench/counting-cost.ts), for what counting costs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { layoutOf } from '../scripts/cluster/layout.ts';
import { compareCounting, type Mix } from './counting-cost.ts';
import { keptKinds, prepareKept } from './kept-mix.ts';
import { loadAverageLine, withLoadAverage } from './load-average.ts';
import { type Callers, type Kind, type MixFigures, mixTable, runMix } from './mix-runner.ts';
import { compareOldNew } from './old-new.ts';
import { prepareRealistic, realisticKinds } from './realistic-mix.ts';
import { writeResults } from './results.ts';
import { type ReplayFigures, replayTable, searchesAgainstSql } from './search-replay.ts';
import { runAdminStatement, startServer } from './server.ts';
import { countsBetween, countsLine, readCountsOf } from './server-metrics.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string' },
    duration: { type: 'string' },
    pool: { type: 'string' },
    'read-pool': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    mix: { type: 'string', default: 'both' },
    people: { type: 'string', default: '200' },
    replay: { type: 'string', default: '15' },
    'counting-cost': { type: 'boolean', default: false },
    rounds: { type: 'string' },
    'both-off': { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false },
    callers: { type: 'string', default: 'eager' },
    old: { type: 'string' },
    new: { type: 'string', default: 'HEAD' },
    databases: { type: 'string', default: 'embedded,postgres' },
    trees: { type: 'string', default: path.join(tmpdir(), 'thikana-old-new') },
  },
});
if (args.callers !== 'eager' && args.callers !== 'polite') throw new Error('--callers is eager or polite');
const callers: Callers = args.callers;
const counting = args['counting-cost'];
if (counting && callers === 'polite') throw new Error('--counting-cost runs eager callers only');
// The comparison runs each mix four times or more: shorter runs keep it within minutes.
const connections = Number(args.connections ?? (counting ? 50 : 200));
const duration = Number(args.duration ?? (counting ? 12 : 60));
const replaySeconds = Number(args.replay);
const rounds = Number(args.rounds ?? 4);
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = (statement: string) => runAdminStatement(adminUrl, statement);
// A phone's browser: a request without a user agent is a script's, and scripts are not counted
// (docs/decisions/0116-counting-in-batches.md), so without one the mixes would never count.
const headers = {
  'accept-encoding': 'br, gzip, deflate',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

/** Errors are failures that are not a shed 503: timeouts, lost connections, other 5xx. */
const goalsLine = (f: MixFigures) => {
  const shed = f.statuses[503] ?? 0;
  const errors =
    f.errors +
    f.timeouts +
    Object.entries(f.statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 && s !== '503' ? c : 0), 0);
  // Polite callers' shed sends are waited out and sent again: the goal is judged on what was served.
  const judged = f.served ?? f.all;
  const ratio = judged.p99 / judged.p50;
  return `Errors ${errors} (goal 0), shed with 503 ${shed}; p99 ${ratio.toFixed(1)}x p50${f.served ? ' of the answers served' : ''} (goal at most 3x).`;
};

/** One mix against `base`, counted by the processes at `counted` (the server itself, or those behind it). */
const runOne = async (name: string, base: string, token: string, kinds: Kind[], counted = [base]) => {
  console.info(`${name}: warming up for 5 s...`);
  await runMix({ url: base, kinds, connections, duration: 5, headers, callers });
  console.info(`${name}: measuring for ${duration} s...`);
  const before = await readCountsOf(counted, token);
  const { result: figures, load } = await withLoadAverage(() =>
    runMix({ url: base, kinds, connections, duration, headers, callers }),
  );
  const counts = countsBetween(before, await readCountsOf(counted, token));
  const section = [
    `### ${name}`,
    '',
    mixTable(figures),
    '',
    countsLine(counts),
    goalsLine(figures),
    `While it ran: ${loadAverageLine(load)}.`,
  ].join('\n');
  console.info(`\n${section}\n`);
  return section;
};

/** The mixes --mix names, prepared against the server at `base`; their kinds for a server at any base. */
const prepareMixes = async (base: string, databaseUrl: string) => {
  const realistic =
    args.mix !== 'kept' ? await prepareRealistic({ base, databaseUrl, people: Number(args.people) }) : null;
  const kept =
    args.mix !== 'realistic' ? await prepareKept(base, databaseUrl, realistic?.persons[0]?.cookie) : null;
  const mixesAt = (at: string): Mix[] => [
    ...(realistic ? [{ name: 'realistic', kinds: realisticKinds(at, realistic) }] : []),
    ...(kept ? [{ name: 'kept-answers', kinds: keptKinds(at, kept) }] : []),
  ];
  return { realistic, kept, mixesAt };
};

/** The mixes one after the other against one server, then their searches against their SQL. */
const loadSections = async (input: {
  env: Record<string, string>;
  databaseUrl: string;
  dataDir: string;
  token: string;
  poolSize: number;
}) => {
  let server = await startServer(input.env);
  const sections: string[] = [];
  const replays: ReplayFigures[] = [];
  try {
    const { realistic, kept, mixesAt } = await prepareMixes(server.base, input.databaseUrl);
    for (const mix of mixesAt(server.base)) {
      sections.push(await runOne(`The ${mix.name} mix`, server.base, input.token, mix.kinds));
    }
    // The searches alone, none kept, against their SQL replayed through the driver (--replay 0: not).
    if (replaySeconds > 0) {
      await server.stop();
      server = await startServer({ ...input.env, PUBLIC_CACHE_SECONDS: '0' });
    }
    const replay = (label: string, bodies: object[]) =>
      searchesAgainstSql({
        label,
        base: server.base,
        url: input.databaseUrl,
        dataDir: input.dataDir,
        bodies,
        connections,
        poolSize: input.poolSize,
        seconds: replaySeconds,
      });
    if (realistic && replaySeconds > 0)
      replays.push(
        await replay('realistic mix', [...realistic.searches.slice(0, 200), ...realistic.pages.slice(0, 50)]),
      );
    if (kept && replaySeconds > 0)
      replays.push(await replay('kept-answers mix', kept.searches.slice(0, 150)));
  } finally {
    await server.stop();
  }
  return [...sections, ['### Searches alone against their SQL', '', replayTable(replays)].join('\n')];
};

/** Both mixes through the load balancer of a running cluster; no replay (its SQL has no single server). */
const clusterSections = async () => {
  const layout = layoutOf();
  const token = process.env.METRICS_TOKEN ?? 'cluster';
  const counted = layout.ports.apps.map((port) => `http://127.0.0.1:${port}`);
  const { mixesAt } = await prepareMixes(layout.url, layout.primaryUrl);
  const sections: string[] = [];
  for (const mix of mixesAt(layout.url)) {
    sections.push(
      await runOne(`The ${mix.name} mix, through HAProxy`, layout.url, token, mix.kinds, counted),
    );
  }
  return sections;
};

/** Old code against new (bench/old-new.ts), its report written to bench/RESULTS.md. */
const oldAgainstNew = async (old: string) => {
  const databases = args.databases.split(',');
  if (databases.some((d) => d !== 'embedded' && d !== 'postgres')) {
    throw new Error('--databases lists embedded and postgres');
  }
  const table = await compareOldNew({
    old,
    new: args.new,
    databases: databases as ('embedded' | 'postgres')[],
    connections: (args.connections ?? '50,200').split(',').map(Number),
    duration: Number(args.duration ?? 20),
    rounds: Number(args.rounds ?? 2),
    people: Number(args.people),
    trees: args.trees,
    adminUrl,
    headers,
  });
  const report = [
    '## Load: the realistic mix, old code against new',
    '',
    `Written by \`npm run bench:load -- --old ${old}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}.`,
    '',
    table,
  ].join('\n');
  console.info(`\n${report}`);
  writeResults('bench:load old against new', report);
};

const main = async () => {
  if (args.old) {
    await oldAgainstNew(args.old);
    return;
  }
  if (args.cluster) {
    const setting = `${connections} connections, ${callers} callers, ${duration} s a mix, through HAProxy to the three processes of \`npm run cluster\` (PgBouncer in transaction pooling, reads from the standby), ${cpus().length} CPUs`;
    console.info(`bench:load, ${setting}, load average ${loadavg()[0]!.toFixed(1)}`);
    const report = [
      '## Load: both mixes through the cluster',
      '',
      `Written by \`npm run bench:load -- --cluster\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: ${setting}; everything shares this machine's cores.`,
      '',
      ...(await clusterSections()).flatMap((s) => [s, '']),
    ].join('\n');
    console.info(`\n${report}`);
    writeResults('bench:load cluster', report);
    return;
  }
  const existing = args['database-url'];
  const name = `thikana_load_${randomBytes(4).toString('hex')}`;
  const url = new URL(existing ?? adminUrl);
  if (!existing) url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thikana-bench-load-'));
  if (!existing) await admin(`create database "${name}"`);
  const poolSize = args.pool ?? '10';
  const pool: Record<string, string> = { DB_POOL_SIZE: poolSize };
  // A second pool to the same database for reads, as READ_DATABASE_URL gives with a replica.
  if (args['read-pool']) pool.READ_DATABASE_URL = url.toString();
  const token = randomBytes(16).toString('hex');
  const setting = `${connections} connections, ${callers} callers, ${duration} s a mix${counting ? `, ${rounds} rounds a side` : ''}, server pool ${poolSize}${args['read-pool'] ? ' plus a read pool' : ''}, ${existing ? 'an existing database' : 'demo data'}, ${cpus().length} CPUs`;
  const startLoad = loadavg()[0]!;
  console.info(`bench:load, ${setting}, load average ${startLoad.toFixed(1)}`);
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: existing ? 'false' : 'true',
    METRICS_TOKEN: token,
    ...pool,
  };
  const databaseUrl = url.toString();
  let sections: string[];
  try {
    sections = counting
      ? [
          await compareCounting({
            env,
            token,
            databaseUrl,
            prepare: async (base) => (await prepareMixes(base, databaseUrl)).mixesAt,
            connections,
            duration,
            rounds,
            headers,
            bothOff: args['both-off'],
          }),
        ]
      : await loadSections({ env, databaseUrl, dataDir, token, poolSize: Number(poolSize) });
  } finally {
    if (!existing) await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const [title, flags, results] = !counting
    ? callers === 'polite'
      ? [
          'the realistic mix beside the kept-answers mix, callers waiting out Retry-After',
          ' -- --callers polite',
          'bench:load polite',
        ]
      : ['the realistic mix beside the kept-answers mix', '', 'bench:load']
    : args['both-off']
      ? [
          'two servers with counting off, side by side',
          ' -- --counting-cost --both-off',
          'bench:load both off',
        ]
      : [
          'what counting costs, counting on beside counting off',
          ' -- --counting-cost',
          'bench:load counting',
        ];
  const report = [
    `## Load: ${title}`,
    '',
    `Written by \`npm run bench:load${flags}\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: ${setting},`,
    `shared with the load generator and PostgreSQL; load average ${startLoad.toFixed(1)} at the start.`,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  console.info(`\n${report}`);
  writeResults(results, report);
};

await main();
