// Checking a signed agreement (docs/product/deals.md#verify), open to anyone: the SHA-256 printed
// on the agreement's audit page in, "Signed by … on …" out, or that no signed agreement has it.
// Nothing else about the deal is disclosed. An address with ?sha256= (the one the PDF prints) is
// checked as it opens.
import { CircleCheck, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatTimeOfDay } from '../../../shared/format-short.ts';
import { VerifyQuerySchema, type VerifyResponse } from '../../../shared/schemas/deals.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useVerifyAgreement } from '../../api/deal/verify.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Refusal } from '../../ui/refusal.tsx';

function Result({ answer }: { answer: VerifyResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!answer.signed) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-950">
        <SearchX aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {t('verify.notFound')}
      </p>
    );
  }
  return (
    <div role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-950">
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t('verify.signed')}
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {answer.signatures.map((signature) => (
          <li key={`${signature.role}-${signature.signed_at}`}>
            {t('verify.signedBy', {
              name: signature.name,
              role: t(`deals.role.${signature.role}`),
              date: format.longDate(signature.signed_at),
              time: formatTimeOfDay(signature.signed_at, format.locale),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function AgreementVerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [hash, setHash] = useState(params.get('sha256') ?? '');
  const [error, setError] = useState('');
  const verify = useVerifyAgreement();

  const check = (value: string) => {
    const parsed = VerifyQuerySchema.safeParse({ sha256: value });
    verify.reset();
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    verify.mutate(parsed.data.sha256, {
      onError: (refusal) => {
        const onHash =
          refusal instanceof ApiError ? refusal.errors?.find((e) => e.field === 'sha256') : undefined;
        if (onHash) setError(onHash.message);
      },
    });
  };

  // The address the PDF prints carries the hash: it is checked as the page opens.
  const checkedOnOpen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (checkedOnOpen.current || !params.get('sha256')) return;
    checkedOnOpen.current = true;
    check(params.get('sha256') ?? '');
  }, []);

  const refused = verify.isError && !error ? messageOf(verify.error) : '';
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('verify.title')}</h1>
      <p className="text-slate-700">{t('verify.intro')}</p>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          check(hash);
        }}
      >
        <Field label={t('verify.hash')} hint={t('verify.hashHint')} error={error}>
          <Input
            name="sha256"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono text-sm"
            value={hash}
            onChange={(e) => setHash(e.target.value)}
          />
        </Field>
        <Refusal text={refused} />
        <Button type="submit" size="lg" isLoading={verify.isPending} loadingLabel={t('verify.checking')}>
          {t('verify.check')}
        </Button>
      </form>
      {verify.data && <Result answer={verify.data} />}
      <p className="text-sm text-slate-600">{t('verify.discloses')}</p>
    </section>
  );
}
