import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../shared/api.ts';
import { apiUrl } from '../../../shared/api-url.ts';
import {
  BlogInputSchema,
  DeleteBlogInputSchema,
  GetBlogByTitleQuerySchema,
  GetBlogByTitleResponseSchema,
  GetBlogCategoriesResponseSchema,
  GetBlogsQuerySchema,
  type GetBlogsResponse,
  GetBlogsResponseSchema,
  UpdateBlogInputSchema,
} from '../../../shared/schemas/blog.ts';
import { ErrorResponseSchema, MessageResponseSchema } from '../../../shared/schemas/common.ts';
import { firstAnswers } from '../../http/first-answers.ts';
import {
  addBlog,
  deleteBlog,
  getBlogByTitle,
  getBlogCategories,
  getBlogPageHead,
  getBlogs,
  updateBlog,
} from './service.ts';
import { blogListStructuredData } from './structured-data.ts';

const tags = ['blogs'];

export const blogsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, config, clock } = app.deps;

  r.get(
    API.blog.getBlogs,
    {
      schema: {
        tags,
        summary: 'Public blog posts, 15 a page, newest first, with search and category',
        querystring: GetBlogsQuerySchema,
        response: { 200: GetBlogsResponseSchema },
      },
    },
    async (request) => getBlogs({ db: database.db, query: request.query }),
  );

  r.get(
    API.blog.getBlogByTitle,
    {
      schema: {
        tags,
        summary: 'One blog post by title, as a list of one (private posts: author and admins only)',
        querystring: GetBlogByTitleQuerySchema,
        response: { 200: GetBlogByTitleResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) =>
      getBlogByTitle({ db: database.db, viewer: request.viewer, title: request.query.title }),
  );

  r.get(
    API.blog.getBlogCategories,
    {
      schema: { tags, summary: 'Every blog category', response: { 200: GetBlogCategoriesResponseSchema } },
    },
    async () => getBlogCategories(),
  );

  r.post(
    API.blog.addBlog,
    {
      schema: {
        tags,
        summary: 'Publish a blog post (admins only: 403 for anyone else; titles are unique)',
        body: BlogInputSchema,
        response: { 200: MessageResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      await addBlog({
        db: database.db,
        config,
        viewer: request.viewer,
        input: request.body,
        now: clock.now(),
      });
      return { message: 'Blog Published' };
    },
  );

  r.post(
    API.blog.updateBlog,
    {
      schema: {
        tags,
        summary: 'Edit a blog post (its author or an admin)',
        body: UpdateBlogInputSchema,
        response: { 200: MessageResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      await updateBlog({
        db: database.db,
        config,
        viewer: request.viewer,
        input: request.body,
        now: clock.now(),
      });
      return { message: 'Blog Updated' };
    },
  );

  r.post(
    API.blog.deleteBlog,
    {
      schema: {
        tags,
        summary: 'Delete a blog post (its author or an admin)',
        body: DeleteBlogInputSchema,
        response: { 200: MessageResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      await deleteBlog({ db: database.db, viewer: request.viewer, id: request.body.id });
      return { message: 'Blog Deleted' };
    },
  );

  // Not under /api: the list of posts, with page 1's answer for a first visit
  // (docs/decisions/0076-public-pages-rendered-on-the-server.md) and, for search engines, the
  // posts of the page asked for.
  r.get('/blogs', { schema: { hide: true } }, async (request, reply) => {
    const firstCall = apiUrl(API.blog.getBlogs, { page: 1 });
    const isFirstPage = request.url === '/blogs';
    const answers = isFirstPage ? await firstAnswers(app, request, [firstCall]) : [];
    const answered = answers.find((answer) => answer.url === firstCall)?.body as GetBlogsResponse | undefined;
    const asked = GetBlogsQuerySchema.safeParse(request.query);
    const list =
      answered ?? (await getBlogs({ db: database.db, query: asked.success ? asked.data : { page: 1 } }));
    const head = { structuredData: blogListStructuredData(list.blogs, config.PUBLIC_URL) };
    if (!isFirstPage) return app.renderPage(reply, head);
    return app.renderPage(reply, head, 200, { answers, page: 'pages/blogs/blogs-page.tsx' });
  });

  // Not under /api: the web app's own page, with preview tags for shared links.
  r.get(
    '/blog',
    {
      schema: {
        hide: true,
        querystring: z.object({ blog_title: z.string().max(300).optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      const title = request.query.blog_title?.trim();
      const { head, status } = await getBlogPageHead({
        db: database.db,
        title,
        publicUrl: config.PUBLIC_URL,
      });
      if (status !== 200 || !title) return app.renderPage(reply, head, status);
      // The post's answer comes with the page, which the server draws for a first visit
      // (docs/decisions/0076-public-pages-rendered-on-the-server.md).
      const answers = await firstAnswers(app, request, [apiUrl(API.blog.getBlogByTitle, { title })]);
      return app.renderPage(reply, head, status, { answers, page: 'pages/blog/blog-page.tsx' });
    },
  );
};
