// The frame of the FAQ, terms, privacy, refund and about pages, and the plan's figures
// in words. Every price, plan length and limit on these pages comes from the plan the
// server sells (usePlan), so the site can never state two prices (docs/decisions/0009-one-price-setting.md).
// The words around the figures and the dates follow the reader's language.

import { useSupportEmail } from '../../api/contact/get-support.ts';
import { usePlan } from '../../api/payments/get-plan.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export type PlanWords = {
  name: string;
  price: string;
  days: string;
  passes: string;
  window: string;
  dailyCap: string;
  minAge: string;
};

/** The plan in words; a short dash while it loads, never an invented figure. */
export const usePlanWords = (): PlanWords => {
  const { data: plan } = usePlan();
  const { t } = useTranslation();
  const format = useFormat();
  if (!plan) {
    const dash = '–';
    return { name: dash, price: dash, days: dash, passes: dash, window: dash, dailyCap: dash, minAge: dash };
  }
  return {
    name: `'${plan.name}'`,
    price: format.rupees(plan.price_inr),
    days: t('policy.days', { count: plan.days }),
    passes: t('policy.passes', { count: plan.max_passes_per_window }),
    window: t('policy.days', { count: plan.window_days }),
    dailyCap: String(plan.daily_contact_cap),
    minAge: String(plan.min_age),
  };
};

/** The configured support address as a mailto link. */
export function SupportEmail() {
  const email = useSupportEmail();
  const { t } = useTranslation();
  if (!email.data) return <span>{t('policy.supportEmail')}</span>;
  return (
    <a href={`mailto:${email.data}`} className="font-medium text-brand-700 underline">
      {email.data}
    </a>
  );
}

/** `effective` is a day (YYYY-MM-DD), written the way the reader's language writes dates. */
export function PolicyPage(props: { title: string; effective?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 leading-relaxed text-slate-800 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{props.title}</h1>
      {props.effective ? (
        <p className="mt-1 text-sm text-slate-600">
          {t('policy.effective', { date: format.longDate(props.effective) })}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-6">{props.children}</div>
    </article>
  );
}

export function PolicySection(props: { heading: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{props.heading}</h2>
      {props.children}
    </section>
  );
}

export const listClass = 'list-disc space-y-1 pl-6';
export const linkClass = 'font-medium text-brand-700 underline';
