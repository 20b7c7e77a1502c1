// Chips: a toggle chip (a checkbox drawn as a chip: a yes/no filter), a single-choice group of
// them (the filter popup's groups: at most one ticked, ticking another moves the tick, ticking
// the ticked one clears the group), and a row of removable chips (applied filters), each a
// button named "Remove <label>".
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

export function ToggleChip(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const { label, checked, onChange } = props;
  return (
    <label className="relative self-start">
      <input type="checkbox" checked={checked} onChange={() => onChange(!checked)} className="peer sr-only" />
      <span className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-700">
        {checked && <Check aria-hidden="true" className="h-4 w-4" />}
        {label}
      </span>
    </label>
  );
}

export function ChoiceChips<V extends string>(props: {
  legend: ReactNode;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}) {
  const { legend, options, value, onChange } = props;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ToggleChip
            key={option.value}
            label={option.label}
            checked={option.value === value}
            onChange={(checked) => onChange(checked ? option.value : undefined)}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function RemovableChips(props: {
  label: string;
  chips: readonly { key: string; label: string }[];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (props.chips.length === 0) return null;
  return (
    <ul aria-label={props.label} className="flex flex-wrap gap-2">
      {props.chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => props.onRemove(chip.key)}
            aria-label={t('media.remove', { label: chip.label })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {chip.label}
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
