import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { PaymentHistoryResponse } from '../../../shared/schemas/payment.ts';
import { getJson } from '../client.ts';

export const paymentHistoryQueryKey = ['payments', 'history'] as const;

export const getPaymentHistory = () => getJson<PaymentHistoryResponse>(API.payments.history);

export const usePaymentHistory = (enabled: boolean) =>
  useQuery({
    queryKey: paymentHistoryQueryKey,
    queryFn: getPaymentHistory,
    select: (d) => d.payments,
    enabled,
    retry: false,
  });
