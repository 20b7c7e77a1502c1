// The public check of a signed agreement (docs/product/deals.md#verify): a SHA-256 in, who signed
// and when out, or that no signed agreement has it.
import { useMutation } from '@tanstack/react-query';
import { AGREEMENT_API } from '../../../shared/api-deals.ts';
import type { VerifyResponse } from '../../../shared/schemas/deals.ts';
import { getJson } from '../client.ts';

export const useVerifyAgreement = () =>
  useMutation({
    mutationFn: (sha256: string) => getJson<VerifyResponse>(AGREEMENT_API.verify, { sha256 }),
  });
