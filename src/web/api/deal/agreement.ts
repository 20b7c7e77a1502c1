// A deal's rent agreement (docs/product/deals.md#the-agreement): the text in English or Hindi with
// the state's note, its PDF, and signing it with a one-time code. A signature changes the deal
// (who signed), so signing asks for the deal again too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEAL_API } from '../../../shared/api-deals.ts';
import { apiUrl } from '../../../shared/api-url.ts';
import type {
  AgreementLanguageCode,
  AgreementResponse,
  SignBody,
  SignStartBody,
  SignStartResponse,
} from '../../../shared/schemas/deals.ts';
import { getJson, postJson } from '../client.ts';
import { dealsKey, one } from './deals.ts';

const agreementKey = (id: number, language: AgreementLanguageCode) =>
  [...dealsKey, 'agreement', id, language] as const;

export const useAgreement = (id: number, language: AgreementLanguageCode, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: agreementKey(id, language),
    queryFn: () => getJson<AgreementResponse>(one(DEAL_API.agreement, id), { language }),
    select: (answer: AgreementResponse) => answer.agreement,
    retry: false,
    meta: { handlesLogin: true },
  });

/** The PDF's address: with the audit page once both signed. */
export const agreementPdfUrl = (id: number, language: AgreementLanguageCode) =>
  apiUrl(one(DEAL_API.agreementPdf, id), { language });

/** Sends the one-time code to a contact the signer proved; the answer names it, masked. */
export const useSignStart = (id: number) =>
  useMutation({
    mutationFn: (body: SignStartBody) => postJson<SignStartResponse>(one(DEAL_API.signStart, id), body),
  });

/** Signs the version read with the code: the deal and its agreement are asked for again. */
export const useSign = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody) => postJson<AgreementResponse>(one(DEAL_API.sign, id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealsKey }),
  });
};
