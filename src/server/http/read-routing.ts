// Which database a read goes to (docs/decisions/0121-reads-from-a-replica.md). Searches, home
// sections, listing pages and rent figures may be read from a replica (READ_DATABASE_URL); a
// person who wrote in the last READ_YOUR_WRITES_SECONDS reads from the primary, so their own
// change never seems undone; and while the replica is down or more than READ_REPLICA_MAX_LAG_MS
// behind, everyone reads from the primary. Whoever wrote is marked by a cookie holding the time
// of the write, so every process of a cluster knows it without a shared store.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { API } from '../../shared/api.ts';
import { COUNT_VIEW_PATH } from '../../shared/api-rents.ts';
import type { Config } from '../config.ts';
import { type Database, queryRows } from '../db/client.ts';
import { readReplicaInUse, readReplicaLagSeconds } from '../metrics.ts';

/** Checked this often while the process runs, and the primary's position noted each time. */
const CHECK_EVERY_MS = 1_000;
/** A check that takes longer than this counts as the replica being down. */
const CHECK_TIMEOUT_MS = 2_000;

export const wroteCookieName = (config: Pick<Config, 'cookieSecure'>) =>
  config.cookieSecure ? '__Host-thikana_wrote' : 'thikana_wrote';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Calls that change nothing a person reads back, though they are POSTs. */
const READS_BY_POST = new Set<string>([API.listing.searchProperties, COUNT_VIEW_PATH, API.user.restore]);

export type ReplicaState = {
  /** Whether it is in recovery (a standby); a plain database is never behind. */
  standby: boolean;
  /** Its replayed WAL position and the primary's current one, on a standby. */
  replayed: string | null;
  primary: string | null;
  /** How long ago the last transaction it replayed was committed on the primary. */
  behindMs: number | null;
};

/** The primary's WAL position at a moment, kept from the checks of the last minute. */
export type PrimarySample = { lsn: bigint; at: number };
const SAMPLES_KEPT_MS = 60_000;

/** A WAL position ('16/B374D848') as a number, to compare two. */
export const lsnValue = (lsn: string) => {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/**
 * How far behind the replica is: nothing when it has replayed all the primary has written.
 * Otherwise, when it has replayed at least what the primary had written at an earlier check,
 * at most the time since that check: exact to a check's spacing, and right on a quiet primary
 * whose last commit is old. Failing that, the age of the last transaction it replayed, which
 * can only say more.
 */
export const lagOf = (state: ReplicaState, samples: PrimarySample[] = [], now = Date.now()) => {
  if (!state.standby || (state.replayed !== null && state.replayed === state.primary)) return 0;
  if (state.replayed !== null) {
    const replayed = lsnValue(state.replayed);
    const reached = samples.filter((sample) => sample.lsn <= replayed).at(-1);
    if (reached) return now - reached.at;
  }
  return state.behindMs ?? Number.POSITIVE_INFINITY;
};

const readReplicaState = async (primary: Database, replica: Database): Promise<ReplicaState> => {
  const [[standing], [written]] = await Promise.all([
    queryRows<{ standby: boolean; replayed: string | null; behind_ms: number | null }>(
      replica.db,
      sql`select pg_is_in_recovery() as standby,
            case when pg_is_in_recovery() then pg_last_wal_replay_lsn()::text end as replayed,
            case when pg_is_in_recovery()
              then (extract(epoch from (now() - pg_last_xact_replay_timestamp())) * 1000)::float8 end as behind_ms`,
    ),
    queryRows<{ lsn: string | null }>(
      primary.db,
      sql`select case when pg_is_in_recovery() then null else pg_current_wal_lsn()::text end as lsn`,
    ),
  ]);
  return {
    standby: Boolean(standing?.standby),
    replayed: standing?.replayed ?? null,
    primary: written?.lsn ?? null,
    behindMs: standing?.behind_ms ?? null,
  };
};

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('replica check timed out')), ms).unref(),
    ),
  ]);

export type ReadRouting = {
  /** The database this request's reads go to. */
  readsFor: (request: FastifyRequest) => Database;
  /** Checks the replica now (tests, and the first read after a quiet spell). */
  check: () => Promise<void>;
};

export const registerReadRouting = (
  app: FastifyInstance,
  input: { primary: Database; replica: Database | undefined; config: Config; now: () => Date },
): ReadRouting => {
  const { primary, replica, config } = input;
  const cookie = wroteCookieName(config);
  const windowMs = config.READ_YOUR_WRITES_SECONDS * 1000;
  let usable = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  let samples: PrimarySample[] = [];

  const check = async () => {
    if (!replica) return;
    checkedAt = Date.now();
    try {
      const started = Date.now();
      const state = await withTimeout(readReplicaState(primary, replica), CHECK_TIMEOUT_MS);
      // The replica's own query was answered by the primary: the replica is away.
      if ((replica.fellBackAt?.() ?? 0) >= started) throw new Error('read replica unreachable');
      const now = Date.now();
      const lag = lagOf(state, samples, now);
      if (state.primary !== null) {
        samples = [
          ...samples.filter((s) => now - s.at < SAMPLES_KEPT_MS),
          { lsn: lsnValue(state.primary), at: now },
        ];
      }
      usable = lag <= config.READ_REPLICA_MAX_LAG_MS;
      readReplicaLagSeconds.set(Number.isFinite(lag) ? lag / 1000 : -1);
    } catch (error) {
      if (usable) app.log.warn({ error }, 'read replica unreachable: reads go to the primary');
      usable = false;
      readReplicaLagSeconds.set(-1);
    }
    readReplicaInUse.set(usable ? 1 : 0);
  };
  const checkSoon = () => {
    if (checking || Date.now() - checkedAt < CHECK_EVERY_MS) return;
    checking = check().finally(() => {
      checking = null;
    });
  };
  // On a timer as well as when a read asks, so the primary's positions are noted even while
  // nobody reads, and the first read after a quiet spell finds the lag known.
  if (replica) {
    const timer = setInterval(checkSoon, CHECK_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const wroteRecently = (request: FastifyRequest) => {
    const at = Number(request.cookies[cookie]);
    return Number.isFinite(at) && input.now().getTime() - at < windowMs;
  };

  if (replica) {
    // Whoever changes something is marked, so their next reads see it. A failed call changed
    // nothing. The hook is only on the routes that may change something: a hook on every route
    // costs every answer a step (docs/benchmarks.md#load-what-counting-costs).
    const mark: onSendHookHandler = (request, reply, payload, done) => {
      if (reply.statusCode < 300 && !READ_METHODS.has(request.method)) {
        reply.setCookie(cookie, String(input.now().getTime()), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.cookieSecure,
          maxAge: config.READ_YOUR_WRITES_SECONDS,
        });
      }
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (methods.every((m) => READ_METHODS.has(m)) || READS_BY_POST.has(route.url)) return;
      const own = route.onSend;
      route.onSend = own === undefined ? [mark] : [...(Array.isArray(own) ? own : [own]), mark];
    });
  }

  return {
    readsFor: (request) => {
      if (!replica) return primary;
      checkSoon();
      return usable && !wroteRecently(request) ? replica : primary;
    },
    check,
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The database a request's reads of searches, listings and rents go to (read-routing.ts). */
    readsFor: (request: FastifyRequest) => Database;
  }
}
