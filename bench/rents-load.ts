// One call of bench:rents under load: GETs cycling through `paths` at `concurrency` clients
// for `duration` seconds with autocannon, latency percentiles from every response, and the
// share of answers the kept-answer cache sent, from the statements the database committed.
import autocannon from 'autocannon';

/** PostgreSQL writes an idle connection's counts to pg_stat_database within 10 seconds. */
const STATS_SETTLE_MS = 11_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

const settled = async (committed: () => Promise<string | undefined>) => {
  await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
  return Number(await committed());
};

/** Statements one answer not kept commits: answers made unique so none can be kept. */
const statementsPerAnswer = async (
  base: string,
  paths: string[],
  committed: () => Promise<string | undefined>,
) => {
  const unique = paths
    .slice(0, 40)
    .map((p, i) => `${p}${p.includes('?') ? '&' : '?'}unique=${Date.now()}-${i}`);
  const before = await settled(committed);
  for (const p of unique) await (await fetch(`${base}${p}`)).arrayBuffer();
  // The read of the count itself commits once.
  return (await settled(committed)) - before - 1;
};

export const loadPaths = async (input: {
  base: string;
  paths: string[];
  concurrency: number;
  duration: number;
  committed: () => Promise<string | undefined>;
}) => {
  const calibration = Math.min(40, input.paths.length);
  const perMiss = (await statementsPerAnswer(input.base, input.paths, input.committed)) / calibration;
  const before = Number(await input.committed());
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.base,
        connections: input.concurrency,
        duration: input.duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const path = input.paths[next % input.paths.length]!;
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const misses = ((await settled(input.committed)) - before - 1) / perMiss;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.non2xx + result.errors + result.timeouts,
    keptShare: Math.min(1, Math.max(0, 1 - misses / sorted.length)),
    perMiss,
  };
};
