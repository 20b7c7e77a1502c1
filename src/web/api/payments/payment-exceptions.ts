import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { PaymentException, PaymentExceptionsResponse } from '../../../shared/schemas/payment.ts';
import { getJson, postJson } from '../client.ts';

export const paymentExceptionsQueryKey = ['payments', 'exceptions'] as const;

export const getPaymentExceptions = (signal?: AbortSignal) =>
  getJson<PaymentExceptionsResponse>(API.payments.getPaymentExceptions, undefined, signal);

/** Admins only; `enabled` is false for everyone else so no refused call is made. */
export const usePaymentExceptions = (enabled: boolean) =>
  useQuery({
    queryKey: paymentExceptionsQueryKey,
    queryFn: ({ signal }) => getPaymentExceptions(signal),
    enabled,
  });

export const refundPaymentException = (id: number) =>
  postJson<{ message: string; exception: PaymentException }>(API.payments.refundPaymentException, { id });

export const useRefundPaymentException = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPaymentException,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentExceptionsQueryKey }),
  });
};
