import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { BLOG_CATEGORIES } from '../../../shared/enums.ts';
import type { Blog, GetBlogsResponse } from '../../../shared/schemas/blog.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { users } from '../../db/schema.ts';
import { publicBlogPosts } from './service.ts';

type Session = { cookie: string; id: number };

const post = (t: TestApp, url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

const publish = async (t: TestApp, who: Session, fields: Record<string, unknown>) => {
  t.clock.advance(60_000);
  return post(t, API.blog.addBlog, { summary: 'A short summary', ...fields }, who.cookie);
};

const list = async (t: TestApp, query = '', cookie?: string) => {
  const res = await t.app.inject({ url: `${API.blog.getBlogs}${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json<GetBlogsResponse>();
};

const byTitle = (t: TestApp, title: string, cookie?: string) =>
  t.app.inject({
    url: `${API.blog.getBlogByTitle}?title=${encodeURIComponent(title)}`,
    headers: cookie ? { cookie } : {},
  });

const session = async (t: TestApp, fields: Parameters<typeof createTestUser>[1] = {}): Promise<Session> => {
  const { user, cookie } = await createTestUser(t, fields);
  return { cookie, id: user.id };
};

describe('blog pagination', () => {
  let t: TestApp;
  let author: Session;
  const published: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    author = await session(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const publishMany = async (n: number) => {
    for (let i = 0; i < n; i += 1) {
      const title = `Post number ${published.length + 1}`;
      expect((await publish(t, author, { title })).statusCode).toBe(200);
      published.push(title);
    }
  };
  const titles = (page: GetBlogsResponse) => page.blogs.map((b) => b.title);
  const newestFirst = () => [...published].reverse();

  it('answers an empty first page when there are no posts', async () => {
    const page = await list(t);
    expect(page).toEqual({ blogs: [], total_blogs: 0, active_categories: [] });
  });

  it('fits exactly 15 posts on page 1 and leaves page 2 empty', async () => {
    await publishMany(15);
    const first = await list(t, '?page=1');
    expect(first.total_blogs).toBe(15);
    expect(titles(first)).toEqual(newestFirst());
    expect((await list(t, '?page=2')).blogs).toEqual([]);
  });

  it('puts the 16th post, the oldest, alone on page 2', async () => {
    await publishMany(1);
    const first = await list(t);
    expect(first.total_blogs).toBe(16);
    expect(titles(first)).toEqual(newestFirst().slice(0, 15));
    const second = await list(t, '?page=2');
    expect(second.total_blogs).toBe(16);
    expect(titles(second)).toEqual(['Post number 1']);
  });

  it('spreads 31 posts over pages of 15, 15 and 1, newest first', async () => {
    await publishMany(15);
    const pages = await Promise.all([1, 2, 3, 4].map((p) => list(t, `?page=${p}`)));
    expect(pages.map((p) => p.total_blogs)).toEqual([31, 31, 31, 31]);
    expect(pages.map((p) => p.blogs.length)).toEqual([15, 15, 1, 0]);
    expect(pages.flatMap(titles)).toEqual(newestFirst());
    expect(pages[0]!.blogs[0]!.title).toBe('Post number 31');
  });

  it('does not count private posts, even for their author', async () => {
    await publish(t, author, { title: 'My private notes', visibility: 'private' });
    const page = await list(t, '', author.cookie);
    expect(page.total_blogs).toBe(31);
    expect(titles(page)).not.toContain('My private notes');
  });

  it('reads page 0, an empty page and a placeholder page as page 1', async () => {
    const first = await list(t);
    for (const page of ['0', '', 'undefined', 'null']) {
      expect(await list(t, `?page=${page}`)).toEqual(first);
    }
  });

  it('reads a page that is not a whole number from 1 as the first page', async () => {
    const first = (await t.app.inject(`${API.blog.getBlogs}?page=1`)).json();
    for (const page of ['-1', 'two', 'abc', '1.5']) {
      const res = await t.app.inject(`${API.blog.getBlogs}?page=${page}`);
      expect(res.statusCode, page).toBe(200);
      expect(res.json()).toEqual(first);
    }
  });

  it('refuses a page past any there can be', async () => {
    const res = await t.app.inject(`${API.blog.getBlogs}?page=100001`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('page');
  });
});

describe('blog search and categories', () => {
  let t: TestApp;
  let author: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    author = await session(t, { fullName: 'Meera Iyer', isAdmin: true });
    await publish(t, author, { title: 'Monsoon proofing your flat', category: 'Renting Tips' });
    await publish(t, author, {
      title: 'Reading a rent agreement',
      category: 'Legal',
      summary: 'Clauses 100%',
    });
    await publish(t, author, { title: 'Balcony gardens', summary: 'Plants that survive the monsoon' });
    await publish(t, author, {
      title: 'Secret weekend plan',
      category: 'Weekend Getaways',
      visibility: 'private',
    });
  });
  afterAll(() => t.close());

  it('finds posts by words in the title or summary, ignoring case', async () => {
    const page = await list(t, '?search=MONSOON');
    expect(page.blogs.map((b) => b.title)).toEqual(['Balcony gardens', 'Monsoon proofing your flat']);
    expect(page.total_blogs).toBe(2);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(t, `?search=${encodeURIComponent('100%')}`)).blogs.map((b) => b.title)).toEqual([
      'Reading a rent agreement',
    ]);
    expect((await list(t, '?search=_')).total_blogs).toBe(0);
  });

  it('finds posts by their author name', async () => {
    expect((await list(t, '?search=meera')).total_blogs).toBe(3);
  });

  it('never finds a private post by search', async () => {
    expect((await list(t, '?search=secret', author.cookie)).total_blogs).toBe(0);
  });

  it('filters by category and combines it with search', async () => {
    expect((await list(t, '?category=Legal')).blogs.map((b) => b.title)).toEqual([
      'Reading a rent agreement',
    ]);
    expect((await list(t, '?category=Decor&search=monsoon')).blogs.map((b) => b.title)).toEqual([
      'Balcony gardens',
    ]);
    expect((await list(t, '?category=Weekend%20Getaways')).total_blogs).toBe(0);
  });

  it('treats empty search and category as not given', async () => {
    expect((await list(t, '?search=&category=&page=1')).total_blogs).toBe(3);
  });

  it('treats "undefined" and "null" in search, category and page as not given', async () => {
    expect((await list(t, '?search=undefined&category=undefined&page=undefined')).total_blogs).toBe(3);
    expect((await list(t, '?search=null&category=null')).total_blogs).toBe(3);
  });

  it('reads a category in any letter case, answering with its name', async () => {
    const page = await list(t, '?category=renting%20TIPS');
    expect(page.blogs.map((b) => b.category)).toEqual(['Renting Tips']);
  });

  it('refuses a category that does not exist', async () => {
    expect((await t.app.inject(`${API.blog.getBlogs}?category=Nonsense`)).statusCode).toBe(400);
  });

  it('lists as active only the categories that have public posts', async () => {
    expect((await list(t)).active_categories).toEqual([
      { category: 'Decor' },
      { category: 'Legal' },
      { category: 'Renting Tips' },
    ]);
  });

  it('offers every blog category', async () => {
    const res = await t.app.inject(API.blog.getBlogCategories);
    expect(res.json()).toEqual(BLOG_CATEGORIES.map((category) => ({ category })));
  });

  it('gives the sitemap public titles only', async () => {
    const posts = await publicBlogPosts({ db: t.deps.database.db, limit: 100 });
    expect(posts.map((p) => p.title)).toEqual([
      'Balcony gardens',
      'Reading a rent agreement',
      'Monsoon proofing your flat',
    ]);
  });
});

describe('writing blogs', () => {
  let t: TestApp;
  let author: Session;
  let other: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    author = await session(t, { fullName: 'Arjun Rao', isAdmin: true });
    other = await session(t);
    admin = await session(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const read = async (title: string, cookie?: string) => {
    const res = await byTitle(t, title, cookie);
    expect(res.statusCode).toBe(200);
    return res.json<Blog[]>()[0]!;
  };

  it('refuses a visitor', async () => {
    const res = await post(t, API.blog.addBlog, { title: 'Nobody wrote this' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a logged-in user who is not an admin, and publishes nothing', async () => {
    const res = await post(t, API.blog.addBlog, { title: 'Anyone can post?' }, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only an admin can publish blog posts' });
    expect((await byTitle(t, 'Anyone can post?', admin.cookie)).statusCode).toBe(404);
  });

  it('publishes with defaults, the author from the session and the sections in order', async () => {
    const res = await post(
      t,
      API.blog.addBlog,
      {
        user_id: other.id,
        title: 'Moving checklist',
        summary: 'Everything for moving day.',
        image: '/media/blog/abc123-lg.webp',
        description: [
          { subheading: 'Pack early', description: 'Start a week ahead.\n\nLabel every box.' },
          {
            subheading: 'Utilities',
            hyperlink: 'https://example.in/power',
            image: '/media/blog/def-lg.webp',
          },
        ],
      },
      author.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Blog Published' });
    const blog = await read('moving CHECKLIST');
    expect(blog).toMatchObject({
      user_id: author.id,
      title: 'Moving checklist',
      category: 'Decor',
      visibility: 'public',
      author_name: 'Arjun Rao',
      created_on: t.clock.now().toISOString(),
      description: [
        {
          subheading: 'Pack early',
          description: 'Start a week ahead.\n\nLabel every box.',
          image: '',
          hyperlink: '',
        },
        {
          subheading: 'Utilities',
          description: '',
          image: '/media/blog/def-lg.webp',
          hyperlink: 'https://example.in/power',
        },
      ],
    });
  });

  it('refuses a second post with the same title in another case', async () => {
    const res = await publish(t, admin, { title: 'MOVING CHECKLIST' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A blog with this title already exists');
  });

  it('refuses a post without a title, naming the field', async () => {
    const res = await publish(t, author, { title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'title', message: 'Please enter a title' }]);
  });

  it('refuses a javascript: link, naming the field', async () => {
    for (const hyperlink of [
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'data:text/html,x',
      'www.x.in',
    ]) {
      const res = await publish(t, author, {
        title: `Links ${hyperlink}`,
        description: [{ subheading: 'ok', hyperlink }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        field: 'description.0.hyperlink',
        message: 'Links must start with http://, https:// or mailto:',
      });
    }
    expect((await list(t, '?search=Links')).total_blogs).toBe(0);
  });

  it('accepts http, https and mailto links', async () => {
    const res = await publish(t, author, {
      title: 'Useful contacts',
      description: [
        { hyperlink: 'http://example.in' },
        { hyperlink: 'https://example.in/a?b=c' },
        { hyperlink: 'mailto:help@example.in' },
      ],
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses images that are not our own uploads', async () => {
    const banner = await publish(t, author, {
      title: 'Outside banner',
      image: 'https://tracker.example/p.png',
    });
    expect(banner.statusCode).toBe(400);
    expect(banner.json().errors[0].field).toBe('image');
    const sneaky = await publish(t, author, { title: 'Sneaky banner', image: '/media/../app-secret' });
    expect(sneaky.statusCode).toBe(400);
    const section = await publish(t, author, {
      title: 'Outside section image',
      description: [{ image: 'javascript:alert(1)' }],
    });
    expect(section.statusCode).toBe(400);
    expect(section.json().errors[0].field).toBe('description.0.image');
  });

  it('stores a <script> payload as plain text and returns it as JSON text', async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await publish(t, author, {
      title: `Tips ${payload}`,
      summary: payload,
      description: [{ subheading: payload, description: `Before\n\n${payload}` }],
    });
    expect(res.statusCode).toBe(200);
    const raw = await byTitle(t, `Tips ${payload}`);
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    const blog = raw.json<Blog[]>()[0]!;
    expect(blog.summary).toBe(payload);
    expect(blog.description[0]).toMatchObject({ subheading: payload, description: `Before\n\n${payload}` });
  });

  it('refuses text a database column cannot hold', async () => {
    const res = await publish(t, author, { title: 'Nul\u0000title' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('title');
  });

  describe('the shared link of a post', () => {
    const page = (title: string) => t.app.inject(`/blog?blog_title=${encodeURIComponent(title)}`);

    it('carries the title, summary and banner of a public post for previews', async () => {
      const res = await page('Moving checklist');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Moving checklist | Thikana</title>');
      expect(res.body).toContain('<meta property="og:title" content="Moving checklist">');
      expect(res.body).toContain('<meta name="description" content="Everything for moving day.">');
      expect(res.body).toContain('content="http://localhost:3000/media/blog/abc123-lg.webp"');
    });

    it('escapes a <script> title in the page head', async () => {
      const res = await page('Tips <script>alert("x")</script><img src=x onerror=alert(1)>');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('<img src=x');
    });

    it('tells nothing about a private post, and answers 404 for a missing one', async () => {
      await publish(t, author, { title: 'Private plans for Kota', visibility: 'private', summary: 'secret' });
      const hidden = await page('Private plans for Kota');
      expect(hidden.statusCode).toBe(200);
      expect(hidden.body).toContain('<meta name="robots" content="noindex">');
      expect(hidden.body).not.toContain('Private plans for Kota');
      expect((await page('No such post')).statusCode).toBe(404);
    });
  });

  describe('a private post', () => {
    beforeAll(async () => {
      await publish(t, author, {
        title: 'Draft about Pune',
        visibility: 'private',
        category: 'Neighbourhoods',
      });
    });

    it('is visible to its author', async () => {
      expect((await read('Draft about Pune', author.cookie)).visibility).toBe('private');
    });

    it('is visible to an admin', async () => {
      expect((await read('Draft about Pune', admin.cookie)).title).toBe('Draft about Pune');
    });

    it('is not found for another user or a visitor', async () => {
      for (const cookie of [other.cookie, undefined]) {
        const res = await byTitle(t, 'Draft about Pune', cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Blog not found' });
      }
    });

    it('never appears in the list, its categories or search', async () => {
      const page = await list(t, '?search=Pune', admin.cookie);
      expect(page.total_blogs).toBe(0);
      expect(page.active_categories).not.toContainEqual({ category: 'Neighbourhoods' });
    });
  });

  describe('editing and deleting', () => {
    let blog: Blog;
    beforeAll(async () => {
      await publish(t, author, { title: 'Flatmate etiquette', category: 'Flatmates' });
      blog = await read('Flatmate etiquette');
      // From here on the author is no longer an admin: their own posts stay theirs.
      await t.deps.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, author.id));
    });
    const edit = (cookie: string | undefined, fields: Record<string, unknown> = {}) =>
      post(t, API.blog.updateBlog, { id: blog.id, title: 'Flatmate etiquette', ...fields }, cookie);

    it('refuses a visitor and another user', async () => {
      expect((await edit(undefined)).statusCode).toBe(401);
      const res = await edit(other.cookie, { summary: 'hijacked' });
      expect(res.statusCode).toBe(403);
      expect((await read('Flatmate etiquette')).summary).toBe('A short summary');
    });

    it('lets the author change every field and replace the sections', async () => {
      const res = await edit(author.cookie, {
        title: 'Flatmate etiquette, revised',
        summary: 'Revised',
        category: 'Moving',
        visibility: 'private',
        description: [{ subheading: 'Only one now' }],
      });
      expect(res.json()).toEqual({ message: 'Blog Updated' });
      const updated = await read('Flatmate etiquette, revised', author.cookie);
      expect(updated).toMatchObject({
        id: blog.id,
        summary: 'Revised',
        category: 'Moving',
        visibility: 'private',
      });
      expect(updated.description.map((s) => s.subheading)).toEqual(['Only one now']);
      expect(updated.user_id).toBe(author.id);
    });

    it('lets an admin edit, keeping the author', async () => {
      const res = await edit(admin.cookie, { title: 'Flatmate etiquette', visibility: 'public' });
      expect(res.statusCode).toBe(200);
      const updated = await read('Flatmate etiquette');
      expect(updated).toMatchObject({ user_id: author.id, author_name: 'Arjun Rao', description: [] });
    });

    it('refuses taking another post title, but allows a change of case of its own', async () => {
      expect((await edit(author.cookie, { title: 'moving checklist' })).statusCode).toBe(409);
      expect((await edit(author.cookie, { title: 'FLATMATE ETIQUETTE' })).statusCode).toBe(200);
    });

    it('answers 404 for a post that does not exist', async () => {
      expect((await post(t, API.blog.updateBlog, { id: 999_999, title: 'x' }, admin.cookie)).statusCode).toBe(
        404,
      );
      expect((await post(t, API.blog.deleteBlog, { id: 999_999 }, admin.cookie)).statusCode).toBe(404);
    });

    it('lets only the author or an admin delete', async () => {
      expect((await post(t, API.blog.deleteBlog, { id: blog.id })).statusCode).toBe(401);
      expect(
        (await post(t, API.blog.deleteBlog, { id: blog.id, user_id: author.id }, other.cookie)).statusCode,
      ).toBe(403);
      const res = await post(t, API.blog.deleteBlog, { id: blog.id }, author.cookie);
      expect(res.json()).toEqual({ message: 'Blog Deleted' });
      expect((await byTitle(t, 'Flatmate etiquette')).statusCode).toBe(404);
    });

    it('lets an admin delete anyone post', async () => {
      const target = await read('Moving checklist');
      const res = await post(t, API.blog.deleteBlog, { id: target.id }, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect((await byTitle(t, 'Moving checklist')).statusCode).toBe(404);
    });
  });
});
