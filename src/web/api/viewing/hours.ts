// A poster's visiting hours (docs/product/viewings.md#hours): of one listing or of all their
// listings, with the days they blocked. Saving or blocking a day writes the answer into the cache
// and asks for every listing's times again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VIEWING_API } from '../../../shared/api-conversations.ts';
import type { BlockedDayBody, SetHoursBody, ViewingHours } from '../../../shared/schemas/viewing.ts';
import { getJson, request } from '../client.ts';
import { slotsKey, viewingsKey } from './viewings.ts';

type HoursAnswer = { hours: ViewingHours };
/** A listing's id, or "all": the poster's hours for every listing. */
export type HoursOf = number | 'all';

export const hoursQueryKey = (of: HoursOf) => [...viewingsKey, 'hours', of] as const;

export const useViewingHours = (of: HoursOf) =>
  useQuery({
    queryKey: hoursQueryKey(of),
    queryFn: () => getJson<HoursAnswer>(VIEWING_API.hours, { listing_id: of }),
    select: (answer: HoursAnswer) => answer.hours,
    retry: false,
    meta: { handlesLogin: true },
  });

const useHoursChange = <Input extends { listing_id: HoursOf }>(
  send: (input: Input) => Promise<HoursAnswer>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(hoursQueryKey(input.listing_id), answer);
      // The times offered changed; hours for all change every listing's hours too. Booked
      // visits stay as they are (docs/product/viewings.md#hours).
      void queryClient.invalidateQueries({ queryKey: slotsKey });
      if (input.listing_id === 'all') {
        void queryClient.invalidateQueries({
          queryKey: [...viewingsKey, 'hours'],
          predicate: (query) => query.queryKey[2] !== 'all',
        });
      }
    },
  });
};

export const useSetHours = () =>
  useHoursChange((body: SetHoursBody & { listing_id: HoursOf }) =>
    request<HoursAnswer>(VIEWING_API.hours, { method: 'PUT', body }),
  );

export const useBlockDay = () =>
  useHoursChange((body: BlockedDayBody & { listing_id: HoursOf }) =>
    request<HoursAnswer>(VIEWING_API.blockedDays, { method: 'POST', body }),
  );
