// A sensitive change (email, password): the fresh proof first, then the change's own
// fields, then one submit button. The form checks the shared schema before sending,
// the server's errors land on their fields, and a success is a toast (and, when
// asked, an empty form again).
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { ContactsResponse } from '../../../shared/schemas/auth.ts';
import type { MessageResponse } from '../../../shared/schemas/common.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { reportServerError } from '../../ui/server-errors.ts';
import { ProofFields } from './proof-fields.tsx';

export function ProofForm<Input extends FieldValues, Output extends FieldValues>(props: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  mutation: UseMutationResult<MessageResponse, Error, Output>;
  isResetOnSuccess?: boolean;
  verification: ContactsResponse;
  submitLabel: string;
  submittingLabel: string;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaultValues,
  });
  const onSubmit = form.handleSubmit((body) =>
    props.mutation.mutate(body, {
      onSuccess: (res) => {
        toast.success(res.message);
        if (props.isResetOnSuccess) form.reset(props.defaultValues);
      },
      onError: (error) => reportServerError(error, form),
    }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate className="flex flex-col gap-3" onSubmit={onSubmit}>
        <ProofFields
          hasPassword={props.verification.has_password}
          hasVerifiedMobile={props.verification.mobile_verified}
        />
        {props.children(form)}
        <Button
          type="submit"
          className="w-full"
          isLoading={props.mutation.isPending}
          loadingLabel={props.submittingLabel}
        >
          {props.submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
