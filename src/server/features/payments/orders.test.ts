import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import type { CreateOrderResponse } from '../../../shared/schemas/payment.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { passCalls } from '../../../test/pass-fixture.ts';
import { itRacesOnPostgres } from '../../../test/races.ts';
import { paymentOrders, payments, users } from '../../db/schema.ts';
import { createSession } from '../../http/session.ts';

let t: TestApp;
let calls: ReturnType<typeof passCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  calls = passCalls(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

describe('the gateway details', () => {
  it('carry only the public key and the mode', async () => {
    const res = await t.app.inject(API.payments.getRazorpayDetails);
    expect(res.json()).toEqual({
      RAZORPAY_KEY: 'rzp_test_thikana',
      gateway: 'test',
      test_mode: true,
      payments_enabled: true,
    });
  });
});

describe('creating an order', () => {
  it('needs a login', async () => {
    expect((await calls.post(API.payments.createOrder, { confirm_age_18: true })).statusCode).toBe(401);
  });

  it('charges the configured plan in paise, in INR, with a unique receipt', async () => {
    const { user, cookie } = await createTestUser(t);
    const res = await calls.createOrder(cookie, { confirm_age_18: true, property_id: 7, user_id: 999 });
    expect(res.statusCode).toBe(200);
    const body = res.json<CreateOrderResponse>();
    expect(body).toMatchObject({
      amount: 29_900,
      currency: 'INR',
      key: 'rzp_test_thikana',
      gateway: 'test',
      plan: { name: 'all access', price_inr: 299, days: 7 },
    });
    const [row] = await t.deps.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, body.order_id));
    expect(row).toMatchObject({ userId: user.id, amountPaise: 29_900, status: 'created', listingId: 7 });
    expect(row!.receipt.length).toBeLessThanOrEqual(40);
    const again = (await calls.createOrder(cookie)).json<CreateOrderResponse>();
    const receipts = await t.deps.database.db
      .select({ receipt: paymentOrders.receipt })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, user.id));
    expect(new Set(receipts.map((r) => r.receipt)).size).toBe(2);
    expect(again.order_id).not.toBe(body.order_id);
  });

  it('ignores any amount the client sends', async () => {
    const { cookie } = await createTestUser(t);
    const res = await calls.createOrder(cookie, { confirm_age_18: true, amount: 100 });
    expect(res.json().amount).toBe(29_900);
  });

  it('refuses a buyer who says they are not 18 or older', async () => {
    const { cookie } = await createTestUser(t);
    for (const body of [{ confirm_age_18: false }, { confirm_age_18: 'false' }, { confirm_age_18: 'yes' }]) {
      const res = await calls.createOrder(cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        field: 'confirm_age_18',
        message: 'Please confirm you are 18 or older',
      });
    }
  });

  it('takes a client that leaves the confirmation out to have shown its own notice, and the order says so', async () => {
    const { cookie } = await createTestUser(t);
    const asked = await calls.createOrder(cookie, { confirm_age_18: true });
    const own = await calls.createOrder(cookie, {});
    expect(own.statusCode, own.body).toBe(200);
    const ways = async (res: typeof own) =>
      (
        await t.deps.database.db
          .select({ via: paymentOrders.adultConfirmedVia })
          .from(paymentOrders)
          .where(eq(paymentOrders.gatewayOrderId, res.json().order_id))
      )[0]?.via;
    expect(await ways(asked)).toBe('form');
    expect(await ways(own)).toBe('api_client');
  });

  it('refuses a buyer whose stored date of birth is under 18', async () => {
    // The test clock starts on 22 November 2026.
    const minor = await createTestUser(t, { dob: '2008-11-23' });
    const res = await calls.createOrder(minor.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/18 or older/);
    const adult = await createTestUser(t, { dob: '2008-11-22' });
    expect((await calls.createOrder(adult.cookie)).statusCode).toBe(200);
  });
});

describe('at most 2 passes in 90 days', () => {
  it('refuses a third pass with a date for the next one, and sells again after 90 days', async () => {
    const { user } = await createTestUser(t);
    // Sessions expire after 7 idle days, so each step logs in again.
    const login = async () =>
      `thikana_session=${await createSession(t.deps.database.db, { userId: user.id, now: t.clock.now() })}`;
    t.clock.set(new Date('2027-01-10T06:30:00Z'));
    expect((await calls.buyPass(await login())).statusCode).toBe(200);
    t.clock.advance(10 * DAY);
    expect((await calls.buyPass(await login())).statusCode).toBe(200);
    t.clock.advance(10 * DAY);
    const third = await calls.createOrder(await login());
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      'You have already bought 2 passes in the last 90 days. You can buy the next one on 10 April 2027.',
    );
    t.clock.advance(71 * DAY);
    expect((await calls.buyPass(await login())).statusCode).toBe(200);
    const rows = await t.deps.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(3);
  });

  it('counts an unpaid order for 15 minutes, so a second checkout cannot become a third pass', async () => {
    const { cookie } = await createTestUser(t);
    expect((await calls.buyPass(cookie)).statusCode).toBe(200);
    const open = await calls.createOrder(cookie);
    expect(open.statusCode).toBe(200);
    const held = await calls.createOrder(cookie);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/already in progress/);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await calls.createOrder(cookie)).statusCode).toBe(200);
  });

  itRacesOnPostgres(`holds even when 10 purchases run in parallel (${testDatabaseKind()})`, async () => {
    const { user, cookie } = await createTestUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => calls.buyPass(cookie)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(8);
    const credited = await t.deps.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(credited).toHaveLength(2);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.subscriptionUpto!.getTime()).toBe(t.clock.now().getTime() + 14 * DAY);
  });
});

describe('the test checkout', () => {
  it('only completes the caller’s own order', async () => {
    const buyer = await createTestUser(t);
    const other = await createTestUser(t);
    const { order_id } = (await calls.createOrder(buyer.cookie)).json<CreateOrderResponse>();
    expect((await calls.testCheckout(other.cookie, order_id)).statusCode).toBe(404);
    expect((await calls.testCheckout(buyer.cookie, order_id)).statusCode).toBe(200);
    const again = await calls.testCheckout(buyer.cookie, order_id);
    expect(again.statusCode).toBe(409);
  });
});
