// A group of checkboxes under one legend, as tiles that show when they are ticked.
// With react-hook-form, spread the same `register(name)` on every box
// (`inputProps`): the field's value is the array of ticked values. The group's error, often a
// shared schema's English words, is shown in the reader's language (serverText).
import type { ComponentProps, ReactNode } from 'react';
import { useServerText } from '../i18n/use-translation.ts';
import { errorClass, hintClass } from './control-class.ts';

export type ChoiceOption<V extends string = string> = { value: V; label: ReactNode };

export const tileClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 ' +
  'text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700';

export function ChoiceFieldset(props: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}) {
  const serverText = useServerText();
  return (
    <fieldset className={props.className} aria-invalid={props.error ? true : undefined}>
      <legend className={props.legendClassName ?? 'mb-2 text-sm font-medium text-slate-800'}>
        {props.legend}
      </legend>
      {props.hint && <p className={`mb-2 ${hintClass}`}>{props.hint}</p>}
      {props.children}
      {props.error && <p className={`mt-1 ${errorClass}`}>{serverText(props.error)}</p>}
    </fieldset>
  );
}

/** The inputs of a choice group, one label each; `register(name)` goes in `inputProps`. */
export function ChoiceList<V extends string>(props: {
  type: 'checkbox' | 'radio';
  options: readonly ChoiceOption<V>[];
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>;
  className: string;
  itemClassName: string;
  children?: ReactNode;
}) {
  return (
    <div className={props.className}>
      {props.options.map((option) => (
        <label key={option.value} className={props.itemClassName}>
          <input
            type={props.type}
            value={option.value}
            className="size-5 shrink-0 accent-brand-700"
            {...props.inputProps}
          />
          {option.label}
        </label>
      ))}
      {props.children}
    </div>
  );
}

/** What every choice group takes. */
export type ChoiceGroupProps<V extends string> = {
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

export function CheckboxGroup<V extends string>(
  props: ChoiceGroupProps<V> & {
    legendClassName?: string;
    gridClassName?: string;
    /** Boxes after the options (an extra flag that belongs with them). */
    extra?: ReactNode;
  },
) {
  return (
    <ChoiceFieldset {...props}>
      <ChoiceList
        type="checkbox"
        options={props.options}
        inputProps={props.inputProps}
        className={props.gridClassName ?? 'grid grid-cols-2 gap-2 sm:grid-cols-3'}
        itemClassName={tileClass}
      >
        {props.extra}
      </ChoiceList>
    </ChoiceFieldset>
  );
}
