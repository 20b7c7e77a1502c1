// npm run payments:reconcile — credits paid orders whose checkout callback and webhook
// were both lost (see features/payments/reconcile.ts). Safe to run at any time and
// from any number of machines: every credit is idempotent by payment id.
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { reconcilePayments } from '../features/payments/index.ts';
import { withDeps } from './lifecycle.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
await withDeps(config, log, async (deps) => {
  await deps.database.migrate();
  const summary = await reconcilePayments({
    db: deps.database.db,
    gateway: deps.gateway,
    mailer: deps.mailer,
    now: deps.clock.now(),
    log,
  });
  console.info(
    `Checked ${summary.checked} unpaid order(s) with the ${deps.gateway.kind} gateway: ` +
      `${summary.credited} credited, ${summary.failed} could not be checked.`,
  );
  if (summary.failed > 0) process.exitCode = 1;
});
