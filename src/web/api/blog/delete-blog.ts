import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { blogQueryKey } from './get-blog-by-title.ts';
import { blogsQueryKey } from './get-blogs.ts';

export const deleteBlog = (id: number) => postJson<MessageResponse>(API.blog.deleteBlog, { id });

export const useDeleteBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: blogQueryKey() });
      await queryClient.invalidateQueries({ queryKey: blogsQueryKey() });
    },
  });
};
