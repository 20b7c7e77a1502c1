// Picks one of a listing's visiting times (docs/product/viewings.md#slots): the days of the next
// 14 with times, as a row of buttons, then that day's times as radio chips. A full time shows,
// unpickable, so the seeker sees the day is busy rather than empty.
import { useState } from 'react';
import type { Slot } from '../../../shared/schemas/viewing.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';

const dayClass =
  'inline-flex min-h-11 shrink-0 flex-col items-center justify-center rounded-xl border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function SlotPicker(props: {
  slots: Slot[];
  /** The chosen time's `starts_at`, or '' */
  value: string;
  onChange: (startsAt: string) => void;
  /** A time the seeker holds already (moving a visit): shown, not pickable. */
  current?: string | undefined;
}) {
  const { slots, value, onChange, current } = props;
  const { t } = useTranslation();
  const when = useVisitTime();
  const days = [...new Set(slots.map((slot) => when.dayKey(slot.starts_at)))];
  const firstFree = slots.find((slot) => slot.free > 0 && slot.starts_at !== current);
  const [day, setDay] = useState(() =>
    when.dayKey(value || (firstFree ?? slots[0])?.starts_at || new Date().toISOString()),
  );
  const shown = days.includes(day) ? day : days[0];
  const times = slots.filter((slot) => when.dayKey(slot.starts_at) === shown);
  const dayLabel = times[0] ? when.day(times[0].starts_at) : '';
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('viewings.pickDay')}</legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {days.map((key) => {
            const first = slots.find((slot) => when.dayKey(slot.starts_at) === key)!;
            const free = slots.some((slot) => when.dayKey(slot.starts_at) === key && slot.free > 0);
            const isShown = key === shown;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={isShown}
                onClick={() => setDay(key)}
                className={`${dayClass} ${
                  isShown
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
                }`}
              >
                <span>{when.day(first.starts_at)}</span>
                {!free && (
                  <span className={`text-xs ${isShown ? 'text-white' : 'text-slate-600'}`}>
                    {t('viewings.dayFull')}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          {t('viewings.pickTime', { day: dayLabel })}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {times.map((slot) => {
            const isCurrent = slot.starts_at === current;
            const disabled = slot.free === 0 || isCurrent;
            return (
              <label key={slot.starts_at} className="relative">
                <input
                  type="radio"
                  name="visit-time"
                  value={slot.starts_at}
                  checked={value === slot.starts_at}
                  disabled={disabled}
                  onChange={() => onChange(slot.starts_at)}
                  className="peer sr-only"
                />
                <span className="flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-disabled:cursor-not-allowed peer-disabled:border-slate-200 peer-disabled:bg-slate-100 peer-disabled:text-slate-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-700">
                  {when.time(slot.starts_at)}
                  {(slot.free === 0 || isCurrent) && (
                    <span className="text-xs">{isCurrent ? t('viewings.yourTime') : t('viewings.full')}</span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
