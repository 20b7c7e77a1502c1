// A weighted mix of requests under autocannon (bench:home, bench:load): `connections`
// clients, each sending its next request as soon as the last one answered, for
// `duration` seconds. Each request is drawn by weight with a fixed seed; latency
// percentiles and failures are kept per kind and over all. With polite callers the same
// requests go out from loops of our own that wait out a shed 503's Retry-After and send
// again, as browsers and our web app do, so what is served can be told from what is shed.
import http from 'node:http';
import autocannon from 'autocannon';
import { seededRandom } from '../src/server/cli/synthetic-listings.ts';

export type MixRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};
export type Callers = 'eager' | 'polite';
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
  /** Polite callers only: the answers that were not shed with 503, each send's own time. */
  served?: KindFigures;
  /** Polite callers only: from a request's first send to its final answer not 503, waits included. */
  untilServed?: KindFigures;
  /** Polite callers only: answers 503. */
  shedSends?: number;
  /** Polite callers only: requests shed `MAX_SENDS` times. */
  gaveUp?: number;
};

const SEND_TIMEOUT_MS = 30_000;
/** A request shed this many times is given up. */
const MAX_SENDS = 3;
/** Answers to sends started just before the end still count if they come this soon after it. */
const LATE_MS = 1000;

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
/** A drawn request as sent: its kind, and the run's headers under its own. */
type Drawn = MixRequest & { kind: number; headers: Record<string, string> };
type Answer = (kind: number, status: number, ms: number) => void;
type RunInput = Parameters<typeof runMix>[0];
type Run = { errors: number; timeouts: number; seconds: number; polite?: Polite };
type Polite = Required<Pick<MixFigures, 'served' | 'untilServed' | 'shedSends' | 'gaveUp'>>;

const eagerRun = (input: RunInput, next: () => Drawn, answer: Answer) =>
  new Promise<Run>((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.url,
        connections: input.connections,
        duration: input.duration,
        timeout: SEND_TIMEOUT_MS / 1000,
        requests: [
          {
            setupRequest: (request, context: Context) => {
              const { kind, ...drawn } = next();
              context.kind = kind;
              return { ...request, ...drawn };
            },
          },
        ],
      },
      (error, done) =>
        error
          ? reject(error)
          : resolve({ errors: done.errors, timeouts: done.timeouts, seconds: done.duration }),
    );
    instance.on('response', (client, status, _bytes, responseTime) => {
      const context = (client as unknown as { requestIterator: { context: Context } }).requestIterator
        .context;
      answer(context.kind ?? 0, status, responseTime);
    });
  });

class TimedOut extends Error {}
type Sent = { status: number; retryAfter?: number; ms: number; at: number };

/** One send through `agent`, its whole body read. */
const sendOnce = (agent: http.Agent, url: URL, request: Drawn) =>
  new Promise<Sent>((resolve, reject) => {
    const started = performance.now();
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const { body } = request;
    const req = http.request(
      {
        agent,
        hostname: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers:
          body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        res.on('error', fail);
        res.on('end', () => {
          clearTimeout(timer);
          const at = performance.now();
          const retryAfter = Number(res.headers['retry-after'] ?? Number.NaN);
          resolve({
            status: res.statusCode ?? 0,
            ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
            ms: at - started,
            at,
          });
        });
        res.resume();
      },
    );
    const timer = setTimeout(() => req.destroy(new TimedOut()), SEND_TIMEOUT_MS);
    req.on('error', fail);
    req.end(body);
  });

/**
 * Callers that back off as browsers do: on a 503 with Retry-After each waits that many seconds
 * (jittered, so shed callers do not all come back at once) and sends the same request again.
 */
const politeRun = async (input: RunInput, next: () => Drawn, answer: Answer, seed: number): Promise<Run> => {
  const jitter = seededRandom(seed + 1);
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });
  const url = new URL(input.url);
  const start = performance.now();
  const stopAt = start + input.duration * 1000;
  const countUntil = stopAt + LATE_MS;
  const counts = { errors: 0, timeouts: 0, shedSends: 0, gaveUp: 0, servedFailed: 0 };
  const served: number[] = [];
  const untilServed: number[] = [];
  const call = async (request: Drawn) => {
    const first = performance.now();
    for (let sends = 1; ; sends += 1) {
      const sent = await sendOnce(agent, url, request).catch((error: unknown) => {
        counts[error instanceof TimedOut ? 'timeouts' : 'errors'] += 1;
      });
      if (!sent || sent.at > countUntil) return;
      answer(request.kind, sent.status, sent.ms);
      // Not shed: this request's final answer, whatever its status.
      if (sent.status !== 503) {
        served.push(sent.ms);
        untilServed.push(sent.at - first);
        if (sent.status < 200 || sent.status > 299) counts.servedFailed += 1;
        return;
      }
      counts.shedSends += 1;
      if (sent.retryAfter === undefined) return;
      if (sends === MAX_SENDS) {
        counts.gaveUp += 1;
        return;
      }
      const sendAt = performance.now() + sent.retryAfter * 1000 * (0.5 + jitter());
      // A caller still waiting at the end sends nothing more, not its next request at once.
      await new Promise((resolve) => setTimeout(resolve, Math.min(sendAt, stopAt) - performance.now()));
      if (sendAt >= stopAt) return;
    }
  };
  const loop = async () => {
    while (performance.now() < stopAt) await call(next());
  };
  await Promise.all(Array.from({ length: input.connections }, loop));
  agent.destroy();
  const seconds = (Math.min(performance.now(), countUntil) - start) / 1000;
  return {
    errors: counts.errors,
    timeouts: counts.timeouts,
    seconds,
    polite: {
      served: figuresOf('served', served, counts.servedFailed, seconds),
      untilServed: figuresOf('until served', untilServed, counts.servedFailed, seconds),
      shedSends: counts.shedSends,
      gaveUp: counts.gaveUp,
    },
  };
};

export const runMix = async (input: {
  url: string;
  kinds: Kind[];
  connections: number;
  duration: number;
  /** Headers every request carries (a phone's Accept-Encoding, say). */
  headers?: Record<string, string>;
  seed?: number;
  /** 'eager' (autocannon) sends the next request as soon as the last answered, 503 or not. */
  callers?: Callers;
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
  const next = (): Drawn => {
    const kind = draw();
    const request = input.kinds[kind]!.next();
    return {
      kind,
      method: request.method,
      path: request.path,
      headers: { ...input.headers, ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
    };
  };
  const latencies = input.kinds.map(() => [] as number[]);
  const failed = input.kinds.map(() => 0);
  const statuses: Record<number, number> = {};
  const answer: Answer = (kind, status, ms) => {
    latencies[kind]!.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status < 200 || status > 299) failed[kind]! += 1;
  };
  const { errors, timeouts, seconds, polite } =
    input.callers === 'polite'
      ? await politeRun(input, next, answer, input.seed ?? 5)
      : await eagerRun(input, next, answer);
  const kinds = input.kinds.map((k, i) => figuresOf(k.name, latencies[i]!, failed[i]!, seconds));
  const every = latencies.flat();
  const all = figuresOf(
    'all',
    every,
    failed.reduce((a, b) => a + b, 0),
    seconds,
  );
  return { kinds, all, statuses, errors, timeouts, seconds, latencies: every, ...polite };
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
const percentiles = (f: KindFigures) => `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)}`;

const politeParagraph = (figures: MixFigures) => {
  const { served, untilServed } = figures;
  if (!served || !untilServed) return [];
  return [
    '',
    `Polite callers (a shed request waits Retry-After, jittered, and is sent again, ${MAX_SENDS} sends at most): ` +
      `served answers ${served.perSecond.toFixed(1)} a second, p50/p95/p99 ${percentiles(served)}, ` +
      `p99 ${(served.p99 / served.p50).toFixed(1)}x p50; until served (waits included) p50/p95/p99 ${percentiles(untilServed)}. ` +
      `Shed sends ${(figures.shedSends ?? 0).toLocaleString('en-IN')}, requests given up ${(figures.gaveUp ?? 0).toLocaleString('en-IN')}.`,
  ];
};

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
    ...politeParagraph(figures),
  ].join('\n');
};
