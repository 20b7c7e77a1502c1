// The terms of an offer or a counter (docs/product/deals.md#terms): rent, deposit, maintenance,
// move-in date, term, lock-in, notice, the day rent is due, the days to refund the deposit and the
// house rules, one a line. Checked with the shared schema before sending; a refusal from either
// names its field under the control.
import { useState } from 'react';
import { todayInIndia } from '../../../shared/format.ts';
import type { DealTerms } from '../../../shared/schemas/deal-card.ts';
import { type DealTermsBody, DealTermsBodySchema } from '../../../shared/schemas/deals.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Textarea } from '../../ui/textarea.tsx';

type Values = Record<Exclude<keyof DealTerms, 'house_rules' | 'move_in'>, string> & {
  move_in: string;
  house_rules: string;
};
type TermsErrors = Partial<Record<keyof DealTerms, string>>;

const NUMBER_FIELDS = [
  'rent',
  'deposit',
  'maintenance',
  'term_months',
  'lock_in_months',
  'notice_months',
  'rent_due_day',
  'deposit_refund_days',
] as const;

const valuesOf = (terms: DealTerms): Values => ({
  ...(Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(terms[f])])) as Record<
    (typeof NUMBER_FIELDS)[number],
    string
  >),
  move_in: terms.move_in,
  house_rules: terms.house_rules.join('\n'),
});

const bodyOf = (values: Values) => ({
  ...values,
  house_rules: values.house_rules
    .split('\n')
    .map((rule) => rule.trim())
    .filter(Boolean),
});

/** The server's refusal, each message on its field (`house_rules.2` on the rules). */
const errorsOfRefusal = (error: unknown): TermsErrors => {
  const named: TermsErrors = {};
  if (!(error instanceof ApiError)) return named;
  for (const entry of error.errors ?? []) {
    const field = entry.field.split('.')[0] as keyof DealTerms;
    named[field] ??= entry.message;
  }
  return named;
};

export function TermsForm(props: {
  initial: DealTerms;
  submitLabel: string;
  loadingLabel: string;
  isPending: boolean;
  onSubmit: (body: DealTermsBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(props.initial));
  const [errors, setErrors] = useState<TermsErrors>({});
  const [refusal, setRefusal] = useState('');
  const today = todayInIndia();
  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A field changed is judged again on the next send.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal('');
    const parsed = DealTermsBodySchema.safeParse(bodyOf(values));
    if (!parsed.success) {
      const named: TermsErrors = {};
      for (const issue of parsed.error.issues) named[issue.path[0] as keyof DealTerms] ??= issue.message;
      setErrors(named);
      return;
    }
    setErrors({});
    try {
      // The figures as numbers, as the schema reads them.
      await props.onSubmit(parsed.data);
    } catch (error) {
      const named = errorsOfRefusal(error);
      setErrors(named);
      if (Object.keys(named).length === 0) setRefusal(messageOf(error));
    }
  };

  const number = (field: (typeof NUMBER_FIELDS)[number], hint?: string) => (
    <Field label={t(`deals.field.${field}`)} error={errors[field]} hint={hint}>
      <Input
        name={field}
        inputMode="numeric"
        value={values[field]}
        onChange={(e) => set(field)(e.target.value.replace(/[^\d]/g, ''))}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        {number('rent')}
        {number('deposit')}
        {number('maintenance')}
        {number('rent_due_day', t('deals.field.rentDueHint'))}
      </div>
      <DateField
        label={t('deals.field.move_in')}
        name="move_in"
        value={values.move_in}
        onChange={set('move_in')}
        min={today < values.move_in || !values.move_in ? today : values.move_in}
        max={`${Number(today.slice(0, 4)) + 1}-12-31`}
        error={errors.move_in}
      />
      <div className="grid grid-cols-3 gap-3">
        {number('term_months')}
        {number('lock_in_months')}
        {number('notice_months')}
      </div>
      {number('deposit_refund_days')}
      <Field
        label={t('deals.field.house_rules')}
        error={errors.house_rules}
        hint={t('deals.field.rulesHint')}
      >
        <Textarea
          name="house_rules"
          rows={3}
          value={values.house_rules}
          onChange={(e) => set('house_rules')(e.target.value)}
        />
      </Field>
      <Refusal text={refusal} />
      <Button type="submit" size="lg" isLoading={props.isPending} loadingLabel={props.loadingLabel}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
