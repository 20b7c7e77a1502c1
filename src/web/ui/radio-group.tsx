// One choice of a few, shown as radio buttons under a legend. With react-hook-form,
// pass `register(name)` as `inputProps`.
import { ChoiceFieldset, type ChoiceGroupProps, ChoiceList } from './checkbox-group.tsx';

export function RadioGroup<V extends string>(props: ChoiceGroupProps<V>) {
  return (
    <ChoiceFieldset {...props} className={`flex flex-col gap-1 ${props.className ?? ''}`}>
      <ChoiceList
        type="radio"
        options={props.options}
        inputProps={props.inputProps}
        className="flex flex-wrap gap-x-4"
        itemClassName="inline-flex min-h-11 items-center gap-2 text-slate-900"
      />
    </ChoiceFieldset>
  );
}
