// A month's rent receipt on "Your home" (docs/product/deals.md#rent-receipts): the month and the
// day paid, and the owner's PAN when the year's rent passes ₹1,00,000; the PDF downloads. A
// refusal is named under its field.
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import type { Deal } from '../../../shared/schemas/deals.ts';
import { PAN_RENT_THRESHOLD } from '../../../shared/schemas/rent-receipt.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useRentReceipt } from '../../api/deal/handover.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Refusal } from '../../ui/refusal.tsx';

const download = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export function RentReceiptForm({ deal }: { deal: Deal }) {
  const { t, language } = useTranslation();
  const receipt = useRentReceipt(deal.id);
  const rent = (deal.accepted_terms ?? deal.terms).rent;
  const needsPan = rent * 12 > PAN_RENT_THRESHOLD;
  const [month, setMonth] = useState('');
  const [paidOn, setPaidOn] = useState('');
  const [pan, setPan] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal('');
    receipt.mutate(
      {
        month,
        paid_on: paidOn,
        ...(pan.trim() ? { pan: pan.trim() } : {}),
        language: language === 'hi' ? 'hi' : 'en',
      },
      {
        onSuccess: (blob) => download(blob, `rent-receipt-${month}.pdf`),
        onError: (error) => {
          const named = error instanceof ApiError ? (error.errors ?? []) : [];
          if (named.length > 0) setErrors(Object.fromEntries(named.map((e) => [e.field, e.message])));
          else setRefusal(messageOf(error));
        },
      },
    );
  };
  return (
    <section aria-labelledby="rent-receipt" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="rent-receipt" className="text-lg font-semibold text-slate-900">
        {t('handover.receipt.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('handover.receipt.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-2">
          <Field label={t('handover.receipt.month')} error={errors.month}>
            <Input name="month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          </Field>
          <Field label={t('handover.receipt.paidOn')} error={errors.paid_on}>
            <Input name="paid_on" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
          </Field>
        </div>
        {(needsPan || errors.pan) && (
          <Field label={t('handover.receipt.pan')} hint={t('handover.receipt.panHint')} error={errors.pan}>
            <Input
              name="pan"
              autoCapitalize="characters"
              maxLength={10}
              value={pan}
              onChange={(e) => setPan(e.target.value.toUpperCase())}
            />
          </Field>
        )}
        <Refusal text={refusal} />
        <Button type="submit" variant="secondary" isLoading={receipt.isPending}>
          <FileDown aria-hidden="true" className="h-5 w-5" />
          {t('handover.receipt.download')}
        </Button>
      </form>
    </section>
  );
}
