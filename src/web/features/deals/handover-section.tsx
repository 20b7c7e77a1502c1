// The move-in report on "Your home" (docs/product/deals.md#the-move-in-report): room by room,
// what each side added (condition, meters, keys and items, photos with when they were taken);
// adding a room, with the items a furnished home usually hands over one tap away; confirming with
// a code; once both confirmed, fixed: what is added after is an addendum, confirmed again.
import { Camera, CircleCheck, Clock, FileDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatTimeOfDay } from '../../../shared/format-short.ts';
import type { Deal } from '../../../shared/schemas/deals.ts';
import type { HandoverEntry, HandoverReport } from '../../../shared/schemas/handover.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import {
  handoverPdfUrl,
  useAddEntry,
  useAddPhoto,
  useConfirm,
  useConfirmStart,
  useHandover,
  useRemoveEntry,
} from '../../api/deal/handover.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Textarea } from '../../ui/textarea.tsx';

function useWhen() {
  const format = useFormat();
  return (value: string) => `${format.longDate(value)}, ${formatTimeOfDay(value, format.locale)}`;
}

function Entry({ deal, entry }: { deal: Deal; entry: HandoverEntry }) {
  const { t } = useTranslation();
  const when = useWhen();
  const remove = useRemoveEntry(deal.id);
  const addPhoto = useAddPhoto(deal.id);
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold text-slate-900">{entry.room}</h4>
          <p className="text-sm text-slate-600">{t(`handover.addedBy.${entry.by}`)}</p>
        </div>
        {!entry.fixed && entry.by === deal.role && (
          <Button
            variant="ghost"
            aria-label={t('handover.remove', { room: entry.room })}
            isLoading={remove.isPending}
            onClick={() => remove.mutate(entry.id, { onError: (error) => toast.error(messageOf(error)) })}
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" />
          </Button>
        )}
      </div>
      {entry.condition && <p className="mt-2 text-slate-800">{entry.condition}</p>}
      {entry.meters.length > 0 && (
        <ul className="mt-2 text-slate-800">
          {entry.meters.map((meter) => (
            <li key={`${meter.name}-${meter.reading}`}>
              {t('handover.meterLine', { name: meter.name, reading: meter.reading })}
            </li>
          ))}
        </ul>
      )}
      {entry.items.length > 0 && (
        <ul className="mt-2 text-slate-800">
          {entry.items.map((item) => (
            <li key={item.name}>{t('handover.itemLine', { name: item.name, count: item.count })}</li>
          ))}
        </ul>
      )}
      {entry.photos.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2">
          {entry.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.sm}
                  alt={t('handover.photoOf', { room: entry.room })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </a>
              <p className="text-xs text-slate-600">
                {t('handover.takenAt', { when: when(photo.taken_at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {!entry.fixed && (
        <label className={`${buttonClass('ghost')} mt-2 cursor-pointer`}>
          <Camera aria-hidden="true" className="h-5 w-5" />
          {addPhoto.isPending ? t('handover.addingPhoto') : t('handover.addPhoto')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file)
                addPhoto.mutate(
                  { entry: entry.id, file },
                  { onError: (error) => toast.error(messageOf(error)) },
                );
            }}
          />
        </label>
      )}
    </li>
  );
}

function AddEntry({ deal, report }: { deal: Deal; report: HandoverReport }) {
  const { t } = useTranslation();
  const add = useAddEntry(deal.id);
  const [room, setRoom] = useState('');
  const [condition, setCondition] = useState('');
  const [meter, setMeter] = useState({ name: '', reading: '' });
  const [items, setItems] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal('');
    add.mutate(
      {
        room,
        condition,
        meters: meter.name || meter.reading ? [meter] : [],
        items: Object.entries(items).map(([name, count]) => ({ name, count })),
      },
      {
        onSuccess: () => {
          setRoom('');
          setCondition('');
          setMeter({ name: '', reading: '' });
          setItems({});
        },
        onError: (error) => {
          const named = error instanceof ApiError ? (error.errors ?? []) : [];
          if (named.length > 0)
            setErrors(Object.fromEntries(named.map((e) => [e.field.split('.')[0], e.message])));
          else setRefusal(messageOf(error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">
        {report.settled_rounds > 0 ? t('handover.addAddendum') : t('handover.addRoom')}
      </h3>
      <Field label={t('handover.room')} error={errors.room}>
        <Input name="room" value={room} maxLength={60} onChange={(e) => setRoom(e.target.value)} />
      </Field>
      <Field label={t('handover.condition')} error={errors.condition}>
        <Textarea
          name="condition"
          value={condition}
          maxLength={2000}
          onChange={(e) => setCondition(e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label={t('handover.meterName')} error={errors.meters}>
          <Input
            name="meter"
            value={meter.name}
            onChange={(e) => setMeter({ ...meter, name: e.target.value })}
          />
        </Field>
        <Field label={t('handover.meterReading')}>
          <Input
            name="reading"
            inputMode="decimal"
            value={meter.reading}
            onChange={(e) => setMeter({ ...meter, reading: e.target.value })}
          />
        </Field>
      </div>
      {report.suggested_items.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('handover.itemsHandedOver')}</legend>
          <ul className="mt-2 flex flex-wrap gap-2">
            {report.suggested_items.map((name) => {
              const picked = name in items;
              return (
                <li key={name}>
                  <button
                    type="button"
                    aria-pressed={picked}
                    className={`min-h-11 rounded-full border px-3 ${picked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800'}`}
                    onClick={() =>
                      setItems((now) => {
                        const next = { ...now };
                        if (picked) delete next[name];
                        else next[name] = 1;
                        return next;
                      })
                    }
                  >
                    {name}
                  </button>
                </li>
              );
            })}
          </ul>
          {errors.items && <p className="mt-1 text-sm text-red-700">{errors.items}</p>}
        </fieldset>
      )}
      <Refusal text={refusal} />
      <Button type="submit" isLoading={add.isPending} loadingLabel={t('handover.adding')}>
        {t('handover.add')}
      </Button>
    </form>
  );
}

function ConfirmForm({ deal, round }: { deal: Deal; round: number }) {
  const { t } = useTranslation();
  const start = useConfirmStart(deal.id);
  const confirm = useConfirm(deal.id);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [refusal, setRefusal] = useState('');
  const send = () => {
    setRefusal('');
    start.mutate(undefined, { onError: (error) => setRefusal(messageOf(error)) });
  };
  if (!start.data) {
    return (
      <div className="mt-3 flex flex-col gap-3">
        <Refusal text={refusal} />
        <Button isLoading={start.isPending} loadingLabel={t('deals.sendingCode')} onClick={send}>
          {t('handover.confirmWithCode')}
        </Button>
      </div>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setCodeError('');
    setRefusal('');
    confirm.mutate(
      { code: code.trim(), round },
      {
        onSuccess: () => toast.success(t('handover.confirmedToast')),
        onError: (error) => {
          const onCode =
            error instanceof ApiError ? error.errors?.find((e) => e.field === 'code') : undefined;
          if (onCode) setCodeError(onCode.message);
          else setRefusal(messageOf(error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
      <p role="status" className="text-slate-800">
        {t('deals.codeSent', { to: start.data.sent_to })}
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
        <Button type="submit" className="flex-1" isLoading={confirm.isPending}>
          {t('handover.confirm')}
        </Button>
        <Button variant="ghost" isLoading={start.isPending} onClick={send}>
          {t('deals.sendAgain')}
        </Button>
      </div>
    </form>
  );
}

export function HandoverSection({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const when = useWhen();
  const report = useHandover(deal.id);
  if (report.isPending) return null;
  if (report.isError) {
    return <Refusal text={messageOf(report.error)} />;
  }
  const data = report.data;
  const rounds = [...new Set(data.entries.map((e) => e.round))].sort((a, b) => a - b);
  const openEntries = data.entries.some((e) => e.round === data.open_round);
  return (
    <section aria-labelledby="move-in" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="move-in" className="text-lg font-semibold text-slate-900">
        {t('handover.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('handover.intro')}</p>
      {data.entries.length === 0 && <p className="mt-3 text-slate-700">{t('handover.empty')}</p>}
      {rounds.map((round) => (
        <div key={round} className="mt-4">
          <h3 className="font-semibold text-slate-900">
            {round === 1 ? t('handover.report') : t('handover.addendum', { n: round - 1 })}
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {data.entries
              .filter((e) => e.round === round)
              .map((entry) => (
                <Entry key={entry.id} deal={deal} entry={entry} />
              ))}
          </ul>
          <ul className="mt-2 flex flex-col gap-1">
            {data.confirmations
              .filter((c) => c.round === round)
              .map((c) => (
                <li key={c.role} className="flex items-start gap-2 text-sm text-slate-800">
                  <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-700" />
                  {t('handover.confirmedBy', {
                    role: t(`deals.role.${c.role}`),
                    name: c.name,
                    when: when(c.confirmed_at),
                  })}
                </li>
              ))}
          </ul>
          {round <= data.settled_rounds ? (
            <p role="status" className="mt-2 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
              {t('handover.bothConfirmed')}
            </p>
          ) : (
            <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
              <Clock aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
              {t('handover.waiting')}
            </p>
          )}
        </div>
      ))}
      {data.can.confirm && openEntries && <ConfirmForm deal={deal} round={data.open_round} />}
      {data.can.add && <AddEntry deal={deal} report={data} />}
      <div className="mt-4 flex flex-wrap gap-2">
        {(['en', 'hi'] as const).map((language) => (
          <a key={language} href={handoverPdfUrl(deal.id, language)} className={buttonClass('secondary')}>
            <FileDown aria-hidden="true" className="h-5 w-5" />
            {t(`handover.pdf.${language}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
