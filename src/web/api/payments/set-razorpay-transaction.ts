import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { CheckoutResult, SetTransactionResponse } from '../../../shared/schemas/payment.ts';
import { useSession } from '../../state/session.ts';
import { postJson } from '../client.ts';
import { paymentHistoryQueryKey } from './get-payment-history.ts';

/** Hands the checkout's result to the server, which verifies it before granting the pass. */
export const setRazorpayTransaction = (result: CheckoutResult, propertyId?: number) =>
  postJson<SetTransactionResponse>(API.payments.setRazorpayTransaction, {
    transaction_id: result.razorpay_payment_id,
    razorpay_order_id: result.razorpay_order_id,
    razorpay_signature: result.razorpay_signature,
    ...(propertyId ? { property_id: propertyId } : {}),
  });

/**
 * A verified payment: the stored user becomes the server's (with the new pass), the
 * payment history refetches, and everything else that depends on the pass is stale.
 */
export const useConfirmPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { result: CheckoutResult; propertyId?: number | undefined }) =>
      setRazorpayTransaction(input.result, input.propertyId),
    onSuccess: ({ user }) => {
      useSession.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: paymentHistoryQueryKey });
      void queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
};
