// The frame of the FAQ, terms, privacy, refund and about pages, and the plan's figures
// in words. Every price, plan length and limit on these pages comes from the plan the
// server sells (usePlan), so the site can never state two prices (docs/decisions/0009-one-price-setting.md).
// The words around the figures and the dates follow the reader's language.
import { formatRupees } from '../../../shared/format.ts';
import { useSupportEmail } from '../../api/contact/get-support.ts';
import { usePlan } from '../../api/payments/get-plan.ts';
import { useLanguage } from '../../i18n/use-language.ts';

export type PlanWords = {
  name: string;
  price: string;
  days: string;
  passes: string;
  window: string;
  dailyCap: string;
  minAge: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// Hindi counts days and passes with the same word for one and many.
const UNITS: Record<'en' | 'hi', Record<'day' | 'pass', [one: string, many: string]>> = {
  en: { day: ['day', 'days'], pass: ['pass', 'passes'] },
  hi: { day: ['दिन', 'दिन'], pass: ['पास', 'पास'] },
};

/** The plan in words; a short dash while it loads, never an invented figure. */
export const usePlanWords = (): PlanWords => {
  const { data: plan } = usePlan();
  const units = UNITS[useLanguage()];
  if (!plan) {
    const dash = '–';
    return { name: dash, price: dash, days: dash, passes: dash, window: dash, dailyCap: dash, minAge: dash };
  }
  return {
    name: `'${plan.name}'`,
    price: formatRupees(plan.price_inr),
    days: plural(plan.days, ...units.day),
    passes: plural(plan.max_passes_per_window, ...units.pass),
    window: plural(plan.window_days, ...units.day),
    dailyCap: String(plan.daily_contact_cap),
    minAge: String(plan.min_age),
  };
};

/** The configured support address as a mailto link. */
export function SupportEmail() {
  const email = useSupportEmail();
  const language = useLanguage();
  if (!email.data) return <span>{language === 'hi' ? 'हमारे सहायता ईमेल' : 'our support email'}</span>;
  return (
    <a href={`mailto:${email.data}`} className="font-medium text-brand-700 underline">
      {email.data}
    </a>
  );
}

/** `effective` is a day (YYYY-MM-DD), written the way the reader's language writes dates. */
export function PolicyPage(props: { title: string; effective?: string; children: React.ReactNode }) {
  const language = useLanguage();
  const effective = props.effective
    ? new Date(`${props.effective}T00:00:00Z`).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 leading-relaxed text-slate-800 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{props.title}</h1>
      {effective ? (
        <p className="mt-1 text-sm text-slate-600">
          {language === 'hi' ? `${effective} से लागू` : `Effective from ${effective}`}
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
