// A deal's move-in report (docs/product/deals.md#the-move-in-report): reading it, adding and
// removing rooms' entries, photos with when they were taken, confirming with a one-time code, and
// its PDF. Each change answers the whole report, which replaces the cached one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HANDOVER_API } from '../../../shared/api-handover.ts';
import { apiUrl } from '../../../shared/api-url.ts';
import type { AgreementLanguageCode } from '../../../shared/schemas/deals.ts';
import type {
  ConfirmBody,
  ConfirmStartResponse,
  HandoverEntryBody,
  HandoverReportResponse,
} from '../../../shared/schemas/handover.ts';
import type { RentReceiptBody } from '../../../shared/schemas/rent-receipt.ts';
import { ApiError, getJson, postJson, request } from '../client.ts';
import { dealsKey } from './deals.ts';

const path = (route: string, id: number, entry?: number) =>
  route
    .replace(':id', String(id))
    .replace(':kind', 'move_in')
    .replace(':entry', String(entry ?? 0));
const reportKey = (id: number) => [...dealsKey, 'handover', id] as const;

export const useHandover = (id: number) =>
  useQuery({
    queryKey: reportKey(id),
    queryFn: () => getJson<HandoverReportResponse>(path(HANDOVER_API.report, id)),
    select: (answer: HandoverReportResponse) => answer.report,
    retry: false,
    meta: { handlesLogin: true },
  });

/** A change whose answer is the whole report: it replaces the cached one. */
const useReportChange = <Input>(id: number, send: (input: Input) => Promise<HandoverReportResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(reportKey(id), answer),
  });
};

export const useAddEntry = (id: number) =>
  useReportChange(id, (body: HandoverEntryBody) =>
    postJson<HandoverReportResponse>(path(HANDOVER_API.entries, id), body),
  );

export const useRemoveEntry = (id: number) =>
  useReportChange(id, (entry: number) =>
    request<HandoverReportResponse>(path(HANDOVER_API.entry, id, entry), { method: 'DELETE' }),
  );

/** One photo of an entry, with when the phone says it was taken. */
export const useAddPhoto = (id: number) =>
  useReportChange(id, ({ entry, file }: { entry: number; file: File }) => {
    const form = new FormData();
    if (file.lastModified > 0) form.append('taken_at', new Date(file.lastModified).toISOString());
    form.append('file', file);
    return request<HandoverReportResponse>(path(HANDOVER_API.photos, id, entry), {
      method: 'POST',
      body: form,
    });
  });

export const useConfirmStart = (id: number) =>
  useMutation({
    mutationFn: () => postJson<ConfirmStartResponse>(path(HANDOVER_API.confirmStart, id), {}),
  });

export const useConfirm = (id: number) =>
  useReportChange(id, (body: ConfirmBody) =>
    postJson<HandoverReportResponse>(path(HANDOVER_API.confirm, id), body),
  );

export const handoverPdfUrl = (id: number, language: AgreementLanguageCode) =>
  apiUrl(path(HANDOVER_API.pdf, id), { language });

/**
 * A month's rent receipt (docs/product/deals.md#rent-receipts): the PDF's bytes, or the server's
 * refusal (a missing PAN names `pan`) as the other calls give it.
 */
export const useRentReceipt = (id: number) =>
  useMutation({
    mutationFn: async (body: RentReceiptBody) => {
      const res = await fetch(apiUrl(HANDOVER_API.rentReceipt.replace(':id', String(id))), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => {
        throw new ApiError(0, 'Network Error');
      });
      if (!res.ok) {
        const answer = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new ApiError(
          res.status,
          answer?.message ?? `Request failed with status code ${res.status}`,
          answer,
        );
      }
      return res.blob();
    },
  });
