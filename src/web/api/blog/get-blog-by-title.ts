import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { Blog } from '../../../shared/schemas/blog.ts';
import { ApiError, getJson } from '../client.ts';

export const blogQueryKey = (title?: string) => (title ? (['blog', title] as const) : (['blog'] as const));

/** The call answers a list of one (docs/product/api.md#blogs); its first item is the post. */
export const getBlogByTitle = async (title: string, signal?: AbortSignal) => {
  const list = await getJson<Blog[]>(API.blog.getBlogByTitle, { title }, signal);
  const blog = list[0];
  if (!blog) throw new ApiError(404, 'Blog not found');
  return blog;
};

export const useBlogByTitle = (title: string | null, options: { initialData?: Blog | undefined } = {}) =>
  useQuery({
    queryKey: blogQueryKey(title ?? ''),
    queryFn: ({ signal }) => getBlogByTitle(title!, signal),
    enabled: Boolean(title),
    initialData: options.initialData,
    // A missing post stays missing; do not ask again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
