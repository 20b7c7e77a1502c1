// One repeatable content section of the blog form: sub-heading, description,
// hyperlink and image, with a remove button.
import { Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BlogFormValues } from '../../../shared/schemas/blog.ts';
import { FieldError, inputClass, labelClass } from '../../components/content/form-parts.tsx';
import { ImageUploadField } from '../../components/content/image-upload-field.tsx';

export function SectionFields(props: {
  index: number;
  control: Control<BlogFormValues>;
  register: UseFormRegister<BlogFormValues>;
  errors: FieldErrors<BlogFormValues>;
  onRemove: () => void;
}) {
  const { index, control, register, errors, onRemove } = props;
  const n = index + 1;
  const sectionErrors = errors.description?.[index];
  const id = (field: string) => `section-${index}-${field}`;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-slate-900">Content {n}</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor={id('subheading')} className={labelClass}>
            Sub-heading
          </label>
          <input
            id={id('subheading')}
            className={inputClass}
            {...register(`description.${index}.subheading`)}
          />
          <FieldError message={sectionErrors?.subheading?.message} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id('description')} className={labelClass}>
            Description
          </label>
          <textarea
            id={id('description')}
            rows={6}
            className={inputClass}
            {...register(`description.${index}.description`)}
          />
          <p className="text-xs text-slate-600">Leave a blank line between paragraphs.</p>
          <FieldError message={sectionErrors?.description?.message} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id('hyperlink')} className={labelClass}>
            Hyperlink
          </label>
          <input
            id={id('hyperlink')}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={inputClass}
            {...register(`description.${index}.hyperlink`)}
          />
          <FieldError message={sectionErrors?.hyperlink?.message} />
        </div>
        <Controller
          control={control}
          name={`description.${index}.image`}
          render={({ field }) => (
            <ImageUploadField
              label={`Content ${n} image`}
              value={field.value ?? ''}
              onChange={field.onChange}
            />
          )}
        />
      </fieldset>
      <button
        type="button"
        onClick={onRemove}
        className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove content {n}
      </button>
    </div>
  );
}
