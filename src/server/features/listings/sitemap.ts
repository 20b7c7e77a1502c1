// /sitemap.xml: the static pages, every live listing, every public blog post and the rent pages of
// the localities that have figures (docs/decisions/0144-rent-drawings-that-read.md).
import type { DbOrTx } from '../../db/client.ts';
import { publicBlogPosts } from '../blogs/index.ts';
import { localitiesWithFigures } from '../rents/index.ts';
import { sitemapXml } from './share-meta.ts';
import { sitemapListings } from './store.ts';

/** The sitemap protocol allows 50,000 URLs per file; past that we would need an index. */
const MAX_URLS_PER_KIND = 20_000;
/** What is left of the 50,000 for the localities' rent pages, beside the static pages. */
const MAX_LOCALITY_PAGES = 9_000;

export const buildSitemap = async ({ db, publicUrl }: { db: DbOrTx; publicUrl: string }) => {
  const [homes, posts, localities] = await Promise.all([
    sitemapListings(db, MAX_URLS_PER_KIND),
    publicBlogPosts({ db, limit: MAX_URLS_PER_KIND }),
    localitiesWithFigures({ db, limit: MAX_LOCALITY_PAGES }),
  ]);
  return sitemapXml(publicUrl, { homes, posts, localities });
};
