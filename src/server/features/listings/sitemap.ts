// /sitemap.xml: the static pages, every live listing and every public blog post.
import type { DbOrTx } from '../../db/client.ts';
import { publicBlogPosts } from '../blogs/index.ts';
import { sitemapXml } from './share-meta.ts';
import { sitemapListings } from './store.ts';

/** The sitemap protocol allows 50,000 URLs per file; past that we would need an index. */
const MAX_URLS_PER_KIND = 20_000;

export const buildSitemap = async ({ db, publicUrl }: { db: DbOrTx; publicUrl: string }) => {
  const [homes, posts] = await Promise.all([
    sitemapListings(db, MAX_URLS_PER_KIND),
    publicBlogPosts({ db, limit: MAX_URLS_PER_KIND }),
  ]);
  return sitemapXml(publicUrl, { homes, posts });
};
