// A deal between a listing's poster and a seeker (docs/product/deals.md): the reader's deals, one
// deal, and its steps (offer, counter, accept, decline, withdraw) and marking the home rented.
// Each step writes the deal the server answers into the cache and asks for the conversation again,
// where the step arrives as a card.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEAL_API } from '../../../shared/api-deals.ts';
import type { DealResponse, DealsResponse, DealTermsBody, OfferBody } from '../../../shared/schemas/deals.ts';
import { getJson, postJson } from '../client.ts';
import { conversationsKey } from '../conversation/conversations.ts';

/** Every deal query starts with this, so one invalidation refreshes them all. */
export const dealsKey = ['deals'] as const;
export const dealQueryKey = (id: number) => [...dealsKey, 'one', id] as const;

export const one = (path: string, id: number) => path.replace(':id', String(id));

/** The reader's deals, newest first; those of one conversation when `conversationId` is given. */
export const useDeals = (enabled: boolean, conversationId?: number) =>
  useQuery({
    enabled,
    queryKey: [...dealsKey, 'list', conversationId ?? 'all'],
    queryFn: () =>
      getJson<DealsResponse>(DEAL_API.list, conversationId ? { conversation_id: conversationId } : {}),
    select: (answer: DealsResponse) => answer.deals,
    retry: false,
    meta: { handlesLogin: true },
  });

export const useDeal = (id: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: dealQueryKey(id),
    queryFn: () => getJson<DealResponse>(one(DEAL_API.read, id)),
    select: (answer: DealResponse) => answer.deal,
    retry: false,
    meta: { handlesLogin: true },
  });

/** A step of a deal: its answer replaces the deal, the lists and the conversation are asked for again. */
const useDealStep = <Input>(send: (input: Input) => Promise<DealResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData<DealResponse>(dealQueryKey(answer.deal.id), answer);
      void queryClient.invalidateQueries({ queryKey: dealsKey });
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
};

/** The poster offers the home to the seeker of a conversation or a visit. */
export const useOffer = () => useDealStep((body: OfferBody) => postJson<DealResponse>(DEAL_API.list, body));

export const useCounter = () =>
  useDealStep((input: { id: number; terms: DealTermsBody }) =>
    postJson<DealResponse>(one(DEAL_API.counter, input.id), input.terms),
  );

/** Accept, decline, withdraw or mark rented: a step that takes no body. */
export const useDealAnswer = (action: 'accept' | 'decline' | 'withdraw' | 'rented') =>
  useDealStep((id: number) => postJson<DealResponse>(one(DEAL_API[action], id)));
