import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { BlogCategory } from '../../../shared/enums.ts';
import type { GetBlogsResponse } from '../../../shared/schemas/blog.ts';
import { getJson } from '../client.ts';

export type BlogsParams = { search?: string | undefined; page: number; category?: BlogCategory | undefined };

export const blogsQueryKey = (params?: BlogsParams) =>
  params ? (['blogs', params] as const) : (['blogs'] as const);

/** Public posts, 15 a page; search and category only when given. */
export const getBlogs = (params: BlogsParams, signal?: AbortSignal) =>
  getJson<GetBlogsResponse>(
    API.blog.getBlogs,
    { search: params.search?.trim() || undefined, page: params.page, category: params.category },
    signal,
  );

export const useBlogs = (params: BlogsParams) =>
  useQuery({
    queryKey: blogsQueryKey(params),
    queryFn: ({ signal }) => getBlogs(params, signal),
    // Keeps the current cards on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
