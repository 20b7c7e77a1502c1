import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { GetContactsResponse } from '../../../shared/schemas/contact.ts';
import { getJson } from '../client.ts';

export const contactsQueryKey = (page: number) => ['contacts', page] as const;

export const getContacts = (page: number, signal?: AbortSignal) =>
  getJson<GetContactsResponse>(ADMIN_API.getContacts, { page }, signal);

/** Admins only; `enabled` is false for everyone else so no refused call is made. */
export const useContacts = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: contactsQueryKey(page),
    queryFn: ({ signal }) => getContacts(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
