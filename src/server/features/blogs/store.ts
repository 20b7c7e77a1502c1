// SQL for blogs and their sections. Lists and search see public posts only.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { BlogSection } from '../../../shared/schemas/blog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { blogSections, blogs } from '../../db/schema.ts';

export type BlogRow = typeof blogs.$inferSelect;
export type SectionRow = typeof blogSections.$inferSelect;
export type BlogValues = Pick<BlogRow, 'title' | 'summary' | 'image' | 'category' | 'visibility'>;

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const publicFilter = (filter: { search?: string | undefined; category?: string | undefined }) => {
  const conditions: SQL[] = [eq(blogs.visibility, 'public')];
  if (filter.category) conditions.push(eq(blogs.category, filter.category));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(blogs.title, pattern),
        ilike(blogs.summary, pattern),
        ilike(blogs.authorName, pattern),
        ilike(blogs.category, pattern),
      )!,
    );
  }
  return and(...conditions);
};

export const listPublicBlogs = async (
  db: DbOrTx,
  filter: { search?: string | undefined; category?: string | undefined; limit: number; offset: number },
) => {
  const where = publicFilter(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.createdOn), desc(blogs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
};

export const listActiveCategories = async (db: DbOrTx) => {
  const rows = await db
    .selectDistinct({ category: blogs.category })
    .from(blogs)
    .where(eq(blogs.visibility, 'public'))
    .orderBy(asc(blogs.category));
  return rows;
};

export const listPublicTitles = (db: DbOrTx, limit: number) =>
  db
    .select({ title: blogs.title, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(eq(blogs.visibility, 'public'))
    .orderBy(desc(blogs.createdOn), desc(blogs.id))
    .limit(limit);

/** Titles are unique regardless of case (unique index on lower(title)). */
export const findBlogByTitle = async (db: DbOrTx, title: string): Promise<BlogRow | null> => {
  const [row] = await db.select().from(blogs).where(sql`lower(${blogs.title}) = lower(${title})`).limit(1);
  return row ?? null;
};

export const findBlogById = async (db: DbOrTx, id: number): Promise<BlogRow | null> => {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row ?? null;
};

export const listSections = async (db: DbOrTx, blogIds: number[]) => {
  if (blogIds.length === 0) return new Map<number, SectionRow[]>();
  const rows = await db
    .select()
    .from(blogSections)
    .where(inArray(blogSections.blogId, blogIds))
    .orderBy(asc(blogSections.blogId), asc(blogSections.position));
  const byBlog = new Map<number, SectionRow[]>();
  for (const row of rows) {
    const list = byBlog.get(row.blogId) ?? [];
    list.push(row);
    byBlog.set(row.blogId, list);
  }
  return byBlog;
};

const insertSections = async (db: DbOrTx, blogId: number, sections: BlogSection[]) => {
  if (sections.length === 0) return;
  await db.insert(blogSections).values(sections.map((s, position) => ({ blogId, position, ...s })));
};

export const insertBlog = async (
  db: DbOrTx,
  values: BlogValues & { userId: number; authorName: string; createdOn: Date },
  sections: BlogSection[],
) => {
  const [row] = await db
    .insert(blogs)
    .values({ ...values, updatedAt: values.createdOn })
    .returning({ id: blogs.id });
  await insertSections(db, row!.id, sections);
  return row!.id;
};

/** Replaces the blog's fields and all of its sections. */
export const updateBlogRow = async (
  db: DbOrTx,
  id: number,
  values: BlogValues & { updatedAt: Date },
  sections: BlogSection[],
) => {
  await db.update(blogs).set(values).where(eq(blogs.id, id));
  await db.delete(blogSections).where(eq(blogSections.blogId, id));
  await insertSections(db, id, sections);
};

export const deleteBlogRow = async (db: DbOrTx, id: number) => {
  await db.delete(blogs).where(eq(blogs.id, id));
};
