// Asked visits (docs/product/viewings.md#asking-for-a-visit): the reader's requests as seeker and
// as poster, asking, accepting a time, proposing another, taking one back, and the poster's
// one-tap link. An accepted time is a booked visit, so the visits are asked for again with it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VIEWING_REQUEST_API } from '../../../shared/api-conversations.ts';
import { isRequestToken } from '../../../shared/schemas/viewing.ts';
import type {
  AcceptedRequestResponse,
  AskViewingBody,
  RequestLinkResponse,
  ViewingRequestResponse,
  ViewingRequestsResponse,
} from '../../../shared/schemas/viewing-request.ts';
import { getJson, postJson } from '../client.ts';
import { viewingsKey } from './viewings.ts';

export const requestsKey = [...viewingsKey, 'requests'] as const;

const one = (path: string, id: number) => path.replace(':id', String(id));

/** The reader's requests: waiting ones first, soonest to lapse first; then the rest, newest first. */
export const useVisitRequests = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: requestsKey,
    queryFn: () => getJson<ViewingRequestsResponse>(VIEWING_REQUEST_API.list),
    select: (answer: ViewingRequestsResponse) => answer.requests,
    retry: false,
    meta: { handlesLogin: true },
  });

/** Any change to a request may book a visit or free a home's request: both lists are asked for again. */
const useRequestChange = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: viewingsKey }),
  });
};

export const useAskForVisit = () =>
  useRequestChange((body: AskViewingBody) =>
    postJson<ViewingRequestResponse>(VIEWING_REQUEST_API.list, body),
  );

export const useAcceptVisitRequest = () =>
  useRequestChange((input: { id: number; starts_at: string }) =>
    postJson<AcceptedRequestResponse>(one(VIEWING_REQUEST_API.accept, input.id), {
      starts_at: input.starts_at,
    }),
  );

export const useProposeVisitTime = () =>
  useRequestChange((input: { id: number; starts_at: string }) =>
    postJson<ViewingRequestResponse>(one(VIEWING_REQUEST_API.propose, input.id), {
      starts_at: input.starts_at,
    }),
  );

export const useWithdrawVisitRequest = () =>
  useRequestChange((id: number) => postJson<ViewingRequestResponse>(one(VIEWING_REQUEST_API.withdraw, id)));

/** What the one-tap link shows; reading it changes nothing. */
export const useRequestLink = (token: string) =>
  useQuery({
    enabled: isRequestToken(token),
    queryKey: ['visit-request-link', token],
    queryFn: () => getJson<RequestLinkResponse>(VIEWING_REQUEST_API.link, { token }),
    retry: false,
  });

/** The poster's tap on one time of the link's page. */
export const useAcceptRequestLink = () =>
  useMutation({
    mutationFn: (body: { token: string; starts_at: string }) =>
      postJson<RequestLinkResponse>(VIEWING_REQUEST_API.linkAccept, body),
  });
