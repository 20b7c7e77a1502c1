// Where the built-in test gateway keeps its orders and payments: one table of the app's
// database (test_gateway_entities), so that every process behind a load balancer sees the
// order another one created and the payment another one took.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { testGatewayEntities as entities } from '../db/schema.ts';
import type { GatewayOrder, GatewayPayment } from './payment-gateway.ts';

export const insertOrder = async (db: DbOrTx, order: GatewayOrder) => {
  await db.insert(entities).values({ id: order.id, kind: 'order', body: order });
};

export const insertPayment = async (db: DbOrTx, payment: GatewayPayment) => {
  await db
    .insert(entities)
    .values({ id: payment.id, kind: 'payment', orderId: payment.order_id, body: payment });
};

/** The order, its row locked until the transaction ends when `forUpdate`; null when unknown. */
export const findOrder = async (db: DbOrTx, orderId: string, options: { forUpdate?: boolean } = {}) => {
  const query = db
    .select({ body: entities.body })
    .from(entities)
    .where(and(eq(entities.id, orderId), eq(entities.kind, 'order')));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? (row.body as GatewayOrder) : null;
};

export const findPayment = async (db: DbOrTx, paymentId: string) => {
  const [row] = await db
    .select({ body: entities.body })
    .from(entities)
    .where(and(eq(entities.id, paymentId), eq(entities.kind, 'payment')));
  return row ? (row.body as GatewayPayment) : null;
};

/** An order's payments, oldest first. */
export const findOrderPayments = async (db: DbOrTx, orderId: string) => {
  const rows = await db
    .select({ body: entities.body })
    .from(entities)
    .where(and(eq(entities.orderId, orderId), eq(entities.kind, 'payment')))
    .orderBy(asc(entities.createdAt), asc(entities.id));
  return rows.map((row) => row.body as GatewayPayment);
};

/**
 * Sets a record's status, only when it is `from` (any status when absent) and, for a payment,
 * its amount is at least `atLeastAmount`: one statement, so two processes cannot both make
 * the same change. Returns the changed record's order (null for an order), or null when
 * nothing matched.
 */
export const setStatus = async (
  db: DbOrTx,
  input: { id: string; to: string; from?: string; atLeastAmount?: number },
) => {
  const [row] = await db
    .update(entities)
    .set({ body: sql`jsonb_set(${entities.body}, '{status}', to_jsonb(${input.to}::text))` })
    .where(
      and(
        eq(entities.id, input.id),
        input.from === undefined ? undefined : sql`${entities.body}->>'status' = ${input.from}`,
        input.atLeastAmount === undefined
          ? undefined
          : sql`(${entities.body}->>'amount')::integer >= ${input.atLeastAmount}`,
      ),
    )
    .returning({ orderId: entities.orderId });
  return row ?? null;
};
