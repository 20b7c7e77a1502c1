// One account of the choice: who it is (masked email, initial, the day it was created) and
// how to join it: that account's password, a code sent to its email, or, after a reset code
// that already proved the email, nothing more than saying it is yours.
import { useState } from 'react';
import type { ChoiceAccount } from '../../../shared/schemas/auth.ts';
import { useJoinChosenAccount } from '../../api/user/account-choice.ts';
import { PasswordField } from '../../components/account-fields.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import type { ChoiceProps } from './choice-props.ts';
import { JoinByCode } from './join-by-code.tsx';
import { fieldErrorOf, reportChoiceError } from './report-choice-error.ts';

export function JoinAccountCard(props: ChoiceProps & { account: ChoiceAccount }) {
  const { t } = useTranslation();
  const { longDate } = useFormat();
  const join = useJoinChosenAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const { account, choice } = props;
  const titleId = `choice-account-${account.account}`;
  const send = (proof: { password?: string; otp?: string }) =>
    join.mutateAsync({ token: choice.token, account: account.account, ...proof }).then(props.onDone, (e) => {
      setError(e);
      reportChoiceError(e);
      throw e;
    });
  const isPasswordJoin = account.join_with.includes('password');

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h3 id={titleId} className="font-semibold text-slate-900">
          {account.email ?? t('auth.choice.noEmail')}
        </h3>
        <p className="text-sm text-slate-700">
          {[
            account.name,
            t('auth.choice.created', { date: longDate(account.created_on) }),
            account.account === 1 && choice.accounts.length > 1 ? t('auth.choice.oldest') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {account.join_with.length === 0 && (
        <Button
          isLoading={join.isPending}
          loadingLabel={t('auth.choice.joining')}
          onClick={() => send({}).catch(() => {})}
        >
          {t('auth.choice.thisIsMine')}
        </Button>
      )}
      {isPasswordJoin && (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send({ password }).catch(() => {});
          }}
        >
          <PasswordField
            label={t('auth.choice.joinByPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
            error={fieldErrorOf(error, 'password')}
          />
          <Button type="submit" isLoading={join.isPending} loadingLabel={t('auth.choice.joining')}>
            {t('auth.choice.join')}
          </Button>
        </form>
      )}
      {account.join_with.includes('email_code') && (
        <JoinByCode
          choice={choice}
          account={account}
          isPending={join.isPending}
          error={fieldErrorOf(error, 'otp')}
          onJoin={(otp) => send({ otp })}
        />
      )}
    </section>
  );
}
