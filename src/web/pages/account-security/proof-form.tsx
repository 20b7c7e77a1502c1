// A sensitive change (email, password): the fresh proof first, then the change's own
// fields, then one submit button. The form is the caller's, so its schema checks the
// fields and the server's errors land on them.
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import type { ContactsResponse } from '../../../shared/schemas/auth.ts';
import { Button } from '../../ui/button.tsx';
import { ProofFields } from './proof-fields.tsx';

export function ProofForm<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, FieldValues>;
  verification: ContactsResponse;
  onSubmit: () => void;
  submitLabel: string;
  isSubmitting: boolean;
  submittingLabel: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...props.form}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <ProofFields
          hasPassword={props.verification.has_password}
          hasVerifiedMobile={props.verification.mobile_verified}
        />
        {props.children}
        <Button
          type="submit"
          className="w-full"
          isLoading={props.isSubmitting}
          loadingLabel={props.submittingLabel}
        >
          {props.submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
