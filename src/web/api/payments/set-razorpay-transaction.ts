import { API } from '../../../shared/api.ts';
import type { CheckoutResult, SetTransactionResponse } from '../../../shared/schemas/payment.ts';
import { postJson } from '../client.ts';

/** Hands the checkout's result to the server, which verifies it before granting the pass. */
export const setRazorpayTransaction = (result: CheckoutResult, propertyId?: number) =>
  postJson<SetTransactionResponse>(API.payments.setRazorpayTransaction, {
    transaction_id: result.razorpay_payment_id,
    razorpay_order_id: result.razorpay_order_id,
    razorpay_signature: result.razorpay_signature,
    ...(propertyId ? { property_id: propertyId } : {}),
  });
