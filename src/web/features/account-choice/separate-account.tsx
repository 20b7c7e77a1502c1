// Starting a separate account knowingly: what it means for the accounts above (they lose the
// number, or the email), the privacy consent, and the button.
import { useState } from 'react';
import { Link } from 'react-router';
import { useStartSeparateAccount } from '../../api/user/account-choice.ts';
import { authLinkClass } from '../../components/auth-panel.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import type { ChoiceProps } from './choice-props.ts';
import { fieldErrorOf, reportChoiceError } from './report-choice-error.ts';

export function SeparateAccount(props: ChoiceProps & { isConsentGiven: boolean }) {
  const { t } = useTranslation();
  const separate = useStartSeparateAccount();
  const [consent, setConsent] = useState(props.isConsentGiven);
  const [error, setError] = useState<unknown>(null);
  const isLogin = props.choice.purpose === 'login';

  const onStart = () =>
    separate.mutate(
      { token: props.choice.token, consent },
      {
        onSuccess: props.onDone,
        onError: (e) => {
          setError(e);
          reportChoiceError(e);
        },
      },
    );

  return (
    <section
      aria-labelledby="choice-separate"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="choice-separate" className="font-semibold text-slate-900">
        {t('auth.choice.separateTitle')}
      </h3>
      <p className="text-sm text-slate-700">
        {isLogin ? t('auth.choice.separateLogin') : t('auth.choice.separateReset')}{' '}
        <Link to={paths.privacy()} className={authLinkClass}>
          {t('nav.privacy')}
        </Link>{' '}
        {t('auth.choice.privacyAfter')}
      </p>
      <Checkbox
        label={t('auth.signup.consent')}
        checked={consent}
        onChange={(event) => {
          setConsent(event.target.checked);
          setError(null);
        }}
        error={fieldErrorOf(error, 'consent')}
      />
      <Button
        variant="secondary"
        isLoading={separate.isPending}
        loadingLabel={t('auth.choice.starting')}
        onClick={onStart}
      >
        {t('auth.choice.separateButton')}
      </Button>
    </section>
  );
}
