import { useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { PaymentStatsResponse } from '../../../shared/schemas/payment.ts';
import { getJson } from '../client.ts';

/** Admins only; `enabled` is false for everyone else so no refused call is made. */
export const usePaymentStats = (enabled: boolean) =>
  useQuery({
    queryKey: ['payments', 'stats'],
    queryFn: ({ signal }) => getJson<PaymentStatsResponse>(ADMIN_API.getPaymentStats, undefined, signal),
    enabled,
  });
