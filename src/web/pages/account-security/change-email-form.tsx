// Starts an email change: the new address and a fresh proof; the new address gets a code.
import { useState } from 'react';
import type { ContactsResponse } from '../../../shared/schemas/auth.ts';
import { useChangeEmail } from '../../api/user/change-email.ts';
import { authInputClass, authLabelClass, SubmitButton, serverMessage } from '../../components/auth-panel.tsx';
import { toast } from '../../toast.ts';
import { type Proof, ProofFields } from './proof-fields.tsx';

export function ChangeEmailForm(props: { verification: ContactsResponse }) {
  const changeEmail = useChangeEmail();
  const [email, setEmail] = useState('');
  const [proof, setProof] = useState<Proof>({});
  const v = props.verification;

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        changeEmail.mutate(
          { email, ...proof },
          {
            onSuccess: (res) => toast.success(res.message),
            onError: (error) => toast.error(serverMessage(error)),
          },
        );
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="change-email-new" className={authLabelClass}>
          New email
        </label>
        <input
          id="change-email-new"
          type="email"
          autoComplete="email"
          className={authInputClass}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <ProofFields
        hasPassword={v.has_password}
        hasVerifiedMobile={v.mobile_verified}
        value={proof}
        onChange={setProof}
      />
      <SubmitButton
        label="Send code to new email"
        pending={changeEmail.isPending}
        pendingLabel="Sending the code"
      />
    </form>
  );
}
