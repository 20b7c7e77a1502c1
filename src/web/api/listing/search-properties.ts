import { useInfiniteQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { SearchResponse } from '../../../shared/schemas/search.ts';
import type { SearchQuery } from '../../../shared/search-params.ts';
import { postJson } from '../client.ts';

export type { SearchQuery };

/** Under 'listings', so saving or deleting a listing refreshes search results too. */
export const searchQueryKey = (query: SearchQuery) => ['listings', 'search', query] as const;

export const searchProperties = (query: SearchQuery, cursor?: string) =>
  postJson<SearchResponse>(API.listing.searchProperties, cursor ? { ...query, cursor } : query);

/** Page after page of one search, each asked for with the previous page's cursor. */
export const useSearchProperties = (query: SearchQuery) =>
  useInfiniteQuery({
    queryKey: searchQueryKey(query),
    queryFn: ({ pageParam }) => searchProperties(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    retry: false,
  });
