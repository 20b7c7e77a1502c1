// npm run cluster [-- start|stop|status|drill|restart N] [--replica-delay 3s] [--remove]
// The production layout on one machine (docs/deploy.md, "The cluster layout").
import { parseArgs } from 'node:util';
import { runDrill } from './drill.ts';
import { layoutOf } from './layout.ts';
import { startCluster } from './start.ts';
import { clusterStatus, stopCluster } from './stop.ts';
import { restartProcess } from './thikana.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'replica-delay': { type: 'string' },
    remove: { type: 'boolean', default: false },
  },
});
const layout = layoutOf();
const command = positionals[0] ?? 'start';

try {
  switch (command) {
    case 'start':
      await startCluster(layout, values['replica-delay'] ? { replicaDelay: values['replica-delay'] } : {});
      break;
    case 'stop':
      await stopCluster(layout, { remove: values.remove });
      break;
    case 'status':
      clusterStatus(layout);
      break;
    case 'restart': {
      const n = Number(positionals[1]);
      if (!layout.ports.apps[n - 1])
        throw new Error(`restart takes a process number, 1 to ${layout.ports.apps.length}`);
      console.info(`Thikana process ${n} restarted as ${await restartProcess(layout, n)}`);
      break;
    }
    case 'drill':
      await runDrill(layout);
      break;
    default:
      throw new Error(`Unknown command ${command}: use start, stop, status, restart N or drill`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
