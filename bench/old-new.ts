// `npm run bench:load -- --old <commit> [--new <commit>] [--connections 50,200]
//   [--databases embedded,postgres] [--duration 20] [--rounds 2] [--trees <dir>]`:
// the realistic mix (bench/old-new-mix.ts) against the code of an old commit and a new one
// (HEAD by default), two servers side by side on the same data, in one run, so that the
// ratios hold on a shared, noisy machine. Each commit is checked out in a worktree of its own
// under `--trees` (node_modules linked from this checkout) and its web app and server render
// built there. For each database (the embedded PGlite: a data directory seeded and prepared,
// then copied for the second server; PostgreSQL: one database of its own on the server of
// DATABASE_URL, dropped afterwards) and each number of connections, the two servers take turns
// for `--rounds` rounds, the first side changing each round, with 5 s of warm-up before each
// turn. Both run without the kept-answer cache (PUBLIC_CACHE_SECONDS=0): the demo data has a
// few hundred listings, which a mix would otherwise read again within the cache's seconds. Per
// side: successful answers a second, p50/p95/p99 of those answers, 503s with and without
// Retry-After, other failures, the cache's share (from /metrics, where the code counts it), the
// share of drawn pages answered 200 that went out whole, and the load average while it ran.
// Callers are eager: each sends its next request as soon as the last one answered, 503 or not.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { seededRandom } from '../src/server/cli/synthetic-listings.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { type LoadAverage, loadAverageLine, withLoadAverage } from './load-average.ts';
import { type OldNewKind, type OldNewRequest, oldNewKinds, prepareOldNew } from './old-new-mix.ts';
import { type BenchServer, runAdminStatement, startServer } from './server.ts';

type Side = 'old' | 'new';
type Database = 'embedded' | 'postgres';
type Tally = {
  /** Times of the 2xx answers, in ms. */
  served: number[];
  statuses: Record<number, number>;
  shedWithRetry: number;
  shedWithout: number;
  errors: number;
  timeouts: number;
  /** Drawn pages answered 200, by kind: whole (their data in the HTML) or empty. */
  pages: Record<string, { whole: number; empty: number; stale: number }>;
  seconds: number;
};
type Cache = { kept: number; requests: number } | null;
type Turn = {
  database: Database;
  connections: number;
  side: Side;
  round: number;
  tally: Tally;
  cache: Cache;
  load: LoadAverage;
};

const SEND_TIMEOUT_MS = 30_000;
const WARM_UP_SECONDS = 5;
const PORTS = { new: 3541, old: 3542, preparing: 3543 };
const repo = path.resolve(import.meta.dirname, '..');

/** A worktree of `commit` under `trees`, with this checkout's node_modules and its own build of the web app. */
const treeOf = (trees: string, commit: string) => {
  const dir = path.join(trees, commit.slice(0, 12));
  if (!existsSync(dir)) {
    mkdirSync(trees, { recursive: true });
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: repo, stdio: 'ignore' });
    symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  }
  if (!existsSync(path.join(dir, 'dist/ssr/server-render.js'))) {
    console.info(`Building the web app of ${commit.slice(0, 12)}...`);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-web.ts'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return dir;
};

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** One send, its body read (and decoded, as a browser would) when the request is a drawn page. */
const send = (agent: http.Agent, port: number, request: OldNewRequest) =>
  new Promise<{ status: number; retryAfter: boolean; stale: boolean; body: string; ms: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const { body } = request;
      const decoded = (encoding: string | undefined, raw: Buffer) => {
        const decode = encoding ? DECODE[encoding] : undefined;
        return decode && raw.length > 0 ? decode(raw) : raw;
      };
      const req = http.request(
        {
          agent,
          hostname: '127.0.0.1',
          port,
          method: request.method,
          path: request.path,
          headers:
            body === undefined
              ? request.headers
              : { ...request.headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            if (request.whole) chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: res.headers['retry-after'] !== undefined,
              stale: res.headers.warning !== undefined,
              body: decoded(res.headers['content-encoding'], Buffer.concat(chunks)).toString('utf8'),
              ms: performance.now() - started,
            });
          });
        },
      );
      const timer = setTimeout(() => req.destroy(new Error('timeout')), SEND_TIMEOUT_MS);
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.end(body);
    },
  );

/** `connections` callers sending the mix's requests, drawn by weight with a fixed seed, for `seconds`. */
const runTurn = async (input: {
  port: number;
  kinds: OldNewKind[];
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}): Promise<Tally> => {
  const random = seededRandom(7);
  const total = input.kinds.reduce((sum, k) => sum + k.weight, 0);
  const draw = () => {
    let x = random() * total;
    for (const kind of input.kinds) {
      x -= kind.weight;
      if (x < 0) return kind;
    }
    return input.kinds.at(-1)!;
  };
  const tally: Tally = {
    served: [],
    statuses: {},
    shedWithRetry: 0,
    shedWithout: 0,
    errors: 0,
    timeouts: 0,
    pages: Object.fromEntries(
      input.kinds.filter((k) => k.page).map((k) => [k.name, { whole: 0, empty: 0, stale: 0 }]),
    ),
    seconds: 0,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });
  const start = performance.now();
  const stopAt = start + input.seconds * 1000;
  const loop = async () => {
    while (performance.now() < stopAt) {
      const kind = draw();
      const drawn = kind.next();
      const request = { ...drawn, headers: { ...input.headers, ...drawn.headers } };
      try {
        const answer = await send(agent, input.port, request);
        tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 200 && answer.status < 300) tally.served.push(answer.ms);
        if (answer.status === 503) tally[answer.retryAfter ? 'shedWithRetry' : 'shedWithout'] += 1;
        const pages = tally.pages[kind.name];
        if (pages && request.whole && answer.status === 200) {
          pages[request.whole(answer.body) ? 'whole' : 'empty'] += 1;
          if (answer.stale) pages.stale += 1;
        }
      } catch (error) {
        tally[(error as Error).message === 'timeout' ? 'timeouts' : 'errors'] += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: input.connections }, loop));
  agent.destroy();
  tally.seconds = (performance.now() - start) / 1000;
  return tally;
};

const CACHE_METRIC = 'thikana_public_cache_answers_total';

/**
 * /metrics, asked again when the connection is reset: a server still working off a turn's
 * backlog may close an idle keep-alive connection just as it is reused.
 */
const metricsOf = async (base: string, token: string) => {
  for (let tries = 1; ; tries += 1) {
    try {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      return await res.text();
    } catch (error) {
      if (tries === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
};

/** Answers the kept-answer cache sent and all answers, from /metrics; null where the code does not count them. */
const cacheCounts = async (base: string, token: string): Promise<Cache> => {
  const text = await metricsOf(base, token);
  if (!text.includes(CACHE_METRIC)) return null;
  let kept = 0;
  let requests = 0;
  for (const line of text.split('\n')) {
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (line.startsWith(`${CACHE_METRIC}{`) && line.includes('outcome="kept"')) kept += value;
    if (line.startsWith('thikana_http_requests_total{') && !/route="\/(metrics|api\/ready)"/.test(line)) {
      requests += value;
    }
  }
  return { kept, requests };
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;
const n = (x: number) => x.toLocaleString('en-IN');
const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);

/** One side's figures over its turns in a cell. */
const figuresOf = (turns: Turn[]) => {
  const served = turns.flatMap((t) => t.tally.served).sort((a, b) => a - b);
  const seconds = sum(turns, (t) => t.tally.seconds);
  const pages = turns.flatMap((t) => Object.entries(t.tally.pages));
  const whole = sum(pages, ([, p]) => p.whole);
  const empty = sum(pages, ([, p]) => p.empty);
  const emptyKinds = [...new Set(pages.filter(([, p]) => p.empty > 0).map(([name]) => name))];
  const failed = sum(turns, (t) =>
    sum(Object.entries(t.tally.statuses), ([s, c]) => (Number(s) >= 400 && s !== '503' ? c : 0)),
  );
  const caches = turns.map((t) => t.cache);
  const cache = caches.every((c) => c)
    ? `${(
        (100 * sum(caches, (c) => c!.kept)) /
          Math.max(
            1,
            sum(caches, (c) => c!.requests),
          )
      ).toFixed(1)} %`
    : 'not counted';
  return {
    perSecond: served.length / seconds,
    p50: percentile(served, 50),
    p95: percentile(served, 95),
    p99: percentile(served, 99),
    shedWithRetry: sum(turns, (t) => t.tally.shedWithRetry),
    shedWithout: sum(turns, (t) => t.tally.shedWithout),
    failed,
    lost: sum(turns, (t) => t.tally.errors + t.tally.timeouts),
    stale: sum(pages, ([, p]) => p.stale),
    whole,
    empty,
    emptyKinds,
    cache,
    load: sum(turns, (t) => t.load.mean) / turns.length,
  };
};

const ms = (x: number) => (Number.isNaN(x) ? '-' : `${x.toFixed(0)}`);

const cellRows = (label: Record<Side, string>, database: Database, connections: number, turns: Turn[]) => {
  const of = (side: Side) => figuresOf(turns.filter((t) => t.side === side));
  const [oldF, newF] = [of('old'), of('new')];
  const row = (side: Side, f: ReturnType<typeof figuresOf>) =>
    `| ${database} | ${connections} | ${side} ${label[side]} | ${f.perSecond.toFixed(1)} | ${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)} ms | ${n(f.shedWithRetry)} / ${n(f.shedWithout)} | ${n(f.failed)} / ${n(f.lost)} | ${f.cache} | ${((100 * f.whole) / Math.max(1, f.whole + f.empty)).toFixed(1)} % of ${n(f.whole + f.empty)}${f.stale ? ` (${n(f.stale)} stale)` : ''}${f.empty ? `; empty: ${f.emptyKinds.join(', ')}` : ''} | ${f.load.toFixed(1)} |`;
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  return [
    row('old', oldF),
    row('new', newF),
    `| ${database} | ${connections} | **new / old** | **${ratio(newF.perSecond, oldF.perSecond)}** | ${ratio(newF.p50, oldF.p50)} / ${ratio(newF.p95, oldF.p95)} / ${ratio(newF.p99, oldF.p99)} | | | | | |`,
  ];
};

/** Where one database's data lives for each side, how to read it directly, and how to clean up. */
const databaseOf = async (database: Database, adminUrl: string) => {
  if (database === 'postgres') {
    const name = `thikana_oldnew_${randomBytes(4).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await runAdminStatement(adminUrl, `create database "${name}"`);
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'thikana-oldnew-')),
    };
    return {
      env: () => env,
      open: () => openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 2 }),
      split: () => {},
      drop: async () => {
        await runAdminStatement(adminUrl, `drop database if exists "${name}" with (force)`);
        rmSync(env.DATA_DIR, { recursive: true, force: true });
      },
    };
  }
  // The embedded database is one process's: the old side gets a copy of the prepared directory.
  const dirs = {
    new: mkdtempSync(path.join(tmpdir(), 'thikana-oldnew-new-')),
    old: mkdtempSync(path.join(tmpdir(), 'thikana-oldnew-old-')),
  };
  return {
    env: (side: Side = 'new') => ({ DATA_DIR: dirs[side] }),
    open: () => openDatabase({ dataDir: dirs.new }),
    split: () => cpSync(dirs.new, dirs.old, { recursive: true }),
    drop: async () => {
      for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
    },
  };
};

export const compareOldNew = async (input: {
  old: string;
  new: string;
  databases: Database[];
  connections: number[];
  duration: number;
  rounds: number;
  people: number;
  trees: string;
  adminUrl: string;
  headers: Record<string, string>;
}) => {
  const commits = {
    old: execFileSync('git', ['rev-parse', input.old], { cwd: repo, encoding: 'utf8' }).trim(),
    new: execFileSync('git', ['rev-parse', input.new], { cwd: repo, encoding: 'utf8' }).trim(),
  };
  const roots = { old: treeOf(input.trees, commits.old), new: treeOf(input.trees, commits.new) };
  const label = { old: commits.old.slice(0, 7), new: commits.new.slice(0, 7) };
  const token = randomBytes(16).toString('hex');
  const common = {
    METRICS_TOKEN: token,
    PUBLIC_CACHE_SECONDS: '0',
    APP_SECRET: 'bench-old-new-secret',
  };
  const rows: string[] = [];
  const turns: Turn[] = [];
  const sizes: string[] = [];
  for (const database of input.databases) {
    const data = await databaseOf(database, input.adminUrl);
    const envOf = (side: Side) => ({
      ...common,
      ...data.env(side),
      WEB_DIST_DIR: path.join(roots[side], 'dist/web'),
    });
    const servers: Partial<Record<Side, BenchServer>> = {};
    try {
      console.info(`${database}: seeding the demo data with the new code...`);
      const seeding = await startServer(
        { ...envOf('new'), SEED_DEMO: 'true' },
        { root: roots.new, port: PORTS.preparing },
      );
      await seeding.stop();
      const prepared = await prepareOldNew({
        open: data.open,
        people: input.people,
        serve: () => startServer(envOf('new'), { root: roots.new, port: PORTS.preparing }),
      });
      sizes.push(`${database}: ${n(prepared.listings.length)} live listings`);
      data.split();
      // Both sides start together, so that neither has started first or served the preparation.
      await Promise.all(
        (['old', 'new'] as const).map(async (side) => {
          servers[side] = await startServer(envOf(side), { root: roots[side], port: PORTS[side] });
        }),
      );
      for (const connections of input.connections) {
        const cell: Turn[] = [];
        for (let round = 1; round <= input.rounds; round += 1) {
          const order: Side[] = round % 2 === 1 ? ['old', 'new'] : ['new', 'old'];
          for (const side of order) {
            const server = servers[side]!;
            const options = {
              port: PORTS[side],
              kinds: oldNewKinds(server.base, prepared),
              connections,
              headers: input.headers,
            };
            await runTurn({ ...options, seconds: WARM_UP_SECONDS });
            const before = await cacheCounts(server.base, token);
            const { result: tally, load } = await withLoadAverage(() =>
              runTurn({ ...options, seconds: input.duration }),
            );
            const after = await cacheCounts(server.base, token);
            const cache =
              before && after
                ? { kept: after.kept - before.kept, requests: after.requests - before.requests }
                : null;
            const turn = { database, connections, side, round, tally, cache, load };
            cell.push(turn);
            turns.push(turn);
            console.info(
              `${database} ${connections} round ${round} ${side}: ${(tally.served.length / tally.seconds).toFixed(1)} 2xx/s, statuses ${JSON.stringify(tally.statuses)}, pages ${JSON.stringify(tally.pages)}, errors ${tally.errors}, timeouts ${tally.timeouts}, ${loadAverageLine(load)}`,
            );
          }
        }
        rows.push(...cellRows(label, database, connections, cell));
      }
    } finally {
      await servers.old?.stop();
      await servers.new?.stop();
      await data.drop();
    }
  }
  return [
    `Old: ${commits.old} (the code of ten days before). New: ${commits.new} (HEAD when run). Data: the demo data, ${sizes.join(', ')}; both servers without the kept-answer cache, ${input.rounds} rounds of ${input.duration} s a side per row (after ${WARM_UP_SECONDS} s of warm-up each turn), sides alternating first, eager callers, ${cpus().length} CPUs shared with the load generator and PostgreSQL.`,
    '',
    '| database | connections | side | 2xx a second | p50 / p95 / p99 of 2xx | 503 with / without Retry-After | other 4xx-5xx / lost | cache share | drawn pages answered 200 that were whole | load average |',
    '| -------- | ----------: | ---- | -----------: | ---------------------- | -----------------------------: | -------------------: | ----------: | ---------------------------------------- | -----------: |',
    ...rows,
  ].join('\n');
};
