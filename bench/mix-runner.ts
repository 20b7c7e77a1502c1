// A weighted mix of requests under autocannon (bench:home, bench:load): `connections`
// clients, each sending its next request as soon as the last one answered, for
// `duration` seconds. Each request is drawn by weight with a fixed seed; latency
// percentiles and failures are kept per kind and over all.
import autocannon from 'autocannon';
import { seededRandom } from '../src/server/cli/synthetic-listings.ts';

export type MixRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};
export type Kind = { name: string; weight: number; next: () => MixRequest };
export type KindFigures = {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx. */
  failed: number;
};
export type MixFigures = {
  kinds: KindFigures[];
  all: KindFigures;
  /** Answers by status, over all kinds. */
  statuses: Record<number, number>;
  errors: number;
  timeouts: number;
  seconds: number;
  /** Every answer's time in ms, over all kinds: percentiles over several runs (bench/counting-cost.ts). */
  latencies: number[];
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

const figuresOf = (name: string, latencies: number[], failed: number, seconds: number): KindFigures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failed,
  };
};

type Context = { kind?: number };

export const runMix = async (input: {
  url: string;
  kinds: Kind[];
  connections: number;
  duration: number;
  /** Headers every request carries (a phone's Accept-Encoding, say). */
  headers?: Record<string, string>;
  seed?: number;
}): Promise<MixFigures> => {
  const random = seededRandom(input.seed ?? 5);
  const total = input.kinds.reduce((sum, k) => sum + k.weight, 0);
  const draw = () => {
    let x = random() * total;
    for (const [i, kind] of input.kinds.entries()) {
      x -= kind.weight;
      if (x < 0) return i;
    }
    return input.kinds.length - 1;
  };
  const latencies = input.kinds.map(() => [] as number[]);
  const failed = input.kinds.map(() => 0);
  const statuses: Record<number, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.url,
        connections: input.connections,
        duration: input.duration,
        timeout: 30,
        requests: [
          {
            setupRequest: (request, context: Context) => {
              const kind = draw();
              context.kind = kind;
              const next = input.kinds[kind]!.next();
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers: { ...input.headers, ...next.headers },
                ...(next.body === undefined ? {} : { body: next.body }),
              };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (client, status, _bytes, responseTime) => {
      const context = (client as unknown as { requestIterator: { context: Context } }).requestIterator
        .context;
      const kind = context.kind ?? 0;
      latencies[kind]!.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status > 299) failed[kind]! += 1;
    });
  });
  const seconds = result.duration;
  const kinds = input.kinds.map((k, i) => figuresOf(k.name, latencies[i]!, failed[i]!, seconds));
  const every = latencies.flat();
  const all = figuresOf(
    'all',
    every,
    failed.reduce((a, b) => a + b, 0),
    seconds,
  );
  return {
    kinds,
    all,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds,
    latencies: every,
  };
};

/** The figures over all answers of several runs of a mix, as if they were one run. */
export const overRuns = (name: string, runs: MixFigures[]) =>
  figuresOf(
    name,
    runs.flatMap((run) => run.latencies),
    runs.reduce((n, run) => n + run.all.failed, 0),
    runs.reduce((n, run) => n + run.seconds, 0),
  );

const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(0)} ms`);

/** A markdown table of the figures, one row per kind and one for all. */
export const mixTable = (figures: MixFigures) => {
  const rows = [...figures.kinds, figures.all].map(
    (f) =>
      `| ${f.name} | ${f.requests.toLocaleString('en-IN')} | ${f.perSecond.toFixed(1)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.failed} |`,
  );
  return [
    '| kind | requests | req/s | p50 | p95 | p99 | non-2xx |',
    '| ---- | -------: | ----: | --: | --: | --: | ------: |',
    ...rows,
    '',
    `Answers by status: ${Object.entries(figures.statuses)
      .map(([status, n]) => `${status}: ${n.toLocaleString('en-IN')}`)
      .join(', ')}. Connection errors: ${figures.errors}, timeouts: ${figures.timeouts}.`,
  ].join('\n');
};
