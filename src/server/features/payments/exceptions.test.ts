import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { CreateOrderResponse, PaymentException } from '../../../shared/schemas/payment.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { createRazorpayGateway } from '../../adapters/razorpay.ts';
import { type RazorpayFake, startRazorpayFake } from '../../adapters/razorpay-fake.ts';
import { isTestGateway } from '../../adapters/test-gateway.ts';

const exceptionsSeenBy = async (t: TestApp, cookie: string) => {
  const res = await t.app.inject({ url: ADMIN_API.getPaymentExceptions, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ exceptions: PaymentException[] }>().exceptions;
};
const refund = (t: TestApp, cookie: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: ADMIN_API.refundPaymentException,
    payload: { id },
    headers: { cookie },
  });
const mailsTo = (t: TestApp, email: string) => t.deps.outbox.messages.filter((m) => m.to === email);

describe('a payment captured for the wrong amount, on the test gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('grants no pass, is shown to admins, tells the payer and is refunded once in one click', async () => {
    const calls = passCalls(t);
    const buyer = await createTestUser(t);
    const admin = await createTestUser(t, { isAdmin: true });
    const order = (await calls.createOrder(buyer.cookie)).json<CreateOrderResponse>();
    const gateway = t.deps.gateway;
    if (!isTestGateway(gateway)) throw new Error('expected the test gateway');
    const paid = (await gateway.completePayment(order.order_id, 'captured', { amountPaise: 100 }))!;

    const confirm = await calls.confirm(buyer.cookie, {
      razorpay_payment_id: paid.paymentId,
      razorpay_order_id: order.order_id,
      razorpay_signature: paid.signature,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().user).toBeUndefined();
    // Seen again (a replayed callback): still one exception, one email.
    await calls.confirm(buyer.cookie, {
      razorpay_payment_id: paid.paymentId,
      razorpay_order_id: order.order_id,
      razorpay_signature: paid.signature,
    });

    const [exception, ...more] = await exceptionsSeenBy(t, admin.cookie);
    expect(more).toEqual([]);
    expect(exception).toMatchObject({
      user_id: buyer.user.id,
      payment_id: paid.paymentId,
      order_id: order.order_id,
      amount_paise: 100,
      expected_amount_paise: 29_900,
      status: 'open',
    });
    expect(mailsTo(t, buyer.user.email!)).toHaveLength(1);
    expect(mailsTo(t, buyer.user.email!)[0]!.text).toContain('No pass was added');

    expect((await refund(t, buyer.cookie, exception!.id)).statusCode).toBe(403);
    const refunded = await refund(t, admin.cookie, exception!.id);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().exception).toMatchObject({
      status: 'refunded',
      refund_id: expect.stringMatching(/^rfnd_/),
    });
    expect((await gateway.fetchPayment(paid.paymentId))?.status).toBe('refunded');
    expect(mailsTo(t, buyer.user.email!).at(-1)!.subject).toBe('Your Thikana payment was refunded');
    // The refund is in the payer's history on the users page, with the admin who made it.
    const history = await t.app.inject({
      url: ADMIN_API.user.replace(':id', String(buyer.user.id)),
      headers: { cookie: admin.cookie },
    });
    expect(history.json().history).toContainEqual(
      expect.objectContaining({
        kind: 'account',
        action: 'payment_refunded',
        actor_name: admin.user.fullName,
        note: expect.stringContaining(paid.paymentId),
      }),
    );

    expect((await refund(t, admin.cookie, exception!.id)).statusCode).toBe(409);
  });

  it('are listed to admins only', async () => {
    const user = await createTestUser(t);
    const res = await t.app.inject({
      url: ADMIN_API.getPaymentExceptions,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a payment captured in the wrong currency, through Razorpay', () => {
  const keys = { keyId: 'rzp_test_Exceptions1', keySecret: 'razorpay-key-secret' };
  let fake: RazorpayFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startRazorpayFake(keys);
    t = await buildTestApp({
      config: {
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_API_BASE: fake.url,
      },
      deps: { gateway: createRazorpayGateway({ ...keys, apiBase: fake.url }) },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is refunded through the refunds endpoint for the whole amount captured', async () => {
    const calls = passCalls(t);
    const buyer = await createTestUser(t);
    const admin = await createTestUser(t, { isAdmin: true });
    const order = (await calls.createOrder(buyer.cookie)).json<CreateOrderResponse>();
    const { paymentId, signature } = fake.pay(order.order_id, { currency: 'USD', amount: 29_900 });
    const confirm = await calls.confirm(buyer.cookie, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.order_id,
      razorpay_signature: signature,
    });
    expect(confirm.statusCode).toBe(409);
    const [exception] = await exceptionsSeenBy(t, admin.cookie);
    expect(exception).toMatchObject({ currency: 'USD', expected_currency: 'INR', gateway: 'razorpay' });

    const res = await refund(t, admin.cookie, exception!.id);
    expect(res.statusCode).toBe(200);
    expect(fake.refunds).toEqual([expect.objectContaining({ payment_id: paymentId, amount: 29_900 })]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payments/${paymentId}/refund` });
  });
});
