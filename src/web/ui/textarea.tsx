// A multi-line text control in the kit's look; inside a Field it takes the field's wiring.
import type { ComponentProps } from 'react';
import { controlClass } from './control-class.ts';
import { useFieldControl } from './field.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const wiring = useFieldControl(props);
  return <textarea {...props} {...wiring} className={`${controlClass} ${className ?? ''}`} />;
}
