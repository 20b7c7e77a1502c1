// The choice after a code proved a contact other accounts claim: a code to the chosen
// account's email, joining it, or starting a separate account
// (docs/decisions/0091-a-claimed-contact-is-a-choice.md). A call that logs in makes the
// person the stored user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import type {
  ChoiceCodeBody,
  ChoiceJoinBody,
  ChoiceSeparateBody,
  LoginAnswer,
} from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { postJson } from '../client.ts';
import { onLoginAnswer } from './login-verify.ts';

export const sendChoiceCode = (body: ChoiceCodeBody) =>
  postJson<MessageResponse>(ACCOUNT_API.accountChoiceSendCode, body);

export const joinChosenAccount = (body: ChoiceJoinBody) =>
  postJson<LoginAnswer>(ACCOUNT_API.accountChoiceJoin, body);

export const startSeparateAccount = (body: ChoiceSeparateBody) =>
  postJson<LoginAnswer>(ACCOUNT_API.accountChoiceSeparate, body);

export const useSendChoiceCode = () => useMutation({ mutationFn: sendChoiceCode });

export const useJoinChosenAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinChosenAccount, onSuccess: (res) => onLoginAnswer(queryClient, res) });
};

export const useStartSeparateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSeparateAccount,
    onSuccess: (res) => onLoginAnswer(queryClient, res),
  });
};
