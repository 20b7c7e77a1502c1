import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { CreateOrderResponse } from '../../../shared/schemas/payment.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { itRacesOnPostgres } from '../../../test/races.ts';
import { isTestGateway, type TestGateway } from '../../adapters/test-gateway.ts';
import { gatewayEvents, paymentOrders, payments, users } from '../../db/schema.ts';
import { reconcilePayments } from './reconcile.ts';

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
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A Razorpay-shaped event for a payment of `orderId` (https://razorpay.com/docs/webhooks/payloads/payments/). */
const event = (type: string, payment: { id: string; order_id: string; status: string; amount?: number }) =>
  JSON.stringify({
    entity: 'event',
    account_id: 'acc_thikana',
    event: type,
    contains: type === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: { entity: 'payment', amount: 29_900, currency: 'INR', ...payment } },
      ...(type === 'order.paid' ? { order: { entity: { id: payment.order_id, status: 'paid' } } } : {}),
    },
    created_at: 1_795_000_000,
  });

const deliver = (body: string, options: { eventId?: string; signature?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: API.payments.webhook,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? gateway.sign(body),
      'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID()}`,
    },
  });

const buyerWithOrder = async () => {
  const buyer = await createTestUser(t);
  const order = (await calls.createOrder(buyer.cookie)).json<CreateOrderResponse>();
  return { ...buyer, orderId: order.order_id };
};
const passOf = async (userId: number) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, userId)))[0]!.subscriptionUpto;
const paymentsOf = (userId: number) =>
  t.deps.database.db.select().from(payments).where(eq(payments.userId, userId));

describe('the payment webhook', () => {
  it('credits a captured payment whose browser never called back, and the late callback changes nothing', async () => {
    const { user, cookie, orderId } = await buyerWithOrder();
    const paid = (await gateway.completePayment(orderId, 'captured'))!;
    const res = await deliver(
      event('payment.captured', { id: paid.paymentId, order_id: orderId, status: 'captured' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'processed' });
    const upto = await passOf(user.id);
    expect(upto!.getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    const [credited] = await paymentsOf(user.id);
    expect(credited!.source).toBe('webhook');

    const late = await calls.confirm(cookie, {
      razorpay_payment_id: paid.paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paid.signature,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().user.subscription_upto).toBe(upto!.toISOString());
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('credits once when events come twice and out of order', async () => {
    const { user, orderId } = await buyerWithOrder();
    const paid = (await gateway.completePayment(orderId, 'captured'))!;
    const payment = { id: paid.paymentId, order_id: orderId, status: 'captured' };
    const orderPaid = event('order.paid', payment);
    const answers = [];
    answers.push(await deliver(orderPaid, { eventId: `evt_paid_${orderId}` }));
    answers.push(await deliver(event('payment.authorized', { ...payment, status: 'authorized' })));
    answers.push(await deliver(event('payment.captured', payment)));
    answers.push(await deliver(orderPaid, { eventId: `evt_paid_${orderId}` }));
    expect(answers.map((a) => a.json().status)).toEqual(['processed', 'ignored', 'processed', 'duplicate']);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect((await passOf(user.id))!.getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    const [order] = await t.deps.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, orderId));
    expect(order!.status).toBe('paid');
  });

  itRacesOnPostgres('credits once when the same event arrives twice at the same moment', async () => {
    const { user, orderId } = await buyerWithOrder();
    const paid = (await gateway.completePayment(orderId, 'captured'))!;
    const body = event('payment.captured', { id: paid.paymentId, order_id: orderId, status: 'captured' });
    const answers = await Promise.all([
      deliver(body, { eventId: 'evt_twin' }),
      deliver(body, { eventId: 'evt_twin' }),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('refuses a body whose signature does not match, recording nothing', async () => {
    const { user, orderId } = await buyerWithOrder();
    const paid = (await gateway.completePayment(orderId, 'captured'))!;
    const body = event('payment.captured', { id: paid.paymentId, order_id: orderId, status: 'captured' });
    const tampered = body.replace('29900', '100');
    const res = await deliver(tampered, { signature: gateway.sign(body), eventId: 'evt_forged' });
    expect(res.statusCode).toBe(400);
    expect((await deliver(body, { signature: '', eventId: 'evt_unsigned' })).statusCode).toBe(400);
    expect(await paymentsOf(user.id)).toEqual([]);
    const seen = await t.deps.database.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.eventId, 'evt_forged'));
    expect(seen).toEqual([]);
  });

  it('grants nothing when the gateway reports the payment as authorized only or for a wrong amount', async () => {
    const a = await buyerWithOrder();
    const authorized = (await gateway.completePayment(a.orderId, 'authorized'))!;
    // The event claims captured; the gateway is asked and says otherwise.
    const claim = await deliver(
      event('payment.captured', { id: authorized.paymentId, order_id: a.orderId, status: 'captured' }),
    );
    expect(claim.json()).toEqual({ status: 'ignored' });
    expect(await passOf(a.user.id)).toBeNull();

    const b = await buyerWithOrder();
    const short = (await gateway.completePayment(b.orderId, 'captured', { amountPaise: 100 }))!;
    const res = await deliver(
      event('payment.captured', {
        id: short.paymentId,
        order_id: b.orderId,
        status: 'captured',
        amount: 100,
      }),
    );
    expect(res.json()).toEqual({ status: 'ignored' });
    expect(await passOf(b.user.id)).toBeNull();
  });

  it('ignores events for orders it does not know', async () => {
    const res = await deliver(
      event('payment.captured', { id: 'pay_elsewhere', order_id: 'order_elsewhere', status: 'captured' }),
    );
    expect(res.json()).toEqual({ status: 'ignored' });
  });
});

describe('the reconciler', () => {
  it('credits a paid order whose callback and webhook were both lost, once', async () => {
    const { user, orderId } = await buyerWithOrder();
    const authorized = (await gateway.completePayment(orderId, 'authorized'))!;
    await reconcilePayments({
      db: t.deps.database.db,
      gateway,
      mailer: t.deps.mailer,
      now: t.clock.now(),
      log: quiet,
    });
    expect(await passOf(user.id)).toBeNull();

    await gateway.capturePayment(authorized.paymentId);
    const after = await reconcilePayments({
      db: t.deps.database.db,
      mailer: t.deps.mailer,
      gateway,
      now: t.clock.now(),
      log: quiet,
    });
    expect(after.credited).toBeGreaterThanOrEqual(1);
    const [credited] = await paymentsOf(user.id);
    expect(credited!.source).toBe('reconciler');
    const again = await reconcilePayments({
      db: t.deps.database.db,
      mailer: t.deps.mailer,
      gateway,
      now: t.clock.now(),
      log: quiet,
    });
    expect(again.credited).toBe(0);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });
});
