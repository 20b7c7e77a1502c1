// `npm run bench:load -- [--connections 200] [--duration 60] [--pool N] [--read-pool]
//   [--database-url postgres://...] [--mix both|realistic|kept] [--people 200] [--replay 15]`
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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { keptKinds, prepareKept } from './kept-mix.ts';
import { type Kind, type MixFigures, mixTable, runMix } from './mix-runner.ts';
import { prepareRealistic, realisticKinds } from './realistic-mix.ts';
import { writeResults } from './results.ts';
import { type ReplayFigures, replayTable, searchesAgainstSql } from './search-replay.ts';
import { runAdminStatement, startServer } from './server.ts';
import { countsBetween, countsLine, readCounts } from './server-metrics.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    pool: { type: 'string' },
    'read-pool': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    mix: { type: 'string', default: 'both' },
    people: { type: 'string', default: '200' },
    replay: { type: 'string', default: '15' },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const replaySeconds = Number(args.replay);
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = (statement: string) => runAdminStatement(adminUrl, statement);
const headers = { 'accept-encoding': 'br, gzip, deflate' };

/** The load average every 5 s while `work` runs: its mean and highest. */
const withLoadAverage = async <T>(work: () => Promise<T>) => {
  const samples = [loadavg()[0]!];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 5_000);
  try {
    const result = await work();
    samples.push(loadavg()[0]!);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    return { result, load: `load average ${mean.toFixed(1)} (highest ${Math.max(...samples).toFixed(1)})` };
  } finally {
    clearInterval(timer);
  }
};

/** Errors are failures that are not a shed 503: timeouts, lost connections, other 5xx. */
const goalsLine = (f: MixFigures) => {
  const shed = f.statuses[503] ?? 0;
  const errors =
    f.errors +
    f.timeouts +
    Object.entries(f.statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 && s !== '503' ? c : 0), 0);
  const ratio = f.all.p99 / f.all.p50;
  return `Errors ${errors} (goal 0), shed with 503 ${shed}; p99 ${ratio.toFixed(1)}x p50 (goal at most 3x).`;
};

const runOne = async (name: string, base: string, token: string, kinds: Kind[]) => {
  console.info(`${name}: warming up for 5 s...`);
  await runMix({ url: base, kinds, connections, duration: 5, headers });
  console.info(`${name}: measuring for ${duration} s...`);
  const before = await readCounts(base, token);
  const { result: figures, load } = await withLoadAverage(() =>
    runMix({ url: base, kinds, connections, duration, headers }),
  );
  const counts = countsBetween(before, await readCounts(base, token));
  const section = [
    `### ${name}`,
    '',
    mixTable(figures),
    '',
    countsLine(counts),
    goalsLine(figures),
    `While it ran: ${load}.`,
  ].join('\n');
  console.info(`\n${section}\n`);
  return section;
};

const main = async () => {
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
  const setting = `${connections} connections, ${duration} s a mix, server pool ${poolSize}${args['read-pool'] ? ' plus a read pool' : ''}, ${existing ? 'an existing database' : 'demo data'}, ${cpus().length} CPUs`;
  console.info(`bench:load, ${setting}, load average ${loadavg()[0]!.toFixed(1)}`);
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: existing ? 'false' : 'true',
    METRICS_TOKEN: token,
    ...pool,
  };
  let server = await startServer(env);
  const sections: string[] = [];
  const replays: ReplayFigures[] = [];
  try {
    const realistic =
      args.mix !== 'kept'
        ? await prepareRealistic({
            base: server.base,
            databaseUrl: url.toString(),
            people: Number(args.people),
          })
        : null;
    const kept =
      args.mix !== 'realistic'
        ? await prepareKept(server.base, url.toString(), realistic?.persons[0]?.cookie)
        : null;
    if (realistic)
      sections.push(
        await runOne('The realistic mix', server.base, token, realisticKinds(server.base, realistic)),
      );
    if (kept)
      sections.push(await runOne('The kept-answers mix', server.base, token, keptKinds(server.base, kept)));
    // The searches alone, none kept, against their SQL replayed through the driver (--replay 0: not).
    if (replaySeconds > 0) {
      await server.stop();
      server = await startServer({ ...env, PUBLIC_CACHE_SECONDS: '0' });
    }
    const replay = (label: string, bodies: object[]) =>
      searchesAgainstSql({
        label,
        base: server.base,
        url: url.toString(),
        dataDir,
        bodies,
        connections,
        poolSize: Number(poolSize),
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
    if (!existing) await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const report = [
    '## Load: the realistic mix beside the kept-answers mix',
    '',
    `Written by \`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: ${setting},`,
    'shared with the load generator and PostgreSQL.',
    '',
    ...sections.flatMap((s) => [s, '']),
    '### Searches alone against their SQL',
    '',
    replayTable(replays),
  ].join('\n');
  console.info(`\n${report}`);
  writeResults('bench:load', report);
};

await main();
