import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createRazorpayGateway } from './razorpay.ts';
import { type RazorpayFake, startRazorpayFake } from './razorpay-fake.ts';

const keys = { keyId: 'rzp_test_K3yId', keySecret: 'k3y-s3cret' };
let fake: RazorpayFake;
beforeAll(async () => {
  fake = await startRazorpayFake(keys);
});
afterAll(() => fake.close());

const gatewayFor = (overrides: Partial<Parameters<typeof createRazorpayGateway>[0]> = {}) =>
  createRazorpayGateway({ ...keys, webhookSecret: 'wh-secret', apiBase: fake.url, ...overrides });

describe('the Razorpay adapter', () => {
  it('creates an order over the Orders API with Basic auth', async () => {
    const order = await gatewayFor().createOrder({
      amountPaise: 29_900,
      currency: 'INR',
      receipt: 'pass_1_abc',
    });
    expect(order).toMatchObject({
      amount: 29_900,
      currency: 'INR',
      receipt: 'pass_1_abc',
      status: 'created',
    });
    expect(order.id).toMatch(/^order_/);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 29_900, currency: 'INR', receipt: 'pass_1_abc' },
    });
  });

  it('fails with a gateway error on wrong keys or an unreachable API', async () => {
    const wrong = gatewayFor({ keySecret: 'nope' });
    await expect(
      wrong.createOrder({ amountPaise: 29_900, currency: 'INR', receipt: 'r1' }),
    ).rejects.toMatchObject({
      code: 'GATEWAY_ERROR',
    });
    const down = gatewayFor({ apiBase: 'http://127.0.0.1:9/v1', timeoutMs: 2_000 });
    await expect(down.fetchPayment('pay_x')).rejects.toBeInstanceOf(AppError);
  });

  it('fetches a payment and the payments of an order; an unknown id is null', async () => {
    const gateway = gatewayFor();
    const order = await gateway.createOrder({ amountPaise: 29_900, currency: 'INR', receipt: 'r2' });
    const { paymentId } = fake.pay(order.id, { status: 'authorized' });
    expect(await gateway.fetchPayment(paymentId)).toEqual({
      id: paymentId,
      order_id: order.id,
      amount: 29_900,
      currency: 'INR',
      status: 'authorized',
    });
    expect((await gateway.fetchOrderPayments(order.id)).map((p) => p.id)).toEqual([paymentId]);
    expect(await gateway.fetchPayment('pay_doesnotexist')).toBeNull();
    expect(await gateway.fetchOrderPayments('order_doesnotexist')).toEqual([]);
  });

  it('verifies checkout signatures made with the key secret, and nothing else', async () => {
    const gateway = gatewayFor();
    const order = await gateway.createOrder({ amountPaise: 29_900, currency: 'INR', receipt: 'r3' });
    const { paymentId, signature } = fake.pay(order.id);
    expect(gateway.verifyCheckoutSignature({ orderId: order.id, paymentId, signature })).toBe(true);
    expect(
      gateway.verifyCheckoutSignature({ orderId: order.id, paymentId, signature: `${signature}0` }),
    ).toBe(false);
    expect(gateway.verifyCheckoutSignature({ orderId: 'order_other', paymentId, signature })).toBe(false);
    const withOtherKey = createHmac('sha256', 'other').update(`${order.id}|${paymentId}`).digest('hex');
    expect(gateway.verifyCheckoutSignature({ orderId: order.id, paymentId, signature: withOtherKey })).toBe(
      false,
    );
  });

  it('verifies webhook signatures over the raw bytes with the webhook secret', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{}}');
    const signature = createHmac('sha256', 'wh-secret').update(body).digest('hex');
    const read = (rawBody: Buffer, options: { webhookSecret?: string } = {}) =>
      gatewayFor(options).readWebhook({ headers: { 'x-razorpay-signature': signature }, rawBody });
    expect(read(body).ok).toBe(true);
    expect(read(Buffer.from(`${body} `))).toEqual({ ok: false, problem: 'signature' });
    expect(read(body, { webhookSecret: undefined })).toEqual({ ok: false, problem: 'signature' });
    expect(gatewayFor().readWebhook({ headers: {}, rawBody: body })).toEqual({
      ok: false,
      problem: 'signature',
    });
  });

  it('reads a webhook: its event id, its name and the captured payment it names', () => {
    const read = (payload: unknown, headers: Record<string, string> = {}) => {
      const rawBody = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
      const signature = createHmac('sha256', 'wh-secret').update(rawBody).digest('hex');
      return gatewayFor().readWebhook({
        headers: { ...headers, 'x-razorpay-signature': signature },
        rawBody,
      });
    };
    const entity = { id: 'pay_1', order_id: 'order_1', status: 'captured' };
    const captured = { id: 'evt_body', event: 'payment.captured', payload: { payment: { entity } } };
    expect(read(captured, { 'x-razorpay-event-id': 'evt_header' })).toEqual({
      ok: true,
      event: {
        id: 'evt_header',
        type: 'payment.captured',
        payload: captured,
        capture: { orderId: 'order_1', paymentId: 'pay_1' },
      },
    });
    expect(read(captured)).toMatchObject({ event: { id: 'evt_body' } });
    expect(read({ event: 'payment.captured' })).toMatchObject({
      event: { id: expect.stringMatching(/^sha256:[0-9a-f]{64}$/), capture: null },
    });
    const paid = {
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_2' } }, order: { entity: { id: 'order_2' } } },
    };
    expect(read(paid)).toMatchObject({ event: { capture: { orderId: 'order_2', paymentId: 'pay_2' } } });
    expect(read({ event: 'payment.authorized', payload: { payment: { entity } } })).toMatchObject({
      event: { type: 'payment.authorized', capture: null },
    });
    expect(read('not json')).toEqual({ ok: false, problem: 'body' });
    expect(read('null')).toEqual({ ok: false, problem: 'body' });
  });

  it('names its checkout script and the origins that script loads from', () => {
    expect(gatewayFor().checkout).toEqual({
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      origins: {
        script: ['https://checkout.razorpay.com'],
        frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connect: ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
      },
    });
    const local = gatewayFor({ checkoutUrl: 'http://127.0.0.1:9/v1/checkout.js' }).checkout;
    expect(local.scriptUrl).toBe('http://127.0.0.1:9/v1/checkout.js');
    expect(local.origins.script).toEqual(['http://127.0.0.1:9']);
  });
});
