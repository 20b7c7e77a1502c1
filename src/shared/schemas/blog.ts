import { z } from 'zod';
import { BLOG_CATEGORIES, BLOG_VISIBILITIES, DEFAULT_BLOG_CATEGORY } from '../enums.ts';
import { IdSchema, IgnoredIdentity } from './common.ts';
import { enumOf, isNotGiven } from './lenient.ts';

/** Protocols a blog hyperlink may use; anything else (javascript:, data:, ...) is refused. */
export const SAFE_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

export const isSafeLink = (value: string) => {
  try {
    return (SAFE_LINK_PROTOCOLS as readonly string[]).includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Plain text for PostgreSQL: a NUL character cannot be stored in a text column. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'Contains a character that is not allowed');

const LinkSchema = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine((v) => v === '' || isSafeLink(v), 'Links must start with http://, https:// or mailto:');

/**
 * An uploaded image's URL; the server also checks that it is one of our own uploads. Left out or
 * null (a form whose image nobody chose) is no image.
 */
const ImageUrlSchema = z
  .string()
  .trim()
  .max(1000, 'At most 1000 characters')
  .nullish()
  .transform((url) => url ?? '');

export const BlogSectionSchema = z.object({
  subheading: plainText(200).default(''),
  description: plainText(20_000).default(''),
  image: ImageUrlSchema,
  hyperlink: LinkSchema.default(''),
});
export type BlogSection = z.infer<typeof BlogSectionSchema>;

/** addBlog's body (docs/product/api.md#blogs); updateBlog adds `id`. */
export const BlogInputSchema = z.object({
  ...IgnoredIdentity,
  title: plainText(150).min(1, 'Please enter a title'),
  summary: plainText(1000).default(''),
  image: ImageUrlSchema,
  category: enumOf(BLOG_CATEGORIES).default(DEFAULT_BLOG_CATEGORY),
  visibility: enumOf(BLOG_VISIBILITIES).default('public'),
  description: z.array(BlogSectionSchema).max(30, 'At most 30 sections').default([]),
});
export type BlogInput = z.infer<typeof BlogInputSchema>;
export type BlogFormValues = z.input<typeof BlogInputSchema>;

export const UpdateBlogInputSchema = BlogInputSchema.extend({ id: IdSchema });
export type UpdateBlogInput = z.infer<typeof UpdateBlogInputSchema>;

export const DeleteBlogInputSchema = z.object({ id: IdSchema, ...IgnoredIdentity });

/** Empty and placeholder query values (`?search=&category=undefined`) mean "not given". */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isNotGiven(v) ? undefined : v), schema.optional());

export const GetBlogsQuerySchema = z.object({
  search: optionalQuery(z.string().trim().max(200)),
  /** Page 0, like a missing page or one that is not a number (`abc`), is the first page. */
  page: z
    .preprocess(
      (v) => (isNotGiven(v) || !/^\s*0*[1-9]\d*\s*$/.test(String(v)) ? undefined : v),
      z.coerce.number().int().min(1).max(100_000).default(1),
    )
    .meta({ description: 'From 1; left out, empty, 0, "undefined" or not a whole number is page 1.' }),
  category: optionalQuery(enumOf(BLOG_CATEGORIES)),
});
export type GetBlogsQuery = z.infer<typeof GetBlogsQuerySchema>;

export const GetBlogByTitleQuerySchema = z.object({ title: z.string().trim().min(1).max(300) });

/** A blog as the API returns it; the text is plain and is rendered as text, never as HTML. */
export const BlogSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  category: z.string(),
  visibility: z.enum(BLOG_VISIBILITIES),
  author_name: z.string(),
  /** ISO timestamp. */
  created_on: z.string(),
  description: z.array(
    z.object({ subheading: z.string(), description: z.string(), image: z.string(), hyperlink: z.string() }),
  ),
});
export type Blog = z.infer<typeof BlogSchema>;

export const BlogCategorySchema = z.object({ category: z.string() });

export const GetBlogsResponseSchema = z.object({
  blogs: z.array(BlogSchema),
  total_blogs: z.number().int(),
  /** Categories that have at least one public post. */
  active_categories: z.array(BlogCategorySchema),
});
export type GetBlogsResponse = z.infer<typeof GetBlogsResponseSchema>;

/** A list of one, which the original client reads the first item of (docs/product/api.md#blogs). */
export const GetBlogByTitleResponseSchema = z.array(BlogSchema);
export const GetBlogCategoriesResponseSchema = z.array(BlogCategorySchema);
export type GetBlogCategoriesResponse = z.infer<typeof GetBlogCategoriesResponseSchema>;
