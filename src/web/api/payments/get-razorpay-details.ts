import { API } from '../../../shared/api.ts';
import type { GatewayDetailsResponse } from '../../../shared/schemas/payment.ts';
import { getJson } from '../client.ts';

export const gatewayDetailsQueryKey = ['payments', 'gateway'] as const;

export const getGatewayDetails = () => getJson<GatewayDetailsResponse>(API.payments.getRazorpayDetails);
