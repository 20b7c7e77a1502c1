// Structured data for search engines (docs/decisions/0090-structured-data.md): schema.org objects
// as JSON-LD in a page's head, and the pieces every page shares (the breadcrumb trail, the site as
// publisher). Each feature describes its own pages; this file writes them safely.
import type { CityName } from '../../shared/cities.ts';
import { writeSearch } from '../../shared/search-params.ts';

/** A schema.org object as JSON-LD: its `@type` and properties. */
export type JsonLd = { '@type': string | string[] } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** `url` as an absolute address under the site's public URL (photos may already be absolute, on a CDN). */
export const absoluteUrl = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

/** The search page of a city, or of a locality in it, as the web app writes its address. */
export const searchPageUrl = (publicUrl: string, city: CityName, locality?: string) =>
  absoluteUrl(
    publicUrl,
    `/search?${writeSearch({ city, search: '', filters: locality ? { locality } : {}, sort: undefined }, new URLSearchParams())}`,
  );

/** A trail of pages from the home page, the last one being the page itself. */
export const breadcrumbList = (trail: { name: string; url: string }[]): JsonLd => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: step.url,
  })),
});

/** The site, as the publisher of what it shows. */
export const siteOrganization = (publicUrl: string): JsonLd => ({
  '@type': 'Organization',
  name: 'Thikana',
  url: absoluteUrl(publicUrl, '/'),
});

/**
 * The objects as one JSON-LD block. `<` is written `\u003c` (and the two line separators
 * escaped), so no text inside, such as a poster's "</script>", can end the block early; JSON
 * readers read the same text.
 */
export const jsonLdScript = (objects: JsonLd[]) => {
  const data =
    objects.length === 1
      ? { '@context': CONTEXT, ...objects[0] }
      : { '@context': CONTEXT, '@graph': objects };
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
};
