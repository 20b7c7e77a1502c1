import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { GatewayDetailsResponse } from '../../../shared/schemas/payment.ts';
import { getJson } from '../client.ts';

export const gatewayDetailsQueryKey = ['payments', 'gateway'] as const;

export const getGatewayDetails = () => getJson<GatewayDetailsResponse>(API.payments.getRazorpayDetails);

/** The public checkout key and whether payments use Razorpay or the built-in test checkout. */
export const useGatewayDetails = (enabled = true) =>
  useQuery({ queryKey: gatewayDetailsQueryKey, queryFn: getGatewayDetails, staleTime: Infinity, enabled });
