// The pass on the profile: active until a date, or the plan and a way to buy it,
// with the payment history underneath.
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { usePassCredits } from '../../api/payments/get-pass-credits.ts';
import { usePaymentHistory } from '../../api/payments/get-payment-history.ts';
import { usePlan } from '../../api/payments/get-plan.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasActivePass, useCurrentUser } from '../../state/session.ts';
import { PassBenefits } from './pass-benefits.tsx';
import { PaymentHistoryList } from './payment-history-list.tsx';
import { SubscribeDialog } from './subscribe-dialog.tsx';

/** The pass on the profile: active until a date, or the plan and a way to buy it. */
export function SubscriptionCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useCurrentUser();
  const plan = usePlan();
  const history = usePaymentHistory(Boolean(user));
  const credits = usePassCredits(Boolean(user));
  const [isBuying, setBuying] = useState(false);
  if (!user) return null;
  const isActive = hasActivePass(user);

  return (
    <section
      aria-labelledby="pass-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="pass-heading" className="text-lg font-semibold text-slate-900">
        {t('pass.yourPass')}
      </h2>
      {isActive && user.subscription_upto ? (
        <p className="flex items-center gap-2 text-slate-900">
          <BadgeCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
          <span>
            {t('pass.activeBefore')}
            <strong>{format.longDate(user.subscription_upto)}</strong>
            {t('pass.activeAfter')}
          </span>
        </p>
      ) : (
        <>
          <p className="text-slate-700">
            {user.subscription_upto
              ? t('pass.lastEnded', { date: format.longDate(user.subscription_upto) })
              : t('pass.noPass')}
          </p>
          {plan.data && <PassBenefits plan={plan.data} />}
          <button
            type="button"
            onClick={() => setBuying(true)}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-accent-500 px-5 text-lg font-semibold text-slate-950 hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:self-start"
          >
            {t('pass.buy')}
          </button>
        </>
      )}
      {credits.data && credits.data.credits.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{t('pass.deadLeads')}</h3>
          <p className="text-sm text-slate-600">
            {t('pass.extraDaysUsed', {
              used: credits.data.days_this_pass,
              max: credits.data.max_days_per_pass,
            })}
          </p>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
            {credits.data.credits.map((credit) => (
              <li key={credit.listing_id}>
                {credit.days > 0
                  ? t('pass.creditWithDays', {
                      title: credit.title,
                      days: credit.days,
                      date: format.longDate(credit.created_at),
                    })
                  : t('pass.credit', { title: credit.title, date: format.longDate(credit.created_at) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-semibold text-slate-900">{t('pass.history')}</h3>
        {history.isPending ? (
          <p className="text-sm text-slate-600">{t('pass.loadingPayments')}</p>
        ) : history.isError ? (
          <p className="text-sm text-slate-600">{t('pass.paymentsFailed')}</p>
        ) : (
          <PaymentHistoryList payments={history.data} />
        )}
      </div>
      {isBuying && <SubscribeDialog onClose={() => setBuying(false)} onPaid={() => setBuying(false)} />}
    </section>
  );
}
