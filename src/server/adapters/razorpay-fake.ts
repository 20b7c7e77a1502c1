// A local stand-in for Razorpay's REST API, for tests: it speaks the real protocol
// (Basic auth with key_id:key_secret, JSON entities, 400 BAD_REQUEST_ERROR for unknown
// ids) and signs checkouts with a real HMAC, so the adapter is exercised end to end.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type FakePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi';
  captured: boolean;
  created_at: number;
};

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export const startRazorpayFake = async (credentials: { keyId: string; keySecret: string }) => {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const refunds: { id: string; amount: number; payment_id: string; status: string }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string, status = 400) =>
    send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA' } });
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const body = req.method === 'POST' ? await readBody(req).catch(() => null) : undefined;
    requests.push({ method: req.method ?? '', path, body });
    if (req.headers.authorization !== expectedAuth) return badRequest(res, 'Authentication failed', 401);
    if (req.method === 'POST' && path === '/v1/orders') {
      const { amount, currency, receipt, notes } = (body ?? {}) as Record<string, unknown>;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return badRequest(res, 'The amount must be atleast INR 1.00');
      if (currency !== 'INR') return badRequest(res, 'Currency is not supported');
      if (typeof receipt !== 'string' || receipt.length > 40)
        return badRequest(res, 'receipt: the length must be no more than 40.');
      const order: FakeOrder = {
        id: rid('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt,
        status: 'created',
        attempts: 0,
        notes: (notes as Record<string, string>) ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    const payment = /^\/v1\/payments\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && payment) {
      const found = payments.get(payment[1]!);
      return found ? send(res, 200, found) : badRequest(res, 'The id provided does not exist');
    }
    const refund = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      const found = payments.get(refund[1]!);
      if (!found) return badRequest(res, 'The id provided does not exist');
      const { amount } = (body ?? {}) as Record<string, unknown>;
      if (found.status !== 'captured') return badRequest(res, 'The payment has been fully refunded already');
      if (typeof amount !== 'number' || amount < 100 || amount > found.amount)
        return badRequest(res, 'The refund amount provided is greater than amount captured');
      found.status = 'refunded';
      const made = {
        id: rid('rfnd'),
        entity: 'refund',
        amount,
        currency: found.currency,
        payment_id: found.id,
        status: 'processed',
      };
      refunds.push(made);
      return send(res, 200, made);
    }
    const orderPayments = /^\/v1\/orders\/([\w-]+)\/payments$/.exec(path);
    if (req.method === 'GET' && orderPayments) {
      if (!orders.has(orderPayments[1]!)) return badRequest(res, 'The id provided does not exist');
      const items = [...payments.values()].filter((p) => p.order_id === orderPayments[1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    return badRequest(res, 'The requested URL was not found on the server.', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    orders,
    refunds,
    /** What the hosted checkout does when the buyer pays: a payment plus the handler's signature. */
    pay: (
      orderId: string,
      options: { status?: FakePayment['status']; amount?: number; currency?: string } = {},
    ) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const status = options.status ?? 'captured';
      const made: FakePayment = {
        id: rid('pay'),
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: options.currency ?? order.currency,
        status,
        order_id: orderId,
        method: 'upi',
        captured: status === 'captured',
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.set(made.id, made);
      order.attempts += 1;
      order.status = status === 'captured' ? 'paid' : 'attempted';
      const signature = createHmac('sha256', credentials.keySecret)
        .update(`${orderId}|${made.id}`)
        .digest('hex');
      return { paymentId: made.id, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;
