// Several server processes behind a load balancer share one database, so each step of a
// checkout may land on another process (docs/decisions/0124-test-gateway-in-the-database.md).
// Two app instances, each with its own connection pool and its own test gateway over one
// database, sell a pass between them, and credit it once when both complete the order at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, CreateOrderResponse } from '../../../shared/schemas/payment.ts';
import { buildSecondProcess, buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { payments, users } from '../../db/schema.ts';

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await buildTestApp();
  second = await buildSecondProcess(first);
});

afterAll(async () => {
  await second.close();
  await first.close();
});

const passOf = async (userId: number) =>
  (await first.deps.database.db.select().from(users).where(eq(users.id, userId)))[0]!.subscriptionUpto;
const paymentsOf = (userId: number) =>
  first.deps.database.db.select().from(payments).where(eq(payments.userId, userId));

describe(`the test gateway on two server processes over one ${testDatabaseKind()} database`, () => {
  it('sells a pass ordered on one, paid on the other and confirmed on the first', async () => {
    const buyer = await createTestUser(first);
    const order = (await passCalls(first).createOrder(buyer.cookie)).json<CreateOrderResponse>();
    const paid = await passCalls(second).testCheckout(buyer.cookie, order.order_id);
    expect(paid.statusCode).toBe(200);
    const confirmed = await passCalls(first).confirm(buyer.cookie, paid.json<CheckoutResult>());
    expect(confirmed.statusCode).toBe(200);
    expect(await passOf(buyer.user.id)).not.toBeNull();
    expect((await paymentsOf(buyer.user.id)).map((p) => p.gatewayPaymentId)).toEqual([
      paid.json<CheckoutResult>().razorpay_payment_id,
    ]);
    expect(await second.deps.gateway.fetchOrderPayments(order.order_id)).toEqual([
      expect.objectContaining({ order_id: order.order_id, status: 'captured' }),
    ]);
  });

  it('takes one payment when both complete the same order at once, and credits it once', async () => {
    const buyer = await createTestUser(first);
    const order = (await passCalls(first).createOrder(buyer.cookie)).json<CreateOrderResponse>();
    const attempts = await Promise.all([
      passCalls(first).testCheckout(buyer.cookie, order.order_id),
      passCalls(second).testCheckout(buyer.cookie, order.order_id),
    ]);
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const paid = attempts.find((a) => a.statusCode === 200)!.json<CheckoutResult>();
    const confirmations = await Promise.all([
      passCalls(first).confirm(buyer.cookie, paid),
      passCalls(second).confirm(buyer.cookie, paid),
    ]);
    expect(confirmations.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(await paymentsOf(buyer.user.id)).toHaveLength(1);
    expect(await first.deps.gateway.fetchOrderPayments(order.order_id)).toHaveLength(1);
  });
});
