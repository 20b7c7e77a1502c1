import { useQuery } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { SupportContactResponse } from '../../../shared/schemas/contact.ts';
import { getJson } from '../client.ts';

export const supportQueryKey = ['support-contact'] as const;

export const getSupport = () => getJson<SupportContactResponse>(API.contact.getSupport);

/** The support and grievance email, as the server is configured. */
export const useSupportEmail = () =>
  useQuery({
    queryKey: supportQueryKey,
    queryFn: getSupport,
    staleTime: Number.POSITIVE_INFINITY,
    select: (d) => d.email,
  });
