// npm run cluster [-- start|stop|status|drill|restart PART|switchover|failover|new-standby [N]|rotate-secret [HOURS]]
// [--replica-delay 3s] [--remove]. The production layout on one machine (docs/deploy.md,
// "The cluster layout"); each command is a step of docs/runbook.md.
import { parseArgs } from 'node:util';
import { runDrill } from './drill.ts';
import { layoutOf } from './layout.ts';
import { NODES, nodeName } from './postgres.ts';
import { restartPart } from './restart.ts';
import { startCluster } from './start.ts';
import { clusterStatus, stopCluster } from './stop.ts';
import { rotateSecret } from './thikana.ts';
import { failover, newStandby, switchover } from './topology.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'replica-delay': { type: 'string' },
    remove: { type: 'boolean', default: false },
  },
});
const layout = layoutOf();
const command = positionals[0] ?? 'start';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  switch (command) {
    case 'start':
      await startCluster(layout, values['replica-delay'] ? { replicaDelay: values['replica-delay'] } : {});
      break;
    case 'stop':
      await stopCluster(layout, { remove: values.remove });
      break;
    case 'status':
      await clusterStatus(layout);
      break;
    case 'restart':
      console.info(await restartPart(layout, positionals[1] ?? ''));
      break;
    case 'switchover': {
      const { leader, ms } = await switchover(layout);
      console.info(`${nodeName(leader)} leads now (${seconds(ms)}); the old leader follows it as a replica`);
      break;
    }
    case 'failover': {
      const { leader, ms } = await failover(layout);
      console.info(
        `${nodeName(leader)} leads now (${seconds(ms)}); start the old leader again with npm run cluster -- restart ${nodeName(NODES.find((n) => n !== leader)!)}`,
      );
      break;
    }
    case 'new-standby': {
      const wanted = positionals[1] ? Number(positionals[1].replace('pg-', '')) : undefined;
      if (wanted !== undefined && !NODES.includes(wanted as 1 | 2))
        throw new Error(`new-standby takes a node, ${NODES.map(nodeName).join(' or ')}`);
      const { node, ms } = await newStandby(layout, wanted);
      console.info(`${nodeName(node)} copied the leader afresh and streams synchronously (${seconds(ms)})`);
      break;
    }
    case 'rotate-secret': {
      const until = await rotateSecret(layout, Number(positionals[1] ?? 24));
      console.info(`Every process signs with a new APP_SECRET and accepts the old one until ${until}`);
      break;
    }
    case 'drill':
      await runDrill(layout);
      break;
    default:
      throw new Error(
        `Unknown command ${command}: use start, stop, status, restart PART, switchover, failover, new-standby, rotate-secret [HOURS] or drill`,
      );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
