import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { PaymentException, PaymentExceptionsResponse } from '../../../shared/schemas/payment.ts';
import { getJson, postJson } from '../client.ts';

export const paymentExceptionsQueryKey = ['payments', 'exceptions'] as const;

export const getPaymentExceptions = (signal?: AbortSignal) =>
  getJson<PaymentExceptionsResponse>(ADMIN_API.getPaymentExceptions, undefined, signal);

/** Admins only; `enabled` is false for everyone else so no refused call is made. */
export const usePaymentExceptions = (enabled: boolean) =>
  useQuery({
    queryKey: paymentExceptionsQueryKey,
    queryFn: ({ signal }) => getPaymentExceptions(signal),
    enabled,
  });

export const refundPaymentException = (id: number) =>
  postJson<{ message: string; exception: PaymentException }>(ADMIN_API.refundPaymentException, { id });

export const useRefundPaymentException = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPaymentException,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentExceptionsQueryKey }),
  });
};
