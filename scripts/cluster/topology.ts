// The commands that change which PostgreSQL node leads, through Patroni's REST API
// (docs/decisions/0159-patroni-etcd-synchronous-replication.md): a switchover hands the lead
// to the replica while both are healthy; a failover promotes the replica when the leader is
// gone and Patroni has not done it by itself; a new standby copies the leader afresh; a node
// started again rejoins as a replica (rewound when it led before). HAProxy follows each
// change by itself, so no Thikana process or PgBouncer is touched.
import { type Layout, readState } from './layout.ts';
import {
  leaderNode,
  members,
  NODES,
  nodeAnswers,
  nodeName,
  startNode,
  stopNode,
  waitForLeader,
  waitForSyncReplica,
  wipeNode,
} from './postgres.ts';
import { isAlive } from './processes.ts';
import { remember } from './thikana.ts';

const other = (n: number) => NODES.find((m) => m !== n)!;

const post = async (layout: Layout, n: number, what: string, body: Record<string, unknown>) => {
  const res = await fetch(`http://127.0.0.1:${layout.ports.patroni[n - 1]}/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  }).catch((error: Error) => error);
  if (res instanceof Error) throw new Error(`Patroni of ${nodeName(n)} did not answer: ${res.message}`);
  const said = await res.text();
  if (res.status >= 300) throw new Error(`Patroni of ${nodeName(n)} refused the ${what}: ${said}`);
  return said;
};

const requireLeader = async (layout: Layout) => {
  const leader = await leaderNode(layout);
  if (!leader) throw new Error('No node leads now: npm run cluster -- status');
  return leader;
};

/** The lead moves to the replica, both healthy; returns the new leader and how long it took. */
export const switchover = async (layout: Layout) => {
  const leader = await requireLeader(layout);
  const candidate = other(leader);
  if (!(await nodeAnswers(layout, candidate, '/sync')))
    throw new Error(`${nodeName(candidate)} is not the synchronous replica: npm run cluster -- status`);
  const started = Date.now();
  await post(layout, leader, 'switchover', { leader: nodeName(leader), candidate: nodeName(candidate) });
  const now = await waitForLeader(layout, 60_000, leader);
  return { leader: now, ms: Date.now() - started };
};

/**
 * The replica promoted now: for a leader that is gone while Patroni has not promoted the
 * replica itself (it does within 12 s when the leader's lock lapses). Refused when the
 * replica is not the synchronous one, which could lose acknowledged commits.
 */
export const failover = async (layout: Layout) => {
  const current = await leaderNode(layout);
  const running = await members(layout);
  const candidate = current
    ? other(current)
    : NODES.find((n) => running.some((m) => m.name === nodeName(n) && m.state === 'running'));
  if (!candidate || !running.some((m) => m.name === nodeName(candidate)))
    throw new Error('No replica is running to promote: npm run cluster -- status');
  const started = Date.now();
  await post(layout, candidate, 'failover', { candidate: nodeName(candidate) });
  const now = await waitForLeader(layout, 60_000, current);
  return { leader: now, ms: Date.now() - started };
};

/** Node n (the replica by default) made again from the leader's copy; waits until it streams synchronously. */
export const newStandby = async (layout: Layout, n?: number) => {
  const leader = await requireLeader(layout);
  const node = n ?? other(leader);
  if (node === leader) throw new Error(`${nodeName(node)} leads; a new standby is made of the other node`);
  const started = Date.now();
  await stopNode(layout, node, readState(layout)?.pids[nodeName(node)]);
  wipeNode(layout, node);
  remember(layout, nodeName(node), startNode(layout, node));
  await waitForSyncReplica(layout, node);
  return { node, ms: Date.now() - started };
};

/**
 * Node n's Patroni started again (after its machine died, or stopped by hand): it rejoins as
 * a replica, rewound with pg_rewind if it led before; waits until it streams synchronously.
 */
export const restartNode = async (layout: Layout, n: number) => {
  const pid = readState(layout)?.pids[nodeName(n)];
  if (pid && isAlive(pid)) await stopNode(layout, n, pid);
  const started = Date.now();
  remember(layout, nodeName(n), startNode(layout, n));
  if ((await waitForLeader(layout)) === n) return { role: 'leader', ms: Date.now() - started };
  await waitForSyncReplica(layout, n);
  return { role: 'synchronous replica', ms: Date.now() - started };
};
