// What the server itself counted while a mix ran, read from its /metrics before and after:
// answers sent from the kept-answer cache (http/public-cache.ts), statements sent to the
// database, API requests and the process's CPU time, so bench:load reports a cache share,
// statements per request and CPU per request that were counted, not guessed.

export type Counts = {
  kept: number;
  read: number;
  statements: number;
  apiRequests: number;
  requests: number;
  /** The server process's CPU time (user and system, all its threads), in seconds. */
  cpuSeconds: number;
};

/** The sum of a metric's samples whose labels match `where`. */
const sum = (text: string, name: string, where: (labels: string) => boolean = () => true) => {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labels = line.slice(name.length, line.lastIndexOf(' '));
    if (where(labels)) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
};

export const readCounts = async (base: string, token: string): Promise<Counts> => {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  const notProbe = (l: string) => !/route="\/(metrics|api\/ready|api\/health)"/.test(l);
  return {
    kept: sum(text, 'thikana_public_cache_answers_total', (l) => l.includes('outcome="kept"')),
    read: sum(text, 'thikana_public_cache_answers_total', (l) => l.includes('outcome="read"')),
    statements: sum(text, 'thikana_db_statements_total'),
    // Shed calls (503) never reach the database: statements are per call that was served.
    apiRequests: sum(
      text,
      'thikana_http_requests_total',
      (l) => notProbe(l) && l.includes('route="/api/') && !l.includes('status="503"'),
    ),
    requests: sum(text, 'thikana_http_requests_total', notProbe),
    cpuSeconds: sum(text, 'thikana_process_cpu_seconds_total'),
  };
};

/** The counts of several processes behind one load balancer, added up. */
export const readCountsOf = async (bases: string[], token: string): Promise<Counts> => {
  const all = await Promise.all(bases.map((base) => readCounts(base, token)));
  return all.reduce((sum, c) => ({
    kept: sum.kept + c.kept,
    read: sum.read + c.read,
    statements: sum.statements + c.statements,
    apiRequests: sum.apiRequests + c.apiRequests,
    requests: sum.requests + c.requests,
    cpuSeconds: sum.cpuSeconds + c.cpuSeconds,
  }));
};

export const countsBetween = (before: Counts, after: Counts): Counts => ({
  kept: after.kept - before.kept,
  read: after.read - before.read,
  statements: after.statements - before.statements,
  apiRequests: after.apiRequests - before.apiRequests,
  requests: after.requests - before.requests,
  cpuSeconds: after.cpuSeconds - before.cpuSeconds,
});

export const countsLine = (c: Counts) =>
  `Kept-answer cache: ${c.kept.toLocaleString('en-IN')} of ${c.requests.toLocaleString('en-IN')} answers ` +
  `(${((100 * c.kept) / Math.max(1, c.requests)).toFixed(1)}%; of the answers it could keep, ` +
  `${((100 * c.kept) / Math.max(1, c.kept + c.read)).toFixed(1)}%). Database statements: ` +
  `${c.statements.toLocaleString('en-IN')}, ${(c.statements / Math.max(1, c.apiRequests)).toFixed(2)} per API request served (503s aside).`;
