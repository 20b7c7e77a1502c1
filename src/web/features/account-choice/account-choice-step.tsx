// The screen step after a code proved a number (or an email) that other accounts claim
// (docs/decisions/0091-a-claimed-contact-is-a-choice.md): the accounts, oldest first and
// masked, each offering to join it, then starting a separate account knowingly. Shown by the
// WhatsApp login and the password reset in place of their form.
import type { AccountChoice } from '../../../shared/schemas/auth.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import type { ChoiceProps } from './choice-props.ts';
import { JoinAccountCard } from './join-account-card.tsx';
import { SeparateAccount } from './separate-account.tsx';

function useHeading(choice: AccountChoice) {
  const { t } = useTranslation();
  const { longDate } = useFormat();
  const [only] = choice.accounts;
  const count = choice.accounts.length;
  if (choice.purpose === 'reset') {
    return count === 1 ? t('auth.choice.emailOnOneAccount') : t('auth.choice.emailOnAccounts', { count });
  }
  if (count > 1 || !only) return t('auth.choice.numberOnAccounts', { count });
  return only.email
    ? t('auth.choice.numberOnAccountWith', { email: only.email })
    : t('auth.choice.numberOnAccountCreated', { date: longDate(only.created_on) });
}

export function AccountChoiceStep(
  props: ChoiceProps & {
    /** The privacy consent already ticked on the form, carried to a separate account. */
    isConsentGiven?: boolean;
    /** Back to the code step, for an expired choice. */
    onRestart: () => void;
  },
) {
  const { t } = useTranslation();
  const { choice } = props;
  const isLogin = choice.purpose === 'login';
  const heading = useHeading(choice);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
        <p className="text-slate-700">
          {isLogin ? t('auth.choice.introLogin') : t('auth.choice.introReset')}
        </p>
      </div>
      <ul className="flex flex-col gap-4">
        {choice.accounts.map((account) => (
          <li key={account.account}>
            <JoinAccountCard choice={choice} account={account} onDone={props.onDone} />
          </li>
        ))}
      </ul>
      <SeparateAccount choice={choice} onDone={props.onDone} isConsentGiven={props.isConsentGiven ?? false} />
      <Button variant="ghost" onClick={props.onRestart}>
        {t('auth.choice.startAgain')}
      </Button>
    </div>
  );
}
