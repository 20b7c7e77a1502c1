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
    expect(gatewayFor().verifyWebhookSignature(body, signature)).toBe(true);
    expect(gatewayFor().verifyWebhookSignature(Buffer.from(`${body} `), signature)).toBe(false);
    expect(gatewayFor({ webhookSecret: undefined }).verifyWebhookSignature(body, signature)).toBe(false);
  });
});
