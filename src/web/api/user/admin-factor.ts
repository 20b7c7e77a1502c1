// The admin second factor: status, enrolment, and the code asked in each new session
// (docs/decisions/0024-admin-second-factor.md).
import { useMutation, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../../../shared/api-admin.ts';
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
    queryFn: ({ signal }) => getJson<AdminFactorResponse>(ADMIN_API.factor, undefined, signal),
    retry: false,
    staleTime: 0,
  });

export const useEnrolAdminFactor = () =>
  useMutation({ mutationFn: () => postJson<AdminFactorEnrolResponse>(ADMIN_API.factorEnrol, {}) });

export const useConfirmAdminFactor = () =>
  useMutation({
    mutationFn: (body: TotpCodeBody) => postJson<MessageResponse>(ADMIN_API.factorConfirm, body),
  });

export const useVerifyAdminFactor = () =>
  useMutation({
    mutationFn: (body: TotpCodeBody) => postJson<MessageResponse>(ADMIN_API.factorVerify, body),
  });
