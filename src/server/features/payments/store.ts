// SQL for orders, payments and gateway events. Times come from the service (the
// injected clock), never from the database's now().
import { and, asc, desc, eq, gte, like, ne, not, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { gatewayEvents, paymentExceptions, paymentOrders, payments, users } from '../../db/schema.ts';

/** Advisory-lock namespace for one user's pass purchases (count + order creation). */
const PURCHASE_LOCK = 6102;

/** Orders whose gateway order is still being created carry this placeholder id. */
export const PENDING_PREFIX = 'pending_';

export type OrderRow = typeof paymentOrders.$inferSelect;

export const lockPassPurchases = async (tx: Tx, userId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}::int, ${userId}::int)`);
};

/**
 * What holds the user's pass slots: credited passes bought since `passesSince` and unpaid
 * orders created since `openSince`, each oldest first. One statement, so one snapshot:
 * crediting records the payment and marks its order paid in one transaction, and two
 * separate reads could see the order already paid but not yet its payment, and count
 * neither (READ COMMITTED takes a snapshot per statement).
 */
export const findPassSlots = async (
  db: DbOrTx,
  input: { userId: number; passesSince: Date; openSince: Date },
) => {
  const rows = await queryRows<{ kind: 'pass' | 'open'; at: string | Date }>(
    db,
    sql`select 'pass' as kind, created_at as at from payments
          where user_id = ${input.userId} and created_at >= ${input.passesSince.toISOString()}
        union all
        select 'open' as kind, created_at as at from payment_orders
          where user_id = ${input.userId} and status = 'created' and created_at >= ${input.openSince.toISOString()}
        order by at`,
  );
  const timesOf = (kind: 'pass' | 'open') => rows.filter((r) => r.kind === kind).map((r) => new Date(r.at));
  return { passes: timesOf('pass'), open: timesOf('open') };
};

export const insertOrder = async (db: DbOrTx, values: typeof paymentOrders.$inferInsert) => {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  return row!;
};

export const setOrderGatewayId = async (db: DbOrTx, input: { id: number; gatewayOrderId: string }) => {
  await db
    .update(paymentOrders)
    .set({ gatewayOrderId: input.gatewayOrderId })
    .where(eq(paymentOrders.id, input.id));
};

/** Only an order that never reached the gateway is marked failed; a paid one stays paid. */
export const markOrderFailed = async (db: DbOrTx, id: number) => {
  await db
    .update(paymentOrders)
    .set({ status: 'failed' })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
};

export const findOrderByGatewayId = async (db: DbOrTx, gatewayOrderId: string) => {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId))
    .limit(1);
  return row ?? null;
};

export const findPaymentByGatewayId = async (db: DbOrTx, gatewayPaymentId: string) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, gatewayPaymentId))
    .limit(1);
  return row ?? null;
};

/** The user row, locked until the transaction ends so pass extensions never interleave. */
export const lockUser = async (tx: Tx, userId: number) => {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
};

/** Null when the payment id is already recorded (the unique index is the last guard). */
export const insertPayment = async (db: DbOrTx, values: typeof payments.$inferInsert) => {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const setUserPass = async (db: DbOrTx, input: { userId: number; upto: Date; now: Date }) => {
  const [row] = await db
    .update(users)
    .set({ subscriptionUpto: input.upto, updatedAt: input.now })
    .where(eq(users.id, input.userId))
    .returning();
  return row!;
};

/** created or failed -> paid; paid is final. */
export const markOrderPaid = async (db: DbOrTx, input: { id: number; now: Date }) => {
  await db
    .update(paymentOrders)
    .set({ status: 'paid', paidAt: input.now })
    .where(and(eq(paymentOrders.id, input.id), ne(paymentOrders.status, 'paid')));
};

/** Unpaid orders of this gateway created at or after `since`, for the reconciler. */
export const findOpenOrders = async (db: DbOrTx, input: { gateway: OrderRow['gateway']; since: Date }) =>
  db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        eq(paymentOrders.gateway, input.gateway),
        gte(paymentOrders.createdAt, input.since),
        not(like(paymentOrders.gatewayOrderId, `${PENDING_PREFIX}%`)),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt));

export const hasEvent = async (db: DbOrTx, eventId: string) => {
  const [row] = await db
    .select({ id: gatewayEvents.eventId })
    .from(gatewayEvents)
    .where(eq(gatewayEvents.eventId, eventId))
    .limit(1);
  return Boolean(row);
};

export const insertEvent = async (db: DbOrTx, values: typeof gatewayEvents.$inferInsert) => {
  await db.insert(gatewayEvents).values(values).onConflictDoNothing();
};

export const findUserPayments = async (db: DbOrTx, userId: number) =>
  db
    .select({ payment: payments, planName: paymentOrders.planName, planDays: paymentOrders.planDays })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));

// ---------------------------------------------------------------- payment exceptions

export type PaymentExceptionRow = typeof paymentExceptions.$inferSelect;

/** Records the exception once per payment id; null when it was already recorded. */
export const insertPaymentException = async (db: DbOrTx, values: typeof paymentExceptions.$inferInsert) => {
  const [row] = await db.insert(paymentExceptions).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const listPaymentExceptions = async (db: DbOrTx) =>
  db
    .select({
      exception: paymentExceptions,
      gatewayOrderId: paymentOrders.gatewayOrderId,
      userName: users.fullName,
      userEmail: users.email,
    })
    .from(paymentExceptions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentExceptions.orderId))
    .innerJoin(users, eq(users.id, paymentExceptions.userId))
    .orderBy(desc(paymentExceptions.createdAt), desc(paymentExceptions.id))
    .limit(500);

export const findPaymentException = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      exception: paymentExceptions,
      gatewayOrderId: paymentOrders.gatewayOrderId,
      userName: users.fullName,
      userEmail: users.email,
    })
    .from(paymentExceptions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentExceptions.orderId))
    .innerJoin(users, eq(users.id, paymentExceptions.userId))
    .where(eq(paymentExceptions.id, id))
    .limit(1);
  return row ?? null;
};

/** Moves an exception from one status to the next; null when another request moved it first. */
export const moveExceptionStatus = async (
  db: DbOrTx,
  input: {
    id: number;
    from: string;
    to: string;
    set?: Partial<Pick<PaymentExceptionRow, 'refundId' | 'refundedAt' | 'refundedBy'>>;
  },
) => {
  const [row] = await db
    .update(paymentExceptions)
    .set({ status: input.to, ...input.set })
    .where(and(eq(paymentExceptions.id, input.id), eq(paymentExceptions.status, input.from)))
    .returning();
  return row ?? null;
};
