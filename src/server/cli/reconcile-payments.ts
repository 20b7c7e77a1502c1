// npm run payments:reconcile — credits paid orders whose checkout callback and webhook
// were both lost (see features/payments/reconcile.ts). Safe to run at any time and
// from any number of machines: every credit is idempotent by payment id.
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { createDeps } from '../deps.ts';
import { reconcilePayments } from '../features/payments/index.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const deps = await createDeps(config, log);
try {
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
} finally {
  await deps.readDatabase?.close();
  await deps.database.close();
  await deps.redis?.quit();
}
