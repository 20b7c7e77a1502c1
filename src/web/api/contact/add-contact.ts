import { useMutation } from '@tanstack/react-query';
import { API } from '../../../shared/api.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import type { ContactInput } from '../../../shared/schemas/contact.ts';
import { postJson } from '../client.ts';

export const addContact = (input: ContactInput) =>
  postJson<Partial<MessageResponse>>(API.contact.addContact, input);

export const useAddContact = () => useMutation({ mutationFn: addContact });
