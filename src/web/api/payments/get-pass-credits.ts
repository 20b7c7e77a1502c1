import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { PassCreditsResponse } from '../../../shared/schemas/trust.ts';
import { getJson } from '../client.ts';

/** Dead leads given back to the caller's pass (docs/product/pass.md#dead-leads). */
export const usePassCredits = (enabled: boolean) =>
  useQuery({
    queryKey: ['payments', 'pass-credits'],
    queryFn: () => getJson<PassCreditsResponse>(API.payments.passCredits),
    enabled,
    retry: false,
  });
