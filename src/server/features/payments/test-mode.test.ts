import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const order = async (app: TestApp) => {
  const buyer = await createTestUser(app);
  return app.app.inject({
    method: 'POST',
    url: API.payments.createOrder,
    headers: { cookie: buyer.cookie },
    payload: { confirm_age_18: true },
  });
};

describe('the built-in test gateway in production', () => {
  it('sells nothing unless PAYMENT_GATEWAY=test is set', async () => {
    t = await buildTestApp({ config: { NODE_ENV: 'production' } });
    const res = await order(t);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/payments are not set up/);
    const details = (await t.app.inject(API.payments.getRazorpayDetails)).json();
    expect(details).toMatchObject({ payments_enabled: false, test_mode: false });
  });

  it('sells passes when PAYMENT_GATEWAY=test is set, and the site says it is in test mode', async () => {
    t = await buildTestApp({ config: { NODE_ENV: 'production', PAYMENT_GATEWAY: 'test' } });
    expect((await order(t)).statusCode).toBe(200);
    const details = (await t.app.inject(API.payments.getRazorpayDetails)).json();
    expect(details).toMatchObject({ gateway: 'test', payments_enabled: true, test_mode: true });
  });
});
