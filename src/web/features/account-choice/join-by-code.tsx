// Joining an account by a code sent to its email: "Send a code to r•••@gmail.com", then the
// code and "Join with the code". Sending again waits for the server's cooldown like any code.
import { useState } from 'react';
import type { AccountChoice, ChoiceAccount } from '../../../shared/schemas/auth.ts';
import { useSendChoiceCode } from '../../api/user/account-choice.ts';
import { OtpField } from '../../components/account-fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { reportChoiceError } from './report-choice-error.ts';

export function JoinByCode(props: {
  choice: AccountChoice;
  account: ChoiceAccount;
  isPending: boolean;
  error: string | undefined;
  onJoin: (otp: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const sendCode = useSendChoiceCode();
  const [isSent, setIsSent] = useState(false);
  const [otp, setOtp] = useState('');
  const email = props.account.email ?? '';

  const onSend = () =>
    sendCode.mutate(
      { token: props.choice.token, account: props.account.account },
      {
        onSuccess: (res) => {
          setIsSent(true);
          toast.success(res.message);
        },
        onError: reportChoiceError,
      },
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-3 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void props.onJoin(otp.trim()).catch(() => {});
      }}
    >
      <Button
        variant="secondary"
        isLoading={sendCode.isPending}
        loadingLabel={t('security.sending')}
        onClick={onSend}
      >
        {isSent ? t('auth.choice.sendCodeAgain', { email }) : t('auth.choice.sendCode', { email })}
      </Button>
      {isSent && (
        <>
          <OtpField
            label={t('auth.choice.emailCode')}
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            error={props.error}
          />
          <Button
            type="submit"
            isLoading={props.isPending}
            loadingLabel={t('auth.choice.joining')}
            disabled={otp.trim().length === 0}
          >
            {t('auth.choice.joinWithCode')}
          </Button>
        </>
      )}
    </form>
  );
}
