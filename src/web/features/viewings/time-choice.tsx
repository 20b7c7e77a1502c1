// One proposed visit time (docs/product/viewings.md#asking-for-a-visit): a day of the next 14 in
// India and a time of day between 08:00 and 20:00 in half hours, as two of the phone's own
// pickers; the browser's date input is never used (docs/product/language.md).

import { todayInIndia } from '../../../shared/format.ts';
import { SLOT_DAYS } from '../../../shared/schemas/viewing.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';

const DAY_MS = 86_400_000;
const FIRST_HOUR = 8;
const LAST_HOUR = 20;

export type TimeChoiceValue = { day: string; time: string };
export const NO_CHOICE: TimeChoiceValue = { day: '', time: '' };

/** The instant a chosen day and time name in India, as the API takes it; '' until both are chosen. */
export const instantOf = (choice: TimeChoiceValue) =>
  choice.day && choice.time ? `${choice.day}T${choice.time}:00+05:30` : '';

const days = (now: Date) => {
  const first = Date.parse(`${todayInIndia(now)}T00:00:00Z`);
  return Array.from({ length: SLOT_DAYS }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
};

const CLOCKS = Array.from({ length: (LAST_HOUR - FIRST_HOUR) * 2 + 1 }, (_, i) => {
  const minutes = FIRST_HOUR * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export function TimeChoice(props: {
  legend: string;
  value: TimeChoiceValue;
  onChange: (value: TimeChoiceValue) => void;
  error?: string | undefined;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation();
  const when = useVisitTime();
  const now = new Date();
  const dayOptions = days(now).map((day) => ({ value: day, label: when.day(`${day}T12:00:00+05:30`, now) }));
  const timeOptions = CLOCKS.map((clock) => ({
    value: clock,
    label: when.time(`${value.day || todayInIndia(now)}T${clock}:00+05:30`),
  }));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{props.legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <Field label={t('visitRequests.day')} error={props.error ? true : undefined}>
          <Select
            options={dayOptions}
            placeholder={t('visitRequests.pickDay')}
            value={value.day}
            onChange={(event) => onChange({ ...value, day: event.target.value })}
          />
        </Field>
        <Field label={t('visitRequests.time')} error={props.error ? true : undefined}>
          <Select
            options={timeOptions}
            placeholder={t('visitRequests.pickTime')}
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
          />
        </Field>
      </div>
    </fieldset>
  );
}
