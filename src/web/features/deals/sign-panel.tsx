// Signing the agreement (docs/product/deals.md#signing): who signed and when, and for the reader
// who has not, "Sign with a code": the code goes to a contact they proved (the answer names it,
// masked), they type it, and the signature records the version they read. A refusal names the
// code, or what to prove first.
import { CircleCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import { formatTimeOfDay } from '../../../shared/format-short.ts';
import type { Agreement, Deal } from '../../../shared/schemas/deals.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useSign, useSignStart } from '../../api/deal/agreement.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Refusal } from '../../ui/refusal.tsx';

function CodeForm({ deal, version }: { deal: Deal; version: number }) {
  const { t } = useTranslation();
  const start = useSignStart(deal.id);
  const sign = useSign(deal.id);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [refusal, setRefusal] = useState('');
  const sent = start.data;

  const send = () => {
    setRefusal('');
    start.mutate({}, { onError: (error) => setRefusal(messageOf(error)) });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal('');
    setCodeError('');
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError('Please enter the 6-digit code');
      return;
    }
    sign.mutate(
      { code: code.trim(), version },
      {
        onSuccess: () => toast.success(t('deals.signedToast')),
        onError: (error) => {
          const onCode =
            error instanceof ApiError ? error.errors?.find((e) => e.field === 'code') : undefined;
          if (onCode) setCodeError(onCode.message);
          else setRefusal(messageOf(error));
        },
      },
    );
  };

  if (!sent) {
    return (
      <div className="mt-3 flex flex-col gap-3">
        <Refusal text={refusal} />
        <Button size="lg" isLoading={start.isPending} loadingLabel={t('deals.sendingCode')} onClick={send}>
          {t('deals.signWithCode')}
        </Button>
      </div>
    );
  }
  if (sent.esign_url) {
    return (
      <a href={sent.esign_url} className={`${buttonClass('primary', 'lg')} mt-3 w-full`}>
        {t('deals.signWithProvider')}
      </a>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
      <p role="status" className="text-slate-800">
        {t('deals.codeSent', { to: sent.sent_to })}
      </p>
      <Field label={t('deals.code')} error={codeError}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <Refusal text={refusal} />
      <div className="flex gap-2">
        <Button
          type="submit"
          size="lg"
          className="flex-1"
          isLoading={sign.isPending}
          loadingLabel={t('deals.signing')}
        >
          {t('deals.sign')}
        </Button>
        <Button variant="ghost" isLoading={start.isPending} onClick={send}>
          {t('deals.sendAgain')}
        </Button>
      </div>
    </form>
  );
}

export function SignPanel({ deal, agreement }: { deal: Deal; agreement: Agreement }) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = (value: string) => `${format.longDate(value)}, ${formatTimeOfDay(value, format.locale)}`;
  const mine = agreement.signatures.some((s) => s.role === deal.role);
  return (
    <section aria-labelledby="signatures" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="signatures" className="text-lg font-semibold text-slate-900">
        {t('deals.signatures')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {(['owner', 'tenant'] as const).map((role) => {
          const signature = agreement.signatures.find((s) => s.role === role);
          return (
            <li key={role} className="flex items-start gap-2">
              {signature ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              ) : (
                <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
              )}
              <span className="text-slate-800">
                {signature
                  ? t('deals.signedBy', {
                      role: t(`deals.role.${role}`),
                      name: signature.name,
                      when: when(signature.signed_at),
                      via: signature.via,
                    })
                  : t('deals.notSigned', { role: t(`deals.role.${role}`) })}
              </span>
            </li>
          );
        })}
      </ul>
      {agreement.signed ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
          {t('deals.bothSigned')}
        </p>
      ) : (
        !mine && deal.can.sign && <CodeForm deal={deal} version={agreement.version} />
      )}
    </section>
  );
}
