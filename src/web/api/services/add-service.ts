import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import type { ServiceInput } from '../../../shared/schemas/service.ts';
import { request } from '../client.ts';
import { servicesQueryKey } from './get-services.ts';

/** Multipart (docs/product/api.md#multipart-uploads): part `file` (the photo) and part `body` (JSON). */
export const addService = ({ input, image }: { input: ServiceInput; image: File }) => {
  const form = new FormData();
  form.append('body', JSON.stringify(input));
  form.append('file', image);
  return request<MessageResponse>(ADMIN_API.addService, { method: 'POST', body: form });
};

export const useAddService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey() }),
  });
};
