// The two load generators of bench:search, measured the same way: `concurrency`
// clients, each sending its next search as soon as the last one answered, for
// `duration` seconds; latency percentiles from every single response.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export type Figures = {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

const figuresOf = (latencies: number[], seconds: number, errors: number): Figures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
};

/** The search API over HTTP with autocannon, cycling through the bodies. */
export const loadApi = async (input: {
  url: string;
  path: string;
  bodies: unknown[];
  concurrency: number;
  duration: number;
}): Promise<Figures> => {
  let next = 0;
  const latencies: number[] = [];
  const options: autocannon.Options = {
    url: input.url,
    connections: input.concurrency,
    duration: input.duration,
    requests: [
      {
        method: 'POST',
        path: input.path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const body = input.bodies[next % input.bodies.length];
          next += 1;
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    // Only searches answered count: a shed 503 or another error is quick and would flatter.
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
    });
  });
  return figuresOf(latencies, result.duration, result.non2xx + result.errors + result.timeouts);
};

/** The same work straight against the database: `run(i)` replays the SQL of search number i. */
export const loadDirect = async (input: {
  run: (index: number) => Promise<void>;
  count: number;
  concurrency: number;
  duration: number;
}): Promise<Figures> => {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + input.duration * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const index = next % input.count;
      next += 1;
      const t = performance.now();
      try {
        await input.run(index);
        latencies.push(performance.now() - t);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, client));
  return figuresOf(latencies, (performance.now() - started) / 1000, errors);
};
