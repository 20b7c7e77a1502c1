// A text input in the kit's look (a file input gets the picker look); inside a Field
// it takes the field's id and aria wiring.
import type { ComponentProps } from 'react';
import { controlClass, fileInputClass } from './control-class.ts';
import { useFieldControl } from './field.tsx';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  const wiring = useFieldControl(props);
  const look = props.type === 'file' ? fileInputClass : controlClass;
  return <input {...props} {...wiring} className={`${look} ${className ?? ''}`} />;
}
