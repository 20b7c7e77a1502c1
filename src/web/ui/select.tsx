// A native select (the phone's own picker) in the kit's look, built from options;
// `placeholder` adds a first empty choice. Inside a Field it takes the field's wiring.
import type { ComponentProps } from 'react';
import { controlClass } from './control-class.ts';
import { useFieldControl } from './field.tsx';

export type Option<V extends string = string> = { value: V; label: string };

export function Select({
  options,
  placeholder,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & { options: readonly Option[]; placeholder?: string }) {
  const wiring = useFieldControl(props);
  return (
    <select {...props} {...wiring} className={`${controlClass} ${className ?? ''}`}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
