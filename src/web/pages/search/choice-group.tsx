// A single-choice group of the filter popup (docs/product/search.md#the-filter-popup): checkboxes of which
// at most one is ticked; ticking another moves the tick, and clicking the ticked one
// clears the group.
import { Check } from 'lucide-react';

export function ChoiceGroup<V extends string>(props: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}) {
  const { legend, options, value, onChange } = props;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label key={option.value} className="relative">
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onChange(checked ? undefined : option.value)}
                className="peer sr-only"
              />
              <span className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-700">
                {checked && <Check aria-hidden="true" className="h-4 w-4" />}
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
