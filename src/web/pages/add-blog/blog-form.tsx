// The add/edit blog form (docs/product/screens.md#add-and-edit-blog): title, summary, category, private or
// public, banner, repeatable content sections, Add New Content and Publish.
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
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
import { ImageUploadField } from '../../components/content/image-upload-field.tsx';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { reportServerError } from '../../ui/server-errors.ts';
import { Textarea } from '../../ui/textarea.tsx';
import { SectionFields } from './section-fields.tsx';

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
  const { t } = useTranslation();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const save = useSaveBlog();
  const categories = useBlogCategories();
  const form = useForm<BlogFormValues, unknown, BlogInput>({
    resolver: zodResolver(BlogInputSchema),
    defaultValues: valuesOf(blog),
  });
  const { register, control, handleSubmit } = form;
  const { errors } = form.formState;
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
        onError: (error) => {
          reportServerError(error, form);
        },
      },
    );
  };

  const categoryOptions = categories.data?.map((c) => c.category) ?? BLOG_CATEGORIES;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <Field label={t('addBlog.title')} error={errors.title?.message}>
        <Input required {...register('title')} />
      </Field>
      <Field label={t('addBlog.summary')} error={errors.summary?.message}>
        <Textarea rows={3} {...register('summary')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('addBlog.category')} error={errors.category?.message}>
          <Select
            options={categoryOptions.map((c) => ({ value: c, label: label('blogCategory', c) }))}
            {...register('category')}
          />
        </Field>
        <RadioGroup
          legend={t('addBlog.visibility')}
          options={[
            { value: 'public', label: t('addBlog.public') },
            { value: 'private', label: t('addBlog.private') },
          ]}
          inputProps={register('visibility')}
        />
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageUploadField
            label={t('addBlog.banner')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />

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
        <Button
          variant="ghost"
          onClick={() => sections.append(emptySection)}
          className="ring-1 ring-brand-700"
        >
          <Plus aria-hidden="true" className="h-5 w-5" /> {t('addBlog.addContent')}
        </Button>
        <Button
          type="submit"
          variant="accent"
          className="px-6 sm:ml-auto"
          isLoading={save.isPending}
          loadingLabel={t('addBlog.publishing')}
        >
          {t('addBlog.publish')}
        </Button>
      </div>
    </form>
  );
}
