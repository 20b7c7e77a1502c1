// The one-tap page of the weekly freshness message: read what the link would do, then
// answer with the page's one button (docs/decisions/0043-freshness-links.md).
import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import {
  type FreshnessLinkResponse,
  isFreshnessToken,
  type ListingStatusResponse,
} from '../../../shared/schemas/trust.ts';
import { getJson, postJson } from '../client.ts';

export const useFreshnessLink = (token: string) =>
  useQuery({
    enabled: isFreshnessToken(token),
    queryKey: ['freshness-link', token],
    queryFn: () => getJson<FreshnessLinkResponse>(API.listing.freshnessLink, { token }),
    retry: false,
  });

export const useAnswerFreshnessLink = () =>
  useMutation({
    mutationFn: (token: string) =>
      postJson<ListingStatusResponse>(API.listing.answerFreshnessLink, { token }),
  });
