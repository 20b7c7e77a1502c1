import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { CheckoutResult, CreateOrderResponse } from '../../../shared/schemas/payment.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { isTestGateway, type TestGateway } from '../../adapters/test-gateway.ts';
import { paymentOrders, payments, users } from '../../db/schema.ts';

let t: TestApp;
let calls: ReturnType<typeof passCalls>;
let gateway: TestGateway;
beforeAll(async () => {
  t = await buildTestApp();
  calls = passCalls(t);
  if (!isTestGateway(t.deps.gateway)) throw new Error('expected the test gateway');
  gateway = t.deps.gateway;
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

const newOrder = async (cookie: string) => (await calls.createOrder(cookie)).json<CreateOrderResponse>();
const passOf = async (userId: number) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, userId)))[0]!.subscriptionUpto;
const paymentsOf = (userId: number) =>
  t.deps.database.db.select().from(payments).where(eq(payments.userId, userId));

/** What Razorpay's checkout hands the page for a payment made in the test gateway. */
const checkout = async (
  orderId: string,
  outcome: 'captured' | 'authorized' | 'failed',
  amountPaise?: number,
) => {
  const made = await gateway.completePayment(orderId, outcome, amountPaise ? { amountPaise } : {});
  if (!made) throw new Error('the test gateway refused the payment');
  return {
    razorpay_payment_id: made.paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: made.signature,
  } satisfies CheckoutResult;
};

describe('setRazorpayTransaction', () => {
  it('credits a verified, captured payment and returns the user with the pass extended', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = await newOrder(cookie);
    const res = await calls.confirm(cookie, await checkout(order.order_id, 'captured'), { user_id: 12345 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Payment Successful');
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user.subscription_upto).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
    const [row] = await t.deps.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, order.order_id));
    expect(row!.status).toBe('paid');
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('extends an active pass from its end, not from now', async () => {
    const activeUntil = new Date(t.clock.now().getTime() + 3 * DAY);
    const { user, cookie } = await createTestUser(t, { subscriptionUpto: activeUntil });
    const order = await newOrder(cookie);
    await calls.confirm(cookie, await checkout(order.order_id, 'captured'));
    expect((await passOf(user.id))!.getTime()).toBe(activeUntil.getTime() + 7 * DAY);
  });

  it('refuses a forged signature and grants nothing', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = await newOrder(cookie);
    const real = await checkout(order.order_id, 'captured');
    const forged = { ...real, razorpay_signature: 'f'.repeat(64) };
    const res = await calls.confirm(cookie, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed');
    // A signature for another order does not fit this one either.
    const otherOrder = await newOrder((await createTestUser(t)).cookie);
    const swapped = { ...real, razorpay_order_id: otherOrder.order_id };
    expect((await calls.confirm(cookie, swapped)).statusCode).toBe(400);
    expect(await passOf(user.id)).toBeNull();
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('refuses another user’s order even with a valid signature', async () => {
    const buyer = await createTestUser(t);
    const thief = await createTestUser(t);
    const order = await newOrder(buyer.cookie);
    const result = await checkout(order.order_id, 'captured');
    const res = await calls.confirm(thief.cookie, result);
    expect(res.statusCode).toBe(404);
    expect(await passOf(thief.user.id)).toBeNull();
    expect(await paymentsOf(thief.user.id)).toEqual([]);
    expect((await calls.confirm(buyer.cookie, result)).statusCode).toBe(200);
  });

  it('changes nothing when the same callback is replayed', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = await newOrder(cookie);
    const result = await checkout(order.order_id, 'captured');
    const first = await calls.confirm(cookie, result);
    t.clock.advance(60_000);
    const replays = await Promise.all([1, 2, 3].map(() => calls.confirm(cookie, result)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().user).toEqual(first.json().user);
    }
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('grants nothing for a payment the gateway says is only authorized, then credits it once captured', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = await newOrder(cookie);
    const result = await checkout(order.order_id, 'authorized');
    const res = await calls.confirm(cookie, result);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not complete yet/);
    expect(await passOf(user.id)).toBeNull();
    await gateway.capturePayment(result.razorpay_payment_id);
    expect((await calls.confirm(cookie, result)).statusCode).toBe(200);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('grants nothing for a payment of the wrong amount', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = await newOrder(cookie);
    const res = await calls.confirm(cookie, await checkout(order.order_id, 'captured', 100));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/does not match the price/);
    expect(await passOf(user.id)).toBeNull();
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('grants nothing for a failed payment (the test checkout’s Fail button)', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = await newOrder(cookie);
    const failed = await calls.testCheckout(cookie, order.order_id, 'failure');
    expect(failed.statusCode).toBe(200);
    const res = await calls.confirm(cookie, failed.json<CheckoutResult>());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/did not go through/);
    expect(await passOf(user.id)).toBeNull();
    // Razorpay lets the buyer retry on the same order after a failure.
    const retry = await calls.testCheckout(cookie, order.order_id, 'success');
    expect((await calls.confirm(cookie, retry.json<CheckoutResult>())).statusCode).toBe(200);
  });

  it('needs a login and the checkout fields', async () => {
    const { cookie } = await createTestUser(t);
    const order = await newOrder(cookie);
    const result = await checkout(order.order_id, 'captured');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: API.payments.setRazorpayTransaction,
      payload: {
        transaction_id: result.razorpay_payment_id,
        razorpay_order_id: order.order_id,
        razorpay_signature: result.razorpay_signature,
      },
    });
    expect(anonymous.statusCode).toBe(401);
    const bare = await calls.post(API.payments.setRazorpayTransaction, { transaction_id: 'pay_1' }, cookie);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.map((e: { field: string }) => e.field)).toContain('razorpay_order_id');
  });
});

describe('payment history', () => {
  it('lists only the caller’s payments', async () => {
    const { cookie } = await createTestUser(t);
    const other = await createTestUser(t);
    await calls.buyPass(cookie);
    await calls.buyPass(other.cookie);
    const res = await t.app.inject({ url: API.payments.history, headers: { cookie } });
    expect(res.json().payments).toHaveLength(1);
    expect(res.json().payments[0]).toMatchObject({
      amount_inr: 299,
      currency: 'INR',
      plan_name: 'all access',
      plan_days: 7,
    });
    expect((await t.app.inject(API.payments.history)).statusCode).toBe(401);
  });
});
