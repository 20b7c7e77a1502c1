// What operators scrape at GET /metrics (Prometheus text format, prom-client): HTTP
// traffic, the database pool, background jobs, payments, OTPs, and the process itself
// (memory, event-loop lag, from prom-client's default metrics). One registry per
// process; every metric name starts with `thikana_`.
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'thikana_' });

export const httpRequests = new client.Counter({
  name: 'thikana_http_requests_total',
  help: 'HTTP requests by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpSeconds = new client.Histogram({
  name: 'thikana_http_request_duration_seconds',
  help: 'HTTP response time by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const dbQuerySeconds = new client.Histogram({
  name: 'thikana_db_query_duration_seconds',
  help: 'Database query time (pool queries outside transactions), by database role',
  labelNames: ['database'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

export const dbStatements = new client.Counter({
  name: 'thikana_db_statements_total',
  help: 'Statements sent to the database (in transactions too, BEGIN and COMMIT counted), by database role',
  labelNames: ['database'] as const,
  registers: [registry],
});

export const publicCacheAnswers = new client.Counter({
  name: 'thikana_public_cache_answers_total',
  help: 'Public answers and searches eligible for the kept-answer cache, by outcome (kept: sent from the cache, read: computed)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const jobRuns = new client.Counter({
  name: 'thikana_job_runs_total',
  help: 'Background job attempts by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const jobFailures = new client.Counter({
  name: 'thikana_job_failures_total',
  help: 'Background job attempts that failed',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobSeconds = new client.Histogram({
  name: 'thikana_job_duration_seconds',
  help: 'Background job run time',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

export const paymentOutcomes = new client.Counter({
  name: 'thikana_payments_total',
  help: 'Payment checks by outcome: credited, failed (not captured), held_for_review (captured but amount or order do not match)',
  labelNames: ['outcome', 'source'] as const,
  registers: [registry],
});

export const otpsSent = new client.Counter({
  name: 'thikana_otps_sent_total',
  help: 'One-time codes sent, by channel (whatsapp, email)',
  labelNames: ['channel'] as const,
  registers: [registry],
});

/** Database pool gauges, read at scrape time from each registered pool. */
const pools = new Map<string, () => { total: number; idle: number; waiting: number }>();
export const watchPool = (name: string, stats: () => { total: number; idle: number; waiting: number }) => {
  pools.set(name, stats);
};
/** Queries waiting for a connection, over every pool (load shedding reads it). */
export const poolsWaiting = () => {
  let waiting = 0;
  for (const stats of pools.values()) waiting += stats().waiting;
  return waiting;
};
new client.Gauge({
  name: 'thikana_db_pool_connections',
  help: 'Database pool connections by database role and state (total, idle, waiting clients)',
  labelNames: ['database', 'state'] as const,
  registers: [registry],
  collect() {
    for (const [database, stats] of pools) {
      const s = stats();
      this.set({ database, state: 'total' }, s.total);
      this.set({ database, state: 'idle' }, s.idle);
      this.set({ database, state: 'waiting' }, s.waiting);
    }
  },
});

/** Whether reads go to the replica (1) or the primary (0), and how far behind it was last seen. */
export const readReplicaInUse = new client.Gauge({
  name: 'thikana_read_replica_in_use',
  help: 'Whether search and listing reads go to the read replica (1) or, while it is down or behind, the primary (0)',
  registers: [registry],
});
export const readReplicaFallbacks = new client.Counter({
  name: 'thikana_read_replica_fallbacks_total',
  help: 'Reads the read replica could not answer because it was away, read from the primary instead',
  registers: [registry],
});
export const readReplicaLagSeconds = new client.Gauge({
  name: 'thikana_read_replica_lag_seconds',
  help: 'How far the read replica was behind the primary when last checked (-1: not reachable)',
  registers: [registry],
});

/**
 * Redis, which the server can do without (docs/decisions/0131-redis-can-be-away.md): whether
 * it is reachable, how often it came back, what was served in process meanwhile, and how
 * long requests waited on it.
 */
const redisConnections = new Set<{ status: string }>();
export const watchRedis = (redis: { status: string }) => {
  redisConnections.add(redis);
};
new client.Gauge({
  name: 'thikana_redis_up',
  help: "Whether this process's Redis connection is ready (1) or away (0); absent without REDIS_URL",
  registers: [registry],
  collect() {
    const connections = [...redisConnections].filter((r) => r.status !== 'end');
    if (connections.length > 0) this.set(connections.every((r) => r.status === 'ready') ? 1 : 0);
  },
});
export const redisReconnects = new client.Counter({
  name: 'thikana_redis_reconnects_total',
  help: 'Times the Redis connection came back after being away',
  registers: [registry],
});
export const redisFallbackInUse = new client.Gauge({
  name: 'thikana_redis_fallback_in_use',
  help: 'Whether the last use of Redis, by use (rate_limits, live), was served in this process instead because Redis was away (1) or went through Redis (0)',
  labelNames: ['use'] as const,
  registers: [registry],
});
export const redisFallbacks = new client.Counter({
  name: 'thikana_redis_fallbacks_total',
  help: 'Uses of Redis served in this process instead (rate limits counted in memory, live events delivered in process), by use',
  labelNames: ['use'] as const,
  registers: [registry],
});
export const redisWaitSeconds = new client.Histogram({
  name: 'thikana_redis_wait_seconds',
  help: 'Time a request waited on Redis, by use (rate_limits, live); a fallback is counted with the time it waited first',
  labelNames: ['use'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export const liveStreamsOpen = new client.Gauge({
  name: 'thikana_live_streams_open',
  help: 'Live channels (Server-Sent Events) open on this process',
  registers: [registry],
});
export const liveStreamsEnded = new client.Counter({
  name: 'thikana_live_streams_ended_total',
  help: 'Live channels the server ended, by reason (revoked: logout, password reset, deletion; recheck: the session ended unheard or expired; max_age; replaced: past the per-account cap; shutdown)',
  labelNames: ['reason'] as const,
  registers: [registry],
});
export const liveStreamsRefused = new client.Counter({
  name: 'thikana_live_streams_refused_total',
  help: 'Live channels refused, by reason (address: past the per-address ceiling, 429; full: past the process total, 503)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** Load shedding judges the server's own backlog (docs/decisions/0112-load-shedding.md). */
export const apiCallsInFlight = new client.Gauge({
  name: 'thikana_api_calls_in_flight',
  help: 'API calls this process is serving now; nothing is shed below SHED_MIN_IN_FLIGHT',
  registers: [registry],
});
export const shedCalls = new client.Counter({
  name: 'thikana_shed_calls_total',
  help: 'API calls answered 503 by load shedding, by why: db_queue (queries waiting for the database) or event_loop (slow for SHED_SUSTAIN_MS in a row)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/**
 * Notices to people by what became of each message (docs/decisions/0140-held-notices-become-a-digest.md):
 * sent (as itself), held (by the recipient's pace or budget, to be sent later), merged (a held one
 * sent inside a digest), folded (the same event told already), failed (the channel refused it),
 * dropped (never: a notice a person needs is held, not dropped).
 */
export const noticeOutcomes = new client.Counter({
  name: 'thikana_notices_total',
  help: 'Notice messages by outcome: sent, held (to go later), merged (sent in a digest), folded (same event told already), failed, dropped (always 0)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
// Every outcome is scraped from the start, dropped staying at 0.
for (const outcome of ['sent', 'held', 'merged', 'folded', 'failed', 'dropped'])
  noticeOutcomes.inc({ outcome }, 0);
