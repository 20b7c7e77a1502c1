import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import type { ReportListingInput } from '../../../shared/schemas/trust.ts';
import { postJson } from '../client.ts';

export const reportListing = (input: ReportListingInput) =>
  postJson<MessageResponse>(API.listing.reportListing, input);

export const useReportListing = () => useMutation({ mutationFn: reportListing });
