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

/**
 * A fresh token for the contact form's bot check, fetched when the form is shown: the
 * server refuses a message sent within seconds of it.
 */
export const useContactFormToken = () =>
  useQuery({
    queryKey: ['contact-form-token'],
    queryFn: getSupport,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    select: (d) => d.form_token,
  });
