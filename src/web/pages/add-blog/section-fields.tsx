// One repeatable content section of the blog form: sub-heading, description,
// hyperlink and image, with a remove button.
import { Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BlogFormValues } from '../../../shared/schemas/blog.ts';
import { ImageUploadField } from '../../components/content/image-upload-field.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Textarea } from '../../ui/textarea.tsx';

export function SectionFields(props: {
  index: number;
  control: Control<BlogFormValues>;
  register: UseFormRegister<BlogFormValues>;
  errors: FieldErrors<BlogFormValues>;
  onRemove: () => void;
}) {
  const { index, control, register, errors, onRemove } = props;
  const n = index + 1;
  const { t } = useTranslation();
  const sectionErrors = errors.description?.[index];
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-slate-900">{t('addBlog.content', { n })}</legend>
        <Field label={t('addBlog.subheading')} error={sectionErrors?.subheading?.message}>
          <Input {...register(`description.${index}.subheading`)} />
        </Field>
        <Field
          label={t('addBlog.description')}
          hint={t('addBlog.paragraphHint')}
          error={sectionErrors?.description?.message}
        >
          <Textarea rows={6} {...register(`description.${index}.description`)} />
        </Field>
        <Field label={t('addBlog.hyperlink')} error={sectionErrors?.hyperlink?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register(`description.${index}.hyperlink`)}
          />
        </Field>
        <Controller
          control={control}
          name={`description.${index}.image`}
          render={({ field }) => (
            <ImageUploadField
              label={t('addBlog.contentImage', { n })}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={sectionErrors?.image?.message}
            />
          )}
        />
      </fieldset>
      <Button variant="ghost" onClick={onRemove} className="self-start text-sm text-red-700 hover:bg-red-50">
        <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('addBlog.removeContent', { n })}
      </Button>
    </div>
  );
}
