import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { GetPlanResponse } from '../../../shared/schemas/payment.ts';
import { getJson } from '../client.ts';

export const planQueryKey = ['plan'] as const;

export const getPlan = () => getJson<GetPlanResponse>(API.payments.getPlan);

/** The pass on sale; every page that states a price renders it from here. */
export const usePlan = () =>
  useQuery({
    queryKey: planQueryKey,
    queryFn: getPlan,
    staleTime: Number.POSITIVE_INFINITY,
    select: (d) => d.plan,
  });
