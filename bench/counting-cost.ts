// `npm run bench:load -- --counting-cost [--rounds 4] [--both-off]`: what counting impressions,
// views and searches costs the server (docs/decisions/0116-counting-in-batches.md), against the
// goal of under 5% of its requests a second. Two servers on one database, one counting
// (COUNTING=true) and one not (COUNTING=false), run the same mixes in turns: each round runs
// every mix against one side and then the other, the next round in the other order (an even
// number of rounds puts each side first as often), so a shared machine that slows down weighs
// on both alike. For each mix and side: requests a second, p50/p95/p99 over all its rounds, the
// server's CPU time per answer and the kept-answer cache's share (both from /metrics), then the
// ratios. Neither side sheds load: shedding answers 503 once the event loop's delay crosses a
// threshold, which turns a small difference in cost into a large and random one in what is
// served (docs/decisions/0112-load-shedding.md). Last, what the counting tables gained, read
// once both servers stopped (a stop flushes): every view beacon and first-page search the
// counting side answered must be there and none of the other side's, or the run says so and
// fails. `--both-off` runs both sides with counting off: how far apart two identical servers
// measure on this machine, the noise any difference must stand out from.
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { type LoadAverage, loadAverageLine, withLoadAverage } from './load-average.ts';
import { type Kind, type KindFigures, type MixFigures, overRuns, runMix } from './mix-runner.ts';
import { VIEW_BEACON } from './realistic-mix.ts';
import { type BenchServer, startServer } from './server.ts';
import { type Counts, countsBetween, readCounts } from './server-metrics.ts';

export type Mix = { name: string; kinds: Kind[] };
type Side = 'on' | 'off';
type Run = { mix: string; side: Side; round: number; figures: MixFigures; counts: Counts; load: LoadAverage };
type Answered = { views: number; searches: number };
type Rows = { listingRows: number; impressions: number; views: number; searchRows: number; searches: number };

const WARM_UP_SECONDS = 5;
const NOT_SHEDDING = { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_DB_WAITING: '0' };

/** What the counting tables hold, over all days. */
const countedRows = async (databaseUrl: string) => {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 1 });
  const [rows] = await queryRows<Rows>(
    database.db,
    sql`select
      (select count(*) from listing_day_counts)::int as "listingRows",
      (select coalesce(sum(impressions), 0) from listing_day_counts)::int as impressions,
      (select coalesce(sum(views), 0) from listing_day_counts)::int as views,
      (select count(*) from search_day_counts)::int as "searchRows",
      (select coalesce(sum(searches), 0) from search_day_counts)::int as searches`,
  );
  await database.close();
  return rows!;
};

/** The answers a counting server counts one each: view beacons and first pages of searches, 2xx. */
const answeredOf = (figures: MixFigures): Answered => {
  const served = (kinds: KindFigures[]) => kinds.reduce((n, k) => n + k.requests - k.failed, 0);
  return {
    views: served(figures.kinds.filter((k) => k.name === VIEW_BEACON)),
    searches: served(figures.kinds.filter((k) => /^search\b/.test(k.name) && !k.name.includes('next page'))),
  };
};

const n = (x: number) => x.toLocaleString('en-IN');
const ms = (x: number) => `${x.toFixed(0)} ms`;
const sumOf = <T>(items: T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);
const servedPerSecond = (runs: Run[]) =>
  sumOf(runs, (r) => sumOf(Object.entries(r.figures.statuses), ([s, c]) => (s.startsWith('2') ? c : 0))) /
  sumOf(runs, (r) => r.figures.seconds);
const perAnswer = (runs: Run[], of: (counts: Counts) => number) => {
  const answers = sumOf(runs, (r) => r.counts.requests);
  return sumOf(runs, (r) => of(r.counts)) / Math.max(1, answers);
};
/** The server process's CPU time (all its threads) per answer, in ms. */
const cpuPerAnswer = (runs: Run[]) => 1000 * perAnswer(runs, (c) => c.cpuSeconds);
const cacheShare = (runs: Run[]) => `${(100 * perAnswer(runs, (c) => c.kept)).toFixed(1)}%`;

/** One mix's rows: each side over all its rounds, then the ratios counting on / off. */
const mixRows = (mix: string, runs: Run[]) => {
  const of = (side: Side) => runs.filter((r) => r.mix === mix && r.side === side);
  const overRounds = (side: Side) => {
    const figures = of(side).map((r) => r.figures);
    return overRuns(side, figures);
  };
  const [on, off] = [overRounds('on'), overRounds('off')];
  const row = (side: Side, f: KindFigures) =>
    `| ${mix} | ${side} | ${f.perSecond.toFixed(1)} | ${servedPerSecond(of(side)).toFixed(1)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${cpuPerAnswer(of(side)).toFixed(3)} ms | ${cacheShare(of(side))} |`;
  const ratio = (a: number, b: number) => (a / b).toFixed(3);
  return [
    row('on', on),
    row('off', off),
    `| ${mix} | **on / off** | **${ratio(on.perSecond, off.perSecond)}** | ${ratio(servedPerSecond(of('on')), servedPerSecond(of('off')))} | ${ratio(on.p50, off.p50)} | ${ratio(on.p95, off.p95)} | ${ratio(on.p99, off.p99)} | ${ratio(cpuPerAnswer(of('on')), cpuPerAnswer(of('off')))} | |`,
  ];
};

const roundRow = (r: Run) =>
  `| ${r.round} | ${r.mix} | ${r.side} | ${r.figures.all.perSecond.toFixed(1)} | ${servedPerSecond([r]).toFixed(1)} | ${ms(r.figures.all.p95)} | ${ms(r.figures.all.p99)} | ${cpuPerAnswer([r]).toFixed(3)} ms | ${cacheShare([r])} | ${loadAverageLine(r.load)} |`;

/**
 * Whether the counting side counted and the other did not. Requests still in flight when a run
 * ends may be counted without their answer being seen: at most `connections` a run.
 */
const verdictOf = (gained: Rows, answered: Record<Side, Answered>, inFlight: number) => {
  const extra = gained.views - answered.on.views + (gained.searches - answered.on.searches);
  // A view or a search counts once per device and day (docs/decisions/0133-figures-come-from-people.md):
  // the runs' one client counts each listing and each search once, so the tables gain some of
  // what was answered, never more than it and the requests in flight.
  const countedOn =
    gained.views <= answered.on.views + inFlight &&
    gained.searches <= answered.on.searches + inFlight &&
    gained.views > 0 &&
    gained.searches > 0;
  const countedOff = extra > inFlight;
  const telling = answered.off.views + answered.off.searches > inFlight;
  const figures =
    `With counting on, ${n(answered.on.views)} view beacons and ${n(answered.on.searches)} first pages of searches ` +
    `were answered and the tables gained ${n(gained.views)} views and ${n(gained.searches)} searches ` +
    `(${n(gained.impressions)} impressions over ${n(gained.listingRows)} listing-day rows, ${n(gained.searchRows)} search rows); ` +
    `with counting off, ${n(answered.off.views)} beacons and ${n(answered.off.searches)} first pages were answered ` +
    `and ${countedOff ? `up to ${n(extra)} counted` : 'none counted'} (at most ${n(inFlight)} counts of requests in flight as a run ended).`;
  const ok = countedOn && !countedOff && telling;
  const verdict = ok
    ? 'Counting counted in the runs with it on and not in the runs with it off.'
    : `NOT VERIFIED: ${countedOn ? '' : 'the counting side counted nothing, or more than it answered. '}${countedOff ? 'the side with counting off counted. ' : ''}${telling ? '' : 'too few answers with counting off to tell. '}`;
  return { ok, line: `${figures}\n${verdict.trim()}` };
};

/** With counting off on both sides, the tables must gain nothing at all. */
const bothOffVerdictOf = (gained: Rows) => {
  const ok = gained.views + gained.searches + gained.impressions === 0;
  return {
    ok,
    line: ok
      ? 'Both sides had counting off (--both-off) and the counting tables gained nothing.'
      : `NOT VERIFIED: with counting off on both sides the tables gained ${n(gained.views)} views, ${n(gained.searches)} searches and ${n(gained.impressions)} impressions.`,
  };
};

export const compareCounting = async (input: {
  env: Record<string, string>;
  token: string;
  databaseUrl: string;
  /** Prepares the mixes against the server at a base; gives the mixes' kinds for a server at any base. */
  prepare: (base: string) => Promise<(base: string) => Mix[]>;
  connections: number;
  duration: number;
  rounds: number;
  headers: Record<string, string>;
  /** Both sides with counting off: the machine's noise between two identical servers. */
  bothOff: boolean;
}) => {
  const servers: Partial<Record<Side, BenchServer>> = {};
  const answered: Record<Side, Answered> = { on: { views: 0, searches: 0 }, off: { views: 0, searches: 0 } };
  const runs: Run[] = [];
  const mixNames: string[] = [];
  let before: Rows;
  const runSide = async (server: BenchServer, mix: Mix, side: Side, round: number) => {
    const options = {
      url: server.base,
      kinds: mix.kinds,
      connections: input.connections,
      headers: input.headers,
    };
    const warm = await runMix({ ...options, duration: WARM_UP_SECONDS });
    const start = await readCounts(server.base, input.token);
    const { result: figures, load } = await withLoadAverage(() =>
      runMix({ ...options, duration: input.duration }),
    );
    const counts = countsBetween(start, await readCounts(server.base, input.token));
    for (const f of [warm, figures]) {
      const a = answeredOf(f);
      answered[side].views += a.views;
      answered[side].searches += a.searches;
    }
    const run = { mix: mix.name, side, round, figures, counts, load };
    console.info(roundRow(run));
    return run;
  };
  // Prepared against a server of its own, stopped before the two sides start together, so that
  // they start alike: neither has seeded the data, served the preparation or started first.
  const preparing = await startServer({ ...input.env, COUNTING: 'false' });
  const mixesAt = await input.prepare(preparing.base).finally(() => preparing.stop());
  try {
    const starting = (['on', 'off'] as const).map(async (side) => {
      servers[side] = await startServer({
        ...input.env,
        ...NOT_SHEDDING,
        COUNTING: side === 'on' && !input.bothOff ? 'true' : 'false',
      });
    });
    await Promise.all(starting);
    before = await countedRows(input.databaseUrl);
    const mixes = { on: mixesAt(servers.on!.base), off: mixesAt(servers.off!.base) };
    mixNames.push(...mixes.on.map((m) => m.name));
    for (let round = 1; round <= input.rounds; round += 1) {
      const order: Side[] = round % 2 === 1 ? ['on', 'off'] : ['off', 'on'];
      for (const i of mixes.on.keys()) {
        for (const side of order) runs.push(await runSide(servers[side]!, mixes[side][i]!, side, round));
      }
    }
  } finally {
    await servers.on?.stop();
    await servers.off?.stop();
  }
  const after = await countedRows(input.databaseUrl);
  const gained = Object.fromEntries(
    Object.entries(after).map(([key, value]) => [key, value - before[key as keyof Rows]]),
  ) as Rows;
  const inFlight = input.connections * 2 * runs.filter((r) => r.side === 'on').length;
  const verdict = input.bothOff ? bothOffVerdictOf(gained) : verdictOf(gained, answered, inFlight);
  if (!verdict.ok) process.exitCode = 1;
  return [
    `Each side over its ${input.rounds} rounds of ${input.duration} s a mix (after ${WARM_UP_SECONDS} s of warm-up each), ${input.bothOff ? 'both with counting off, the side named "on" beside the other' : 'counting on beside counting off'}:`,
    '',
    '| mix | counting | req/s | 2xx/s | p50 | p95 | p99 | server CPU per answer | kept-answer cache |',
    '| --- | -------- | ----: | ----: | --: | --: | --: | --------------------: | ----------------: |',
    ...mixNames.flatMap((name) => mixRows(name, runs)),
    '',
    'The runs in the order they ran:',
    '',
    '| round | mix | counting | req/s | 2xx/s | p95 | p99 | server CPU per answer | kept-answer cache | while it ran |',
    '| ----: | --- | -------- | ----: | ----: | --: | --: | --------------------: | ----------------: | ------------ |',
    ...runs.map(roundRow),
    '',
    verdict.line,
  ].join('\n');
};
