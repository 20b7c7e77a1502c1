// What search engines read on the blog (docs/decisions/0090-structured-data.md): a post as a
// schema.org BlogPosting, the list as a Blog of its posts, each with its trail from the home page.
import type { Blog } from '../../../shared/schemas/blog.ts';
import { absoluteUrl, breadcrumbList, type JsonLd, siteOrganization } from '../../http/structured-data.ts';
import type { BlogRow } from './store.ts';

/** A post as both a row and an answer give it. */
type Post = {
  title: string;
  summary: string;
  image: string;
  category: string;
  author: string;
  published: string;
  modified?: string;
};

const postUrl = (publicUrl: string, title: string) =>
  absoluteUrl(publicUrl, `/blog?blog_title=${encodeURIComponent(title)}`);

/** Search engines show at most 110 characters of a headline. */
const headlineOf = (title: string) => (title.length > 110 ? `${title.slice(0, 109).trimEnd()}…` : title);

const blogPosting = (post: Post, publicUrl: string): JsonLd => {
  const url = postUrl(publicUrl, post.title);
  return {
    '@type': 'BlogPosting',
    headline: headlineOf(post.title),
    url,
    mainEntityOfPage: url,
    datePublished: post.published,
    ...(post.modified ? { dateModified: post.modified } : {}),
    author: post.author ? { '@type': 'Person', name: post.author } : siteOrganization(publicUrl),
    publisher: siteOrganization(publicUrl),
    articleSection: post.category,
    inLanguage: 'en-IN',
    ...(post.summary ? { description: post.summary } : {}),
    ...(post.image ? { image: absoluteUrl(publicUrl, post.image) } : {}),
  };
};

const blogTrail = (publicUrl: string) => [
  { name: 'Home', url: absoluteUrl(publicUrl, '/') },
  { name: 'Blog', url: absoluteUrl(publicUrl, '/blogs') },
];

/** A public post's page. */
export const blogPostStructuredData = (row: BlogRow, publicUrl: string): JsonLd[] => [
  blogPosting(
    {
      title: row.title,
      summary: row.summary,
      image: row.image,
      category: row.category,
      author: row.authorName,
      published: row.createdOn.toISOString(),
      modified: row.updatedAt.toISOString(),
    },
    publicUrl,
  ),
  breadcrumbList([...blogTrail(publicUrl), { name: row.title, url: postUrl(publicUrl, row.title) }]),
];

/** The list of posts, with the posts of the page shown. */
export const blogListStructuredData = (blogs: Blog[], publicUrl: string): JsonLd[] => [
  {
    '@type': 'Blog',
    name: 'The Thikana blog',
    url: absoluteUrl(publicUrl, '/blogs'),
    publisher: siteOrganization(publicUrl),
    blogPost: blogs.map((blog) =>
      blogPosting(
        {
          title: blog.title,
          summary: blog.summary,
          image: blog.image,
          category: blog.category,
          author: blog.author_name,
          published: blog.created_on,
        },
        publicUrl,
      ),
    ),
  },
  breadcrumbList(blogTrail(publicUrl)),
];
