// Calls of the pass flow as the web app makes them, for the payment tests.

import { API } from '../shared/api.ts';
import type { CheckoutResult, CreateOrderResponse } from '../shared/schemas/payment.ts';
import type { TestApp } from './app.ts';

export const passCalls = (t: TestApp) => {
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  return {
    post,
    createOrder: (cookie: string, body: object = { confirm_age_18: true }) =>
      post(API.payments.createOrder, body, cookie),
    testCheckout: (cookie: string, orderId: string, outcome: 'success' | 'failure' = 'success') =>
      post(API.payments.testCheckout, { order_id: orderId, outcome }, cookie),
    confirm: (cookie: string, result: CheckoutResult, extra: object = {}) =>
      post(
        API.payments.setRazorpayTransaction,
        {
          transaction_id: result.razorpay_payment_id,
          razorpay_order_id: result.razorpay_order_id,
          razorpay_signature: result.razorpay_signature,
          ...extra,
        },
        cookie,
      ),
    /** createOrder, the test checkout's Pay, then setRazorpayTransaction. */
    buyPass: async (cookie: string) => {
      const order = await post(API.payments.createOrder, { confirm_age_18: true }, cookie);
      if (order.statusCode !== 200) return order;
      const { order_id } = order.json<CreateOrderResponse>();
      const paid = await post(API.payments.testCheckout, { order_id, outcome: 'success' }, cookie);
      if (paid.statusCode !== 200) return paid;
      const result = paid.json<CheckoutResult>();
      return post(
        API.payments.setRazorpayTransaction,
        {
          transaction_id: result.razorpay_payment_id,
          razorpay_order_id: result.razorpay_order_id,
          razorpay_signature: result.razorpay_signature,
        },
        cookie,
      );
    },
  };
};
