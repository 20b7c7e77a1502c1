import { API } from '../../../shared/api.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';

/** Records a visit once per user and listing; answers 'Property added to Visits'. */
export const setVisit = (propertyId: number) =>
  postJson<MessageResponse>(API.listing.setVisits, { property_id: propertyId });
