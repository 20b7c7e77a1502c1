import { API } from '../../../shared/api.ts';
import type { CheckoutResult } from '../../../shared/schemas/payment.ts';
import { postJson } from '../client.ts';

/** The built-in test checkout: the server completes or fails the payment as Razorpay would. */
export const testCheckout = (orderId: string, outcome: 'success' | 'failure') =>
  postJson<CheckoutResult>(API.payments.testCheckout, { order_id: orderId, outcome });
