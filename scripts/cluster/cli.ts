// npm run cluster [-- start|stop|status|drill] [--replica-delay 3s] [--remove]
// The production layout on one machine (docs/deploy.md, "The cluster layout").
import { parseArgs } from 'node:util';
import { runDrill } from './drill.ts';
import { layoutOf } from './layout.ts';
import { startCluster } from './start.ts';
import { clusterStatus, stopCluster } from './stop.ts';

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
    case 'drill':
      await runDrill(layout);
      break;
    default:
      throw new Error(`Unknown command ${command}: use start, stop, status or drill`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
