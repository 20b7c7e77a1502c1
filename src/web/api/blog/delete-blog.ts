import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { blogsQueryKey } from './get-blogs.ts';

export const deleteBlog = (id: number) => postJson<MessageResponse>(API.blog.deleteBlog, { id });

/**
 * The open post's own query is left alone: refetching it while its page is still on
 * screen would only answer 404. A later visit refetches it and shows "not found".
 */
export const useDeleteBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsQueryKey() }),
  });
};
