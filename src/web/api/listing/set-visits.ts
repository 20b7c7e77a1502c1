import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { visitsQueryKey } from './get-visits.ts';

/** Records a visit once per user and listing; answers 'Property added to Visits'. */
export const setVisit = (propertyId: number) =>
  postJson<MessageResponse>(API.listing.setVisits, { property_id: propertyId });

/** Records a visit; My Visits refetches. Get Contact Info handles a lost session itself. */
export const useRecordVisit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVisit,
    meta: { handlesLogin: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitsQueryKey }),
  });
};
