// Credits paid orders whose checkout callback and webhook both went missing: every
// unpaid order of the last week is checked with the gateway, and each payment it
// reports as captured for the order's amount is credited (idempotently, by payment id).
// Run by `npm run payments:reconcile` and by the scheduled job payments-reconcile.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { settlePayment } from './credit.ts';
import { findOpenOrders } from './store.ts';

/** Checkouts close long before this (ORDER_HOLD_SECONDS); older unpaid orders are left alone. */
const LOOK_BACK_MS = 7 * 24 * 3600 * 1000;

export type ReconcileSummary = { checked: number; credited: number; failed: number };

export const reconcilePayments = async (input: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}): Promise<ReconcileSummary> => {
  const { db, gateway } = input;
  const orders = await findOpenOrders(db, {
    gateway: gateway.kind,
    since: new Date(input.now.getTime() - LOOK_BACK_MS),
  });
  const summary: ReconcileSummary = { checked: orders.length, credited: 0, failed: 0 };
  for (const order of orders) {
    try {
      const captured = (await gateway.fetchOrderPayments(order.gatewayOrderId)).filter(
        (p) => p.status === 'captured',
      );
      for (const found of captured) {
        try {
          const result = await settlePayment({
            db,
            mailer: input.mailer,
            log: input.log,
            order,
            payment: found,
            source: 'reconciler',
            now: input.now,
          });
          if (result.credited) {
            summary.credited += 1;
            input.log.info(
              { orderId: order.gatewayOrderId, paymentId: found.id },
              'reconciler credited a pass',
            );
          }
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
          input.log.warn(
            { orderId: order.gatewayOrderId, paymentId: found.id, reason: error.message },
            'captured payment not credited',
          );
        }
      }
    } catch (error) {
      // One unreachable order must not stop the others; the next run tries it again.
      summary.failed += 1;
      input.log.error({ err: error, orderId: order.gatewayOrderId }, 'could not reconcile an order');
    }
  }
  return summary;
};
