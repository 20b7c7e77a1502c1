// The add/edit blog form (docs/product/screens.md#add-and-edit-blog): title, summary, category, private or
// public, banner, repeatable content sections, Add New Content and Publish.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BLOG_CATEGORIES, DEFAULT_BLOG_CATEGORY } from '../../../shared/enums.ts';
import {
  type Blog,
  type BlogFormValues,
  type BlogInput,
  BlogInputSchema,
} from '../../../shared/schemas/blog.ts';
import { useBlogCategories } from '../../api/blog/get-blog-categories.ts';
import { useSaveBlog } from '../../api/blog/save-blog.ts';
import { messageOf } from '../../api/client.ts';
import { FieldError, inputClass, labelClass } from '../../components/content/form-parts.tsx';
import { ImageUploadField } from '../../components/content/image-upload-field.tsx';
import { paths } from '../../paths.ts';
import { toast } from '../../toast.ts';
import { SectionFields } from './section-fields.tsx';

const VISIBILITY_OPTIONS = [
  ['public', 'Public'],
  ['private', 'Private'],
] as const;

const emptySection = { subheading: '', description: '', image: '', hyperlink: '' };

const valuesOf = (blog: Blog | undefined): BlogFormValues =>
  blog
    ? {
        title: blog.title,
        summary: blog.summary,
        image: blog.image,
        category: (BLOG_CATEGORIES as readonly string[]).includes(blog.category)
          ? (blog.category as BlogFormValues['category'])
          : DEFAULT_BLOG_CATEGORY,
        visibility: blog.visibility,
        description: blog.description,
      }
    : {
        title: '',
        summary: '',
        image: '',
        category: DEFAULT_BLOG_CATEGORY,
        visibility: 'public',
        description: [emptySection],
      };

const isBlank = (s: BlogInput['description'][number]) =>
  !s.subheading && !s.description && !s.image && !s.hyperlink;

export function BlogForm({ blog }: { blog?: Blog | undefined }) {
  const navigate = useNavigate();
  const save = useSaveBlog();
  const categories = useBlogCategories();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<BlogFormValues, unknown, BlogInput>({
    resolver: zodResolver(BlogInputSchema),
    defaultValues: valuesOf(blog),
  });
  const sections = useFieldArray({ control, name: 'description' });

  const onSubmit = (input: BlogInput) => {
    const payload = { ...input, description: input.description.filter((s) => !isBlank(s)) };
    save.mutate(
      { id: blog?.id, input: payload },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          navigate(paths.blogs());
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  const categoryOptions = categories.data?.map((c) => c.category) ?? BLOG_CATEGORIES;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <label htmlFor="blog-title" className={labelClass}>
          Title
        </label>
        <input
          id="blog-title"
          required
          aria-invalid={Boolean(errors.title)}
          className={inputClass}
          {...register('title')}
        />
        <FieldError message={errors.title?.message} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="blog-summary" className={labelClass}>
          Summary
        </label>
        <textarea id="blog-summary" rows={3} className={inputClass} {...register('summary')} />
        <FieldError message={errors.summary?.message} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="blog-category" className={labelClass}>
            Category
          </label>
          <select id="blog-category" className={inputClass} {...register('category')}>
            {categoryOptions.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className={labelClass}>Visibility</legend>
          <div className="flex gap-4">
            {VISIBILITY_OPTIONS.map(([value, label]) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  value={value}
                  className="h-5 w-5 accent-brand-700"
                  {...register('visibility')}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageUploadField label="Banner image" value={field.value ?? ''} onChange={field.onChange} />
        )}
      />
      <FieldError message={errors.image?.message} />

      <div className="flex flex-col gap-4">
        {sections.fields.map((field, index) => (
          <SectionFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            onRemove={() => sections.remove(index)}
          />
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => sections.append(emptySection)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="h-5 w-5" /> Add New Content
        </button>
        <button
          type="submit"
          disabled={save.isPending}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 font-semibold text-slate-950 hover:bg-accent-400 disabled:opacity-60 sm:ml-auto"
        >
          {save.isPending ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
          Publish
        </button>
      </div>
    </form>
  );
}
