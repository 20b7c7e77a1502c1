// `npm run cluster -- stop` stops what `start` launched, by the process ids it recorded,
// front to back: the load balancer, the Thikana processes, the pooler, the databases.
import { rmSync } from 'node:fs';
import { type Layout, readState } from './layout.ts';
import { stopPostgres } from './postgres.ts';
import { isAlive, stopProcess } from './processes.ts';

export const stopCluster = async (layout: Layout, options: { remove?: boolean } = {}) => {
  const state = readState(layout);
  const pids = state?.pids ?? {};
  const stop = async (name: string) => {
    const pid = pids[name];
    if (pid && isAlive(pid)) {
      await stopProcess(pid);
      console.info(`  stopped ${name} (${pid})`);
    }
  };
  await stop('haproxy');
  await Promise.all(
    Object.keys(pids)
      .filter((name) => name.startsWith('app-'))
      .map(stop),
  );
  await stop('pgbouncer');
  stopPostgres(layout.standbyDir);
  stopPostgres(layout.primaryDir);
  console.info('  stopped the PostgreSQL standby and primary');
  await stop('redis');
  await stop('s3');
  if (options.remove) {
    rmSync(layout.dir, { recursive: true, force: true });
    console.info(`  removed ${layout.dir}`);
  }
};

export const clusterStatus = (layout: Layout) => {
  const state = readState(layout);
  if (!state) return console.info(`No cluster was started from ${layout.dir}`);
  console.info(`Cluster in ${layout.dir}, started ${state.started}`);
  for (const [name, pid] of Object.entries(state.pids)) {
    console.info(`  ${name.padEnd(10)} ${String(pid).padStart(8)}  ${isAlive(pid) ? 'running' : 'stopped'}`);
  }
};
