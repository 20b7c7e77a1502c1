// "Visiting hours" (docs/product/viewings.md#hours): when people may come to see one of the
// poster's homes, or all of them. Each row is a time window on the days ticked in it (Sat and Sun,
// 10:00 to 13:00); then the slot length, people per slot, the "how to find us" note only booked
// seekers read, and the days blocked. Saved as one window per day, the shape the API takes; the
// shared schema checks it first and its messages show on the row they are about.
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { todayInIndia } from '../../../shared/format.ts';
import {
  DIRECTIONS_MAX,
  type HoursWindow,
  PER_SLOT_MAX,
  SetHoursBodySchema,
  SLOT_DAYS,
  SLOT_MINUTES_VALUES,
  type ViewingHours,
} from '../../../shared/schemas/viewing.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { type HoursOf, useBlockDay, useSetHours, useViewingHours } from '../../api/viewing/hours.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useServerText, useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { RemovableChips, ToggleChip } from '../../ui/chips.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Textarea } from '../../ui/textarea.tsx';

type Row = { key: number; days: number[]; from: string; to: string };
/** Monday first, as an Indian week is read; 0 is Sunday in the API. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
let nextKey = 1;
const newRow = (days: number[], from: string, to: string): Row => ({ key: nextKey++, days, from, to });

/** Windows with the same times become one row with their days. */
const rowsOf = (windows: HoursWindow[]): Row[] => {
  const byTime = new Map<string, Row>();
  for (const window of windows) {
    const time = `${window.from}-${window.to}`;
    const row = byTime.get(time) ?? newRow([], window.from, window.to);
    if (!row.days.includes(window.weekday)) row.days.push(window.weekday);
    byTime.set(time, row);
  }
  return [...byTime.values()];
};

/** The rows as the API's windows, and for each window the row it came from. */
const windowsOf = (rows: Row[]) => {
  const windows: HoursWindow[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    for (const weekday of WEEK.filter((day) => row.days.includes(day))) {
      windows.push({ weekday, from: row.from, to: row.to });
      rowOf.push(index);
    }
  });
  return { windows, rowOf };
};

function HoursRow(props: {
  row: Row;
  index: number;
  error: string | undefined;
  onChange: (row: Row) => void;
  onRemove: () => void;
}) {
  const { row, index, error, onChange, onRemove } = props;
  const { t } = useTranslation();
  const serverText = useServerText();
  const toggle = (day: number, on: boolean) =>
    onChange({ ...row, days: on ? [...row.days, day] : row.days.filter((d) => d !== day) });
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t('viewings.window', { number: index + 1 })}
      </legend>
      <div className="flex flex-wrap gap-2">
        {WEEK.map((day) => (
          <ToggleChip
            key={day}
            label={t('viewings.weekday', { weekday: String(day) })}
            checked={row.days.includes(day)}
            onChange={(on) => toggle(day, on)}
          />
        ))}
      </div>
      <div className="mt-3 flex items-end gap-2">
        <Field label={t('viewings.from')}>
          <Input
            type="time"
            step={300}
            value={row.from}
            onChange={(e) => onChange({ ...row, from: e.target.value })}
          />
        </Field>
        <Field label={t('viewings.to')}>
          <Input
            type="time"
            step={300}
            value={row.to}
            onChange={(e) => onChange({ ...row, to: e.target.value })}
          />
        </Field>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('viewings.removeWindow', { number: index + 1 })}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {serverText(error)}
        </p>
      )}
    </fieldset>
  );
}

function BlockedDays(props: { of: HoursOf; hours: ViewingHours }) {
  const { t } = useTranslation();
  const format = useFormat();
  const block = useBlockDay();
  const [date, setDate] = useState('');
  const today = todayInIndia();
  const last = todayInIndia(new Date(Date.now() + (SLOT_DAYS + 60) * 86_400_000));
  const send = (day: string, blocked: boolean) =>
    block.mutate(
      { listing_id: props.of, date: day, blocked },
      {
        onSuccess: () => {
          toast.success(blocked ? t('viewings.dayBlocked') : t('viewings.dayOpened'));
          setDate('');
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">{t('viewings.blockedDays')}</legend>
      <RemovableChips
        label={t('viewings.blockedDays')}
        chips={props.hours.blocked_days.map((day) => ({ key: day, label: format.longDate(day) }))}
        onRemove={(day) => send(day, false)}
      />
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <DateField
            label={t('viewings.dayToBlock')}
            value={date}
            onChange={setDate}
            min={today}
            max={last}
          />
        </div>
      </div>
      <Button
        variant="secondary"
        disabled={!date}
        isLoading={block.isPending}
        loadingLabel={t('viewings.saving')}
        onClick={() => send(date, true)}
      >
        {t('viewings.blockDay')}
      </Button>
    </fieldset>
  );
}

function HoursForm(props: { of: HoursOf; hours: ViewingHours; onClose: () => void }) {
  const { of, hours, onClose } = props;
  const { t } = useTranslation();
  const save = useSetHours();
  const [rows, setRows] = useState(() =>
    hours.hours.length > 0 ? rowsOf(hours.hours) : [newRow([6, 0], '10:00', '13:00')],
  );
  const [slotMinutes, setSlotMinutes] = useState(String(hours.slot_minutes));
  const [perSlot, setPerSlot] = useState(String(hours.per_slot));
  const [note, setNote] = useState(hours.note);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const { windows, rowOf } = windowsOf(rows);
    const found: Record<string, string> = {};
    rows.forEach((row, index) => {
      if (row.days.length === 0) found[`row${index}`] = t('viewings.pickADay');
    });
    const body = {
      listing_id: of,
      hours: windows,
      slot_minutes: Number(slotMinutes),
      per_slot: perSlot,
      note,
    };
    const checked = SetHoursBodySchema.safeParse(body);
    const place = (path: PropertyKey[], message: string) => {
      const key =
        path[0] === 'hours' && typeof path[1] === 'number' ? `row${rowOf[path[1]]}` : String(path[0]);
      found[key] ??= message;
    };
    if (!checked.success) for (const issue of checked.error.issues) place(issue.path, issue.message);
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.success) return;
    save.mutate(
      { ...checked.data, listing_id: of },
      {
        onSuccess: () => {
          toast.success(t('viewings.hoursSaved'));
          onClose();
        },
        onError: (error) => {
          const named = error instanceof ApiError ? (error.errors ?? []) : [];
          const fromServer: Record<string, string> = {};
          for (const entry of named) {
            const [head, index] = entry.field.split('.');
            const key =
              head === 'hours' && index !== undefined ? `row${rowOf[Number(index)]}` : (head ?? 'form');
            fromServer[key] ??= entry.message;
          }
          if (named.length === 0) fromServer.form = messageOf(error);
          setErrors(fromServer);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {of !== 'all' && hours.inherited && <p className="text-sm text-slate-700">{t('viewings.inherited')}</p>}
      {rows.map((row, index) => (
        <HoursRow
          key={row.key}
          row={row}
          index={index}
          error={errors[`row${index}`]}
          onChange={(changed) => setRows(rows.map((r) => (r.key === row.key ? changed : r)))}
          onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
        />
      ))}
      {rows.length === 0 && <p className="text-sm text-slate-700">{t('viewings.noWindows')}</p>}
      <Button variant="ghost" onClick={() => setRows([...rows, newRow([], '10:00', '13:00')])}>
        <Plus aria-hidden="true" className="h-5 w-5" />
        {t('viewings.addWindow')}
      </Button>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('viewings.slotLength')}</legend>
        <div className="flex flex-wrap gap-2">
          {SLOT_MINUTES_VALUES.map((minutes) => (
            <ToggleChip
              key={minutes}
              label={t('viewings.minutes', { count: minutes })}
              checked={slotMinutes === String(minutes)}
              onChange={() => setSlotMinutes(String(minutes))}
            />
          ))}
        </div>
      </fieldset>
      <Field label={t('viewings.perSlot')} error={errors.per_slot}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={PER_SLOT_MAX}
          value={perSlot}
          onChange={(e) => setPerSlot(e.target.value)}
        />
      </Field>
      <Field label={t('viewings.howToFind')} hint={t('viewings.howToFindHint')} error={errors.note}>
        <Textarea
          rows={3}
          maxLength={DIRECTIONS_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <Refusal text={errors.form || errors.hours || errors.slot_minutes || errors.listing_id || ''} />
      <Button type="submit" size="lg" isLoading={save.isPending} loadingLabel={t('viewings.saving')}>
        {t('viewings.saveHours')}
      </Button>
    </form>
  );
}

export default function HoursSheet(props: { of: HoursOf; title?: string | undefined; onClose: () => void }) {
  const { of, onClose } = props;
  const { t } = useTranslation();
  const hours = useViewingHours(of);
  return (
    <Dialog
      title={t('viewings.hoursTitle')}
      description={of === 'all' ? t('viewings.hoursForAll') : props.title}
      onClose={onClose}
    >
      {hours.isPending ? (
        <p role="status" className="text-slate-700">
          {t('viewings.loadingHours')}
        </p>
      ) : hours.isError ? (
        <p role="alert" className="text-slate-800">
          {messageOf(hours.error)}
        </p>
      ) : (
        <>
          <HoursForm of={of} hours={hours.data} onClose={onClose} />
          <hr className="border-slate-200" />
          <BlockedDays of={of} hours={hours.data} />
        </>
      )}
    </Dialog>
  );
}
