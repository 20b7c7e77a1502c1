// /sitemap.xml: the static pages, every live listing and every public blog post.
import type { DbOrTx } from '../../db/client.ts';
import { sitemapXml } from './share-meta.ts';
import { sitemapEntries } from './store.ts';

/** The sitemap protocol allows 50,000 URLs per file; past that we would need an index. */
const MAX_URLS_PER_KIND = 20_000;

export const buildSitemap = async (input: { db: DbOrTx; publicUrl: string }) =>
  sitemapXml(input.publicUrl, await sitemapEntries(input.db, MAX_URLS_PER_KIND));
