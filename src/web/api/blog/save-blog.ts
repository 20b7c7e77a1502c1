import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { BlogInput } from '../../../shared/schemas/blog.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { blogQueryKey } from './get-blog-by-title.ts';
import { blogsQueryKey } from './get-blogs.ts';

/** addBlog, or updateBlog when editing an existing post (docs/product/screens.md#add-and-edit-blog). */
export const saveBlog = ({ id, input }: { id?: number | undefined; input: BlogInput }) =>
  id
    ? postJson<MessageResponse>(API.blog.updateBlog, { ...input, id })
    : postJson<MessageResponse>(API.blog.addBlog, input);

export const useSaveBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlog,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: blogsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: blogQueryKey() }),
      ]);
    },
  });
};
