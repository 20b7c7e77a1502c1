import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { servicesQueryKey } from './get-services.ts';

export const deleteService = (serviceId: number) =>
  postJson<MessageResponse>(ADMIN_API.deleteService, { service_id: serviceId });

export const useDeleteService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey() }),
  });
};
