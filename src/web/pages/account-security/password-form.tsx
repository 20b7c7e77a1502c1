// Sets or changes the password with a fresh proof; every other session ends.
import { useState } from 'react';
import type { ContactsResponse } from '../../../shared/schemas/auth.ts';
import { useSetPassword } from '../../api/user/set-password.ts';
import { authInputClass, authLabelClass, SubmitButton, serverMessage } from '../../components/auth-panel.tsx';
import { toast } from '../../toast.ts';
import { PasswordInput } from '../../ui/password-input.tsx';
import { type Proof, ProofFields } from './proof-fields.tsx';

export function PasswordForm(props: { verification: ContactsResponse }) {
  const setPassword = useSetPassword();
  const [password, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [proof, setProof] = useState<Proof>({});
  const v = props.verification;

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setPassword.mutate(
          { new_password: password, confirm_password: confirm, ...proof },
          {
            onSuccess: (res) => {
              toast.success(res.message);
              setNewPassword('');
              setConfirm('');
              setProof({});
            },
            onError: (error) => toast.error(serverMessage(error)),
          },
        );
      }}
    >
      <ProofFields
        hasPassword={v.has_password}
        hasVerifiedMobile={v.mobile_verified}
        value={proof}
        onChange={setProof}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="password-new" className={authLabelClass}>
          New password
        </label>
        <PasswordInput
          id="password-new"
          autoComplete="new-password"
          className={authInputClass}
          value={password}
          onChange={(e) => setNewPassword(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="password-confirm" className={authLabelClass}>
          Confirm new password
        </label>
        <PasswordInput
          id="password-confirm"
          autoComplete="new-password"
          className={authInputClass}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      <SubmitButton
        label={v.has_password ? 'Change password' : 'Set password'}
        pending={setPassword.isPending}
        pendingLabel="Saving the password"
      />
    </form>
  );
}
