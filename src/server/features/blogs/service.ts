// Blog rules (docs/product/content.md#who-writes-blogs): anyone reads public posts; admins write; the
// author of a post or an admin edits or deletes it, anyone else gets 403 (an author
// keeps that right after losing the admin role); a private post is seen by its author
// and admins only.
// Text is stored as given and always served as JSON text, never as HTML.
import { BLOG_PAGE_SIZE } from '../../../shared/constants.ts';
import { BLOG_CATEGORIES } from '../../../shared/enums.ts';
import type {
  Blog,
  BlogInput,
  GetBlogsQuery,
  GetBlogsResponse,
  UpdateBlogInput,
} from '../../../shared/schemas/blog.ts';
import { assertSafeKey } from '../../adapters/storage.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireOwnerOrAdmin, requireUser } from '../../http/guards.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { blogPageHead, hiddenBlogHead } from './page-head.ts';
import {
  type BlogRow,
  deleteBlogRow,
  findBlogById,
  findBlogByTitle,
  insertBlog,
  listActiveCategories,
  listPublicBlogs,
  listPublicTitles,
  listSections,
  type SectionRow,
  updateBlogRow,
} from './store.ts';

const TITLE_TAKEN = 'A blog with this title already exists';
const NOT_FOUND = 'Blog not found';

const toBlog = (row: BlogRow, sections: SectionRow[] = []): Blog => ({
  id: row.id,
  user_id: row.userId,
  title: row.title,
  summary: row.summary,
  image: row.image,
  category: row.category,
  visibility: row.visibility === 'private' ? 'private' : 'public',
  author_name: row.authorName,
  created_on: row.createdOn.toISOString(),
  description: sections.map((s) => ({
    subheading: s.subheading,
    description: s.description,
    image: s.image,
    hyperlink: s.hyperlink,
  })),
});

const withSections = async (db: Db, rows: BlogRow[]) => {
  const sections = await listSections(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toBlog(row, sections.get(row.id)));
};

const canSeePrivate = (viewer: Viewer | null, row: BlogRow) =>
  Boolean(viewer && (viewer.isAdmin || viewer.id === row.userId));

/** Images come only from our own uploads: /media/<key> or the object store's public URL. */
const isOwnUpload = (url: string, config: Config) => {
  const prefixes = ['/media/'];
  if (config.S3_PUBLIC_URL) prefixes.push(`${config.S3_PUBLIC_URL.replace(/\/+$/, '')}/`);
  const prefix = prefixes.find((p) => url.startsWith(p));
  if (!prefix) return false;
  try {
    assertSafeKey(url.slice(prefix.length));
    return true;
  } catch {
    return false;
  }
};

const checkImages = (input: BlogInput, config: Config) => {
  const message = 'Images must be uploaded to Thikana';
  if (input.image && !isOwnUpload(input.image, config)) throw badInput('image', message);
  input.description.forEach((section, i) => {
    if (section.image && !isOwnUpload(section.image, config))
      throw badInput(`description.${i}.image`, message);
  });
};

export const getBlogs = async ({
  db,
  query,
}: {
  db: Db;
  query: GetBlogsQuery;
}): Promise<GetBlogsResponse> => {
  const [{ rows, total }, activeCategories] = await Promise.all([
    listPublicBlogs(db, {
      search: query.search,
      category: query.category,
      limit: BLOG_PAGE_SIZE,
      offset: (query.page - 1) * BLOG_PAGE_SIZE,
    }),
    listActiveCategories(db),
  ]);
  return { blogs: await withSections(db, rows), total_blogs: total, active_categories: activeCategories };
};

export const getBlogCategories = () => BLOG_CATEGORIES.map((category) => ({ category }));

/** A list of one, as the original client expects; 404 when missing or private to someone else. */
export const getBlogByTitle = async ({
  db,
  viewer,
  title,
}: {
  db: Db;
  viewer: Viewer | null;
  title: string;
}): Promise<Blog[]> => {
  const row = await findBlogByTitle(db, title);
  if (!row || (row.visibility !== 'public' && !canSeePrivate(viewer, row))) {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  }
  return withSections(db, [row]);
};

type BlogWrite<I> = { db: Db; config: Config; viewer: Viewer | null; input: I; now: Date };

const blogValues = (input: BlogInput) => ({
  title: input.title,
  summary: input.summary,
  image: input.image,
  category: input.category,
  visibility: input.visibility,
});

/** Runs `write` in a transaction unless another post (not `ownId`) already has `title`. */
const writeUnderOwnTitle = async (
  db: Db,
  { title, ownId }: { title: string; ownId?: number },
  write: (tx: DbOrTx) => Promise<unknown>,
) => {
  try {
    await db.transaction(async (tx) => {
      const sameTitle = await findBlogByTitle(tx, title);
      if (sameTitle && sameTitle.id !== ownId) throw new AppError('CONFLICT', TITLE_TAKEN);
      await write(tx);
    });
  } catch (error) {
    // Two writers racing for one title: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TITLE_TAKEN);
    throw error;
  }
};

export const addBlog = async ({ db, config, viewer, input, now }: BlogWrite<BlogInput>) => {
  const author = requireUser(viewer);
  if (!author.isAdmin) throw new AppError('FORBIDDEN', 'Only an admin can publish blog posts');
  checkImages(input, config);
  await writeUnderOwnTitle(db, { title: input.title }, (tx) =>
    insertBlog(
      tx,
      {
        ...blogValues(input),
        userId: author.id,
        authorName: author.fullName.trim() || 'Thikana member',
        createdOn: now,
      },
      input.description,
    ),
  );
};

export const updateBlog = async ({ db, config, viewer, input, now }: BlogWrite<UpdateBlogInput>) => {
  requireUser(viewer);
  const existing = await findBlogById(db, input.id);
  if (!existing) throw new AppError('NOT_FOUND', NOT_FOUND);
  requireOwnerOrAdmin(viewer, existing.userId);
  checkImages(input, config);
  await writeUnderOwnTitle(db, { title: input.title, ownId: existing.id }, (tx) =>
    updateBlogRow(tx, existing.id, { ...blogValues(input), updatedAt: now }, input.description),
  );
};

export const deleteBlog = async ({ db, viewer, id }: { db: Db; viewer: Viewer | null; id: number }) => {
  requireUser(viewer);
  const existing = await findBlogById(db, id);
  if (!existing) throw new AppError('NOT_FOUND', NOT_FOUND);
  requireOwnerOrAdmin(viewer, existing.userId);
  await deleteBlogRow(db, id);
};

/** The page head of /blog?blog_title=: preview tags for a public post only. */
export const getBlogPageHead = async ({
  db,
  title,
  publicUrl,
}: {
  db: Db;
  title: string | undefined;
  publicUrl: string;
}) => {
  const row = title ? await findBlogByTitle(db, title) : null;
  if (!row) return { head: hiddenBlogHead, status: 404 };
  if (row.visibility !== 'public') return { head: hiddenBlogHead, status: 200 };
  return { head: blogPageHead(row, publicUrl), status: 200 };
};

/** Public posts (title, last change), newest first, for /sitemap.xml; private posts never appear. */
export const publicBlogPosts = ({ db, limit }: { db: DbOrTx; limit: number }) => listPublicTitles(db, limit);
