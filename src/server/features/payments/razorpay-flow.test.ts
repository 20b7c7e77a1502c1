import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { CreateOrderResponse } from '../../../shared/schemas/payment.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { createRazorpayGateway } from '../../adapters/razorpay.ts';
import { type RazorpayFake, startRazorpayFake } from '../../adapters/razorpay-fake.ts';
import { paymentOrders, payments } from '../../db/schema.ts';
import { reconcilePayments } from './reconcile.ts';

const keys = { keyId: 'rzp_test_Thikana01', keySecret: 'razorpay-key-secret' };
const WEBHOOK_SECRET = 'razorpay-webhook-secret';
let fake: RazorpayFake;
let t: TestApp;
let calls: ReturnType<typeof passCalls>;

beforeAll(async () => {
  fake = await startRazorpayFake(keys);
  const env = {
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: fake.url,
  };
  t = await buildTestApp({
    config: env,
    deps: { gateway: createRazorpayGateway({ ...keys, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url }) },
  });
  calls = passCalls(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const paymentsOf = (userId: number) =>
  t.deps.database.db.select().from(payments).where(eq(payments.userId, userId));

describe('the pass through Razorpay (a local fake of its REST API)', () => {
  it('hands the browser the public key, the mode and the checkout script', async () => {
    const res = await t.app.inject(API.payments.getRazorpayDetails);
    expect(res.json()).toEqual({
      RAZORPAY_KEY: keys.keyId,
      gateway: 'razorpay',
      test_mode: false,
      payments_enabled: true,
      checkout_url: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(res.body).not.toContain(keys.keySecret);
  });

  it('creates the order at Razorpay and credits the signed, captured checkout payment', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = (await calls.createOrder(cookie)).json<CreateOrderResponse>();
    expect(order).toMatchObject({ amount: 29_900, currency: 'INR', key: keys.keyId, gateway: 'razorpay' });
    expect(fake.orders.get(order.order_id)).toMatchObject({ amount: 29_900, currency: 'INR' });

    const { paymentId, signature } = fake.pay(order.order_id);
    const res = await calls.confirm(cookie, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.order_id,
      razorpay_signature: signature,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.subscription_upto).not.toBeNull();
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('credits through a webhook signed with the webhook secret', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = (await calls.createOrder(cookie)).json<CreateOrderResponse>();
    const { paymentId } = fake.pay(order.order_id);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            order_id: order.order_id,
            amount: 29_900,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const deliver = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: API.payments.webhook,
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': `evt_${paymentId}_${secret.length}`,
          'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
        },
      });
    expect((await deliver(keys.keySecret)).statusCode).toBe(400);
    expect(await paymentsOf(user.id)).toEqual([]);
    expect((await deliver(WEBHOOK_SECRET)).json()).toEqual({ status: 'processed' });
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('lets the reconciler find a captured payment nobody reported', async () => {
    const { user, cookie } = await createTestUser(t);
    const order = (await calls.createOrder(cookie)).json<CreateOrderResponse>();
    fake.pay(order.order_id, { status: 'failed' });
    fake.pay(order.order_id, { status: 'captured' });
    await reconcilePayments({
      db: t.deps.database.db,
      mailer: t.deps.mailer,
      gateway: t.deps.gateway,
      now: t.clock.now(),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const credited = await paymentsOf(user.id);
    expect(credited).toHaveLength(1);
    expect(credited[0]!.source).toBe('reconciler');
  });

  it('has no test checkout', async () => {
    const { cookie } = await createTestUser(t);
    const order = (await calls.createOrder(cookie)).json<CreateOrderResponse>();
    expect((await calls.testCheckout(cookie, order.order_id)).statusCode).toBe(404);
  });

  it('keeps no order when Razorpay refuses to create one', async () => {
    const broken = await buildTestApp({
      config: { PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: 'wrong' },
      deps: { gateway: createRazorpayGateway({ keyId: keys.keyId, keySecret: 'wrong', apiBase: fake.url }) },
    });
    try {
      const { user, cookie } = await createTestUser(broken);
      const res = await passCalls(broken).createOrder(cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/did not answer/);
      const rows = await broken.deps.database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, user.id));
      expect(rows.map((r) => r.status)).toEqual(['failed']);
      // A failed attempt does not hold a pass slot.
      expect((await passCalls(broken).createOrder(cookie)).statusCode).toBe(502);
      expect((await passCalls(broken).createOrder(cookie)).statusCode).toBe(502);
    } finally {
      await broken.close();
    }
  });
});
