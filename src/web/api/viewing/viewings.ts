// Booked visits (docs/product/viewings.md): a listing's free times, the reader's visits as seeker
// and as poster, and booking, cancelling, moving and saying whether the other side came. Every
// change writes the visit the server answers into the list, and asks for the times again.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VIEWING_API } from '../../../shared/api-conversations.ts';
import type {
  BookViewingBody,
  SlotsResponse,
  Viewing,
  ViewingOutcome,
  ViewingResponse,
  ViewingsResponse,
} from '../../../shared/schemas/viewing.ts';
import { getJson, postJson } from '../client.ts';

/** Every viewing query starts with this, so one invalidation refreshes them all. */
export const viewingsKey = ['viewings'] as const;
export const viewingsListKey = [...viewingsKey, 'mine'] as const;
export const slotsKey = [...viewingsKey, 'slots'] as const;
export const slotsQueryKey = (listingId: number) => [...slotsKey, listingId] as const;

const one = (path: string, id: number) => path.replace(':id', String(id));

/** The reader's visits: upcoming booked ones first, soonest first; then the rest, newest first. */
export const useViewings = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: viewingsListKey,
    queryFn: () => getJson<ViewingsResponse>(VIEWING_API.list),
    select: (answer: ViewingsResponse) => answer.viewings,
    retry: false,
    meta: { handlesLogin: true },
  });

/** A live listing's times of the next 14 days, with the places left. */
export const useSlots = (listingId: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: slotsQueryKey(listingId),
    queryFn: () => getJson<SlotsResponse>(VIEWING_API.slots, { listing_id: listingId }),
    select: (answer: SlotsResponse) => answer.slots,
    retry: false,
  });

/** The list with `viewing` as the server now describes it (first when new). */
const withViewing = (queryClient: QueryClient, viewing: Viewing) => {
  queryClient.setQueryData<ViewingsResponse>(viewingsListKey, (answer) => {
    if (!answer) return answer;
    const known = answer.viewings.some((v) => v.id === viewing.id);
    return {
      viewings: known
        ? answer.viewings.map((v) => (v.id === viewing.id ? viewing : v))
        : [viewing, ...answer.viewings],
    };
  });
  // The list holds the answer already; the times it took or freed are asked for again.
  void queryClient.invalidateQueries({ queryKey: slotsKey });
};

/** A change to one visit: its answer joins the list, and the times are asked for again. */
const useViewingChange = <Input>(send: (input: Input) => Promise<ViewingResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ viewing }) => withViewing(queryClient, viewing),
    // A refusal (the last place taken, a time passed) may mean the times changed.
    onError: () => void queryClient.invalidateQueries({ queryKey: viewingsKey }),
  });
};

export const useBookViewing = () =>
  useViewingChange((body: BookViewingBody) => postJson<ViewingResponse>(VIEWING_API.list, body));

export const useCancelViewing = () =>
  useViewingChange((input: { id: number; reason: string }) =>
    postJson<ViewingResponse>(one(VIEWING_API.cancel, input.id), { reason: input.reason }),
  );

export const useMoveViewing = () =>
  useViewingChange((input: { id: number; starts_at: string; reason: string }) =>
    postJson<ViewingResponse>(one(VIEWING_API.move, input.id), {
      starts_at: input.starts_at,
      // The reason is optional: an empty one is left out rather than refused as too short.
      ...(input.reason.trim() ? { reason: input.reason } : {}),
    }),
  );

export const useViewingOutcome = () =>
  useViewingChange((input: { id: number; outcome: ViewingOutcome }) =>
    postJson<ViewingResponse>(one(VIEWING_API.outcome, input.id), { outcome: input.outcome }),
  );
