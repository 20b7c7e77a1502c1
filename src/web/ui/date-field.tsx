// The one date field (docs/decisions/0103-dates-the-indian-way.md): day, month by name and year,
// in that order, as three of the phone's own pickers, so a date reads "28 November 2026"
// ("28 नवंबर 2026" in Hindi) in every browser, whatever its own locale; a browser's date input
// showed mm/dd/yyyy on a phone set to US English. The value is YYYY-MM-DD, as the API takes it,
// or '' until all three are chosen. The label names the group; each picker says what it holds.
import { useEffect, useId, useState } from 'react';
import { MONTH_NAMES } from '../../shared/format.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useServerText, useTranslation } from '../i18n/use-translation.ts';
import { controlClass, errorClass, hintClass, labelClass } from './control-class.ts';

type Parts = { day: string; month: string; year: string };

const partsOf = (value: string): Parts => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match
    ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: '', month: '', year: '' };
};

const daysIn = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** YYYY-MM-DD once all three are chosen (the day kept within the month), else ''. */
const dateOf = ({ day, month, year }: Parts) => {
  if (!day || !month || !year) return '';
  const last = daysIn(Number(month), Number(year));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(Number(month))}-${pad(Math.min(Number(day), last))}`;
};

/** A year with 29 February, for a day picked before its year. */
const LEAP_YEAR = 2000;
/** The kit's control without its full width: the three pickers share one row. */
const pickerClass = controlClass.replace('w-full ', '');

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function DateField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest dates offered (YYYY-MM-DD): they bound the years. */
  min: string;
  max: string;
  /** Latest year first: a date of birth. */
  newestFirst?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  name?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const serverText = useServerText();
  const id = useId();
  const [parts, setParts] = useState(() => partsOf(props.value));
  // A value set from outside (a form reset, an edit's listing) replaces what was picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside resets the pickers.
  useEffect(() => {
    if (props.value !== dateOf(parts)) setParts(partsOf(props.value));
  }, [props.value]);

  const pick = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    // 31 picked, then a shorter month: the month's last day.
    if (next.day && next.month) {
      next.day = String(
        Math.min(Number(next.day), daysIn(Number(next.month), Number(next.year) || LEAP_YEAR)),
      );
    }
    setParts(next);
    const value = dateOf(next);
    if (value !== props.value) props.onChange(value);
  };

  const years = range(Number(props.min.slice(0, 4)), Number(props.max.slice(0, 4)));
  if (props.newestFirst) years.reverse();
  const lastDay = parts.month ? daysIn(Number(parts.month), Number(parts.year) || LEAP_YEAR) : 31;
  const errorText = props.error ? serverText(props.error) : '';
  const describedBy = [errorText && `${id}-error`, props.hint && `${id}-hint`].filter(Boolean).join(' ');
  const picker = (part: keyof Parts, label: string, options: { value: number; label: string }[]) => (
    <select
      name={props.name ? `${props.name}-${part}` : undefined}
      aria-label={label}
      aria-invalid={Boolean(errorText)}
      aria-describedby={describedBy || undefined}
      value={parts[part]}
      onChange={(e) => pick({ [part]: e.target.value })}
      className={`${pickerClass} ${part === 'month' ? 'min-w-0 flex-1' : 'shrink-0'}`}
    >
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className={`${labelClass} mb-1`}>{props.label}</legend>
      <div className="flex gap-2">
        {picker(
          'day',
          t('ui.date.day'),
          range(1, lastDay).map((d) => ({ value: d, label: String(d) })),
        )}
        {picker(
          'month',
          t('ui.date.month'),
          MONTH_NAMES[locale].map((name, i) => ({ value: i + 1, label: name })),
        )}
        {picker(
          'year',
          t('ui.date.year'),
          years.map((y) => ({ value: y, label: String(y) })),
        )}
      </div>
      {props.hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {props.hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className={errorClass}>
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
