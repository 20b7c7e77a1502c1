// What a shared /blog link shows before it is opened (WhatsApp, search engines): the
// post's title, summary and banner for public posts; nothing about private ones.
import type { PageHead } from '../../http/web-app.ts';
import type { BlogRow } from './store.ts';
import { blogPostStructuredData } from './structured-data.ts';

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export const blogPageHead = (blog: BlogRow, publicUrl: string): PageHead => {
  const base = publicUrl.replace(/\/$/, '');
  const url = `${base}/blog?blog_title=${encodeURIComponent(blog.title)}`;
  const description = clip(
    blog.summary || `${blog.category} on the Thikana blog, by ${blog.authorName}.`,
    200,
  );
  const image = blog.image ? absolute(base, blog.image) : '';
  return {
    title: `${blog.title} | Thikana`,
    canonical: url,
    structuredData: blogPostStructuredData(blog, publicUrl),
    meta: {
      description,
      'og:type': 'article',
      'og:site_name': 'Thikana',
      'og:title': blog.title,
      'og:description': description,
      'og:url': url,
      'og:locale': 'en_IN',
      ...(image ? { 'og:image': image, 'og:image:alt': blog.title } : {}),
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': blog.title,
      'twitter:description': description,
      ...(image ? { 'twitter:image': image } : {}),
    },
  };
};

/** Private posts and missing ones: the page still loads (an author may open it), unindexed. */
export const hiddenBlogHead: PageHead = {
  title: 'Blog | Thikana',
  meta: { robots: 'noindex' },
};
