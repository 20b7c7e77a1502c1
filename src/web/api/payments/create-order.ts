import { API } from '../../../shared/api.ts';
import type { CreateOrderResponse } from '../../../shared/schemas/payment.ts';
import { postJson } from '../client.ts';

/** The server sets the amount; the buyer only confirms their age. */
export const createOrder = (input: { propertyId?: number | undefined }) =>
  postJson<CreateOrderResponse>(API.payments.createOrder, {
    confirm_age_18: true,
    ...(input.propertyId ? { property_id: input.propertyId } : {}),
  });
