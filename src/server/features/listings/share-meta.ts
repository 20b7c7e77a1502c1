// What a shared link shows before it is opened: Open Graph and Twitter tags for
// /propertydetail/{id} (a WhatsApp preview), the structured data and the sitemap search engines
// read.
import { CITY_NAMES } from '../../../shared/cities.ts';
import { formatRent, formatRupees } from '../../../shared/format.ts';
import { moveInCost } from '../../../shared/move-in-cost.ts';
import { ALL_CITIES_RENTS_PATH, rentsPath } from '../../../shared/rent-paths.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import type { PageHead } from '../../http/web-app.ts';
import { listingStructuredData } from './structured-data.ts';

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

export const listingPageHead = (listing: Listing, publicUrl: string): PageHead => {
  const base = publicUrl.replace(/\/$/, '');
  const rent = formatRent(listing.rent, listing.property_type);
  const moveIn = formatRupees(moveInCost(listing).total);
  const description = `${rent}, deposit ${formatRupees(listing.deposit)}, move in for ${moveIn}. ${listing.locality}, ${listing.city}. No brokerage charged by Thikana.`;
  const url = `${base}/propertydetail/${listing.id}`;
  const photo = listing.photos[0];
  const title = `${listing.title} for ${rent}`;
  return {
    title: `${title} | Thikana`,
    canonical: url,
    structuredData: listingStructuredData(listing, publicUrl, description),
    meta: {
      description,
      'og:type': 'website',
      'og:site_name': 'Thikana',
      'og:title': title,
      'og:description': description,
      'og:url': url,
      'og:locale': 'en_IN',
      ...(photo
        ? {
            // The 960 px size: sharp enough for a preview, small enough for WhatsApp.
            'og:image': absolute(base, photo.md),
            'og:image:type': 'image/webp',
            'og:image:alt': listing.title,
          }
        : {}),
      'twitter:card': photo ? 'summary_large_image' : 'summary',
      'twitter:title': title,
      'twitter:description': description,
      ...(photo ? { 'twitter:image': absolute(base, photo.md) } : {}),
    },
  };
};

export const missingListingHead: PageHead = {
  title: 'Property not found | Thikana',
  meta: { robots: 'noindex', description: 'This property is no longer listed on Thikana.' },
};

/** A deleted listing's page (410 Gone), titled as the page says it. */
export const goneListingHead: PageHead = {
  title: 'No longer listed | Thikana',
  meta: { robots: 'noindex', description: 'This property is no longer listed on Thikana.' },
};

const xmlEscape = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** Public pages worth indexing besides listings and blog posts. */
const STATIC_PATHS = [
  '/',
  '/search',
  '/blogs',
  '/services',
  '/about',
  '/faq',
  '/contactus',
  // The cities side by side, and every city's rent page (docs/decisions/0117-rent-pages.md,
  // docs/decisions/0144-rent-drawings-that-read.md).
  ALL_CITIES_RENTS_PATH,
  ...CITY_NAMES.map((city) => rentsPath(city)),
];

export const sitemapXml = (
  publicUrl: string,
  entries: {
    homes: { id: number; updatedAt: Date }[];
    posts: { title: string; updatedAt: Date }[];
    /** Localities whose rent page has figures. */
    localities?: { city: string; locality: string }[];
  },
) => {
  const base = publicUrl.replace(/\/$/, '');
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${xmlEscape(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    ...STATIC_PATHS.map((path) => url(path)),
    ...entries.homes.map((home) => url(`/propertydetail/${home.id}`, home.updatedAt)),
    ...entries.posts.map((post) => url(`/blog?blog_title=${encodeURIComponent(post.title)}`, post.updatedAt)),
    ...(entries.localities ?? []).map((place) => url(rentsPath(place.city, place.locality))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
};
