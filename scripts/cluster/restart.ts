// `npm run cluster -- restart PART`: one part of the cluster stopped (if it runs) and started
// again with the cluster's current settings, its new process id recorded for `status` and
// `stop`. A Thikana process (1 to 3, or `apps` for all three in turn) drains first; a
// PostgreSQL node (pg-1, pg-2) rejoins as a replica; HAProxy reads its file again without
// cutting a request (an operator's rule in it kept); Redis, a Sentinel, etcd, PgBouncer and
// the S3 store start as `start` starts them.
import { type Layout, readState } from './layout.ts';
import { NODES, nodeName, startEtcd } from './postgres.ts';
import { isAlive, portOpen, stopProcess, waitFor } from './processes.ts';
import { reloadHaproxy, startPgbouncer, startRedis, startS3, startSentinel } from './services.ts';
import { remember, restartProcess } from './thikana.ts';
import { restartNode } from './topology.ts';

const PARTS =
  'a process 1 to 3, pg-1, pg-2, redis, redis-replica, sentinel-1 to 3, etcd, pgbouncer, haproxy or s3';

export const restartPart = async (layout: Layout, part: string): Promise<string> => {
  if (part === 'apps') {
    const said: string[] = [];
    for (const n of layout.ports.apps.keys()) said.push(await restartPart(layout, String(n + 1)));
    return said.join('\n');
  }
  const app = /^(?:app-)?(\d)$/.exec(part);
  if (app) {
    const n = Number(app[1]);
    if (!layout.ports.apps[n - 1]) throw new Error(`restart takes ${PARTS}`);
    return `Thikana process ${n} restarted as ${await restartProcess(layout, n)}`;
  }
  const node = NODES.find((n) => nodeName(n) === part);
  if (node) {
    const { role, ms } = await restartNode(layout, node);
    return `${part} runs again as the ${role} (${(ms / 1000).toFixed(1)} s)`;
  }
  if (part === 'haproxy') {
    const old = readState(layout)?.pids.haproxy;
    const started = reloadHaproxy(layout, old && isAlive(old) ? old : undefined);
    remember(layout, part, started);
    await waitFor('HAProxy', () => portOpen(layout.ports.haproxy));
    return `HAProxy read ${layout.haproxyConfig} again as ${started}; the old one finishes its requests and exits`;
  }
  const sentinel = /^sentinel-([123])$/.exec(part);
  const starts: Record<string, [() => number, number]> = {
    redis: [() => startRedis(layout), layout.ports.redis],
    'redis-replica': [() => startRedis(layout, 'redis-replica'), layout.ports.redisReplica],
    etcd: [() => startEtcd(layout), layout.ports.etcd],
    pgbouncer: [() => startPgbouncer(layout), layout.ports.pgbouncer],
    s3: [() => startS3(layout), layout.ports.s3],
    ...(sentinel
      ? {
          [part]: [
            () => startSentinel(layout, Number(sentinel[1])),
            layout.ports.sentinels[Number(sentinel[1]) - 1]!,
          ],
        }
      : {}),
  };
  const start = starts[part];
  if (!start) throw new Error(`restart takes ${PARTS}`);
  const pid = readState(layout)?.pids[part];
  if (pid && isAlive(pid)) await stopProcess(pid);
  await waitFor(`${part} to let go of its port`, async () => !(await portOpen(start[1])), 15_000);
  const started = start[0]();
  remember(layout, part, started);
  await waitFor(part, () => portOpen(start[1]));
  return `${part} restarted as ${started}`;
};
