// The admin second factor: status, enrolment, and the code asked in each new session
// (docs/decisions/0024-admin-second-factor.md).
import { useMutation, useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type {
  AdminFactorEnrolResponse,
  AdminFactorResponse,
  TotpCodeBody,
} from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { getJson, postJson } from '../client.ts';

export const adminFactorQueryKey = ['admin-factor'] as const;

export const useAdminFactor = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: adminFactorQueryKey,
    queryFn: ({ signal }) => getJson<AdminFactorResponse>(API.user.adminFactor, undefined, signal),
    retry: false,
    staleTime: 0,
  });

export const useEnrolAdminFactor = () =>
  useMutation({ mutationFn: () => postJson<AdminFactorEnrolResponse>(API.user.adminFactorEnrol, {}) });

export const useConfirmAdminFactor = () =>
  useMutation({
    mutationFn: (body: TotpCodeBody) => postJson<MessageResponse>(API.user.adminFactorConfirm, body),
  });

export const useVerifyAdminFactor = () =>
  useMutation({
    mutationFn: (body: TotpCodeBody) => postJson<MessageResponse>(API.user.adminFactorVerify, body),
  });
