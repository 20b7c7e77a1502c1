// A labelled form control: the label, an optional hint and the error are tied to the
// control by id, aria-describedby and aria-invalid, so screen readers announce them
// and tests find the control by its label. The control inside (Input, Select,
// Textarea, PasswordInput) takes its wiring from this field. The error is often the words of a
// shared schema or of the server, in English: read in Hindi, it is shown in Hindi (serverText).
import { createContext, type ReactNode, useContext, useId } from 'react';
import { useServerText } from '../i18n/use-translation.ts';
import { errorClass, hintClass, labelClass } from './control-class.ts';

export type FieldControl = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid': boolean;
};

const FieldContext = createContext<FieldControl | null>(null);

/** The id and aria wiring of the enclosing Field, merged with what the control was given. */
export const useFieldControl = (own: {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
}) => {
  const field = useContext(FieldContext);
  const describedBy = [field?.['aria-describedby'], own['aria-describedby']].filter(Boolean).join(' ');
  return {
    id: own.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    ...(field ? { 'aria-invalid': field['aria-invalid'] } : {}),
  };
};

export function Field(props: {
  label: ReactNode;
  children: ReactNode;
  /** The message under the control; `true` marks it invalid when the words are shown elsewhere (a toast). */
  error?: string | boolean | undefined;
  hint?: ReactNode;
  /** The control's id; one is made up when not given. */
  id?: string;
  className?: string;
}) {
  const madeId = useId();
  const serverText = useServerText();
  const id = props.id ?? madeId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorText = typeof props.error === 'string' ? serverText(props.error) : '';
  const errorId = errorText ? `${id}-error` : undefined;
  const control: FieldControl = {
    id,
    ...(hintId || errorId ? { 'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') } : {}),
    'aria-invalid': Boolean(props.error),
  };
  return (
    <div className={`flex flex-col gap-1 ${props.className ?? ''}`}>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <FieldContext.Provider value={control}>{props.children}</FieldContext.Provider>
      {props.hint && (
        <p id={hintId} className={hintClass}>
          {props.hint}
        </p>
      )}
      {errorText && (
        <p id={errorId} className={errorClass}>
          {errorText}
        </p>
      )}
    </div>
  );
}
