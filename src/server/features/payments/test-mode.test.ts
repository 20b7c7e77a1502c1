import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';

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
  let refused: TestApp;
  let asked: TestApp;
  beforeAll(async () => {
    refused = await buildTestApp({ config: { NODE_ENV: 'production' } });
    asked = await buildTestApp({ config: { NODE_ENV: 'production', PAYMENT_GATEWAY: 'test' } });
  }, 120_000);
  afterAll(async () => {
    await refused.close();
    await asked.close();
  });

  it('sells nothing unless PAYMENT_GATEWAY=test is set', async () => {
    const res = await order(refused);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/payments are not set up/);
    const details = (await refused.app.inject(API.payments.getRazorpayDetails)).json();
    expect(details).toMatchObject({ payments_enabled: false, test_mode: false });
  });

  it('sells passes when PAYMENT_GATEWAY=test is set, and the site says it is in test mode', async () => {
    expect((await order(asked)).statusCode).toBe(200);
    const details = (await asked.app.inject(API.payments.getRazorpayDetails)).json();
    expect(details).toMatchObject({ gateway: 'test', payments_enabled: true, test_mode: true });
  });
});
