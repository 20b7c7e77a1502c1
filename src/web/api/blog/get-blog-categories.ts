import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { GetBlogCategoriesResponse } from '../../../shared/schemas/blog.ts';
import { getJson } from '../client.ts';

export const blogCategoriesQueryKey = ['blog-categories'] as const;

export const getBlogCategories = () => getJson<GetBlogCategoriesResponse>(API.blog.getBlogCategories);

export const useBlogCategories = () =>
  useQuery({
    queryKey: blogCategoriesQueryKey,
    queryFn: getBlogCategories,
    staleTime: Number.POSITIVE_INFINITY,
  });
