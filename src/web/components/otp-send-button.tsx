// 'Send OTP', then 'Resend OTP' once a code went out; while the server's resend
// cooldown runs the button is disabled and counts down ("Resend OTP in 27 s").
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../shared/constants.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { useCountdown } from './use-countdown.ts';

export function OtpSendButton(props: {
  isSent: boolean;
  isPending: boolean;
  /** Sends the code; resolves true when it went out. */
  onSend: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const wait = countdown.secondsLeft;
  const onClick = async () => {
    if (await props.onSend()) countdown.start(OTP_RESEND_COOLDOWN_SECONDS);
  };
  return (
    <Button
      className="w-full"
      isLoading={props.isPending}
      loadingLabel={t('auth.sendingOtp')}
      disabled={wait > 0}
      onClick={() => void onClick()}
    >
      {!props.isSent
        ? t('auth.sendOtp')
        : wait > 0
          ? t('auth.resendIn', { seconds: wait })
          : t('auth.resendOtp')}
    </Button>
  );
}
