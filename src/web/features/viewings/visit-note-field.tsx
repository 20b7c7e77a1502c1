// The note a seeker leaves with a booked or an asked visit: one field, one limit.
import { VIEWING_NOTE_MAX } from '../../../shared/schemas/viewing.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/textarea.tsx';

export function VisitNoteField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (note: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('viewings.note')} hint={t('viewings.noteHint')} error={error}>
      <Textarea
        rows={3}
        maxLength={VIEWING_NOTE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
