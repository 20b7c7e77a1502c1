// The addresses of the rent pages (docs/decisions/0117-rent-pages.md): /rents/bengaluru and
// /rents/bengaluru/hsr-layout, lower case with hyphens for spaces, written and read the same way
// by the web app, the server's page route and the sitemap. Apart from the web app's paths.ts,
// which rides with the first render of `/`.
import { CITY_NAMES, type CityName } from './cities.ts';

/** The 12 cities side by side. */
export const ALL_CITIES_RENTS_PATH = '/rents';

const slugOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/** '/rents/navi-mumbai', '/rents/bengaluru/hsr-layout' */
export const rentsPath = (city: string, locality?: string | null) =>
  locality ? `/rents/${slugOf(city)}/${encodeURIComponent(slugOf(locality))}` : `/rents/${slugOf(city)}`;

/** 'navi-mumbai' -> 'Navi Mumbai'; undefined for a city we do not list. */
export const cityOfSlug = (slug: string | undefined): CityName | undefined =>
  slug ? CITY_NAMES.find((city) => slugOf(city) === slug.toLowerCase()) : undefined;

/** 'hsr-layout' -> 'hsr layout': the index reads a locality in any letter case. */
export const localityOfSlug = (slug: string | undefined) => {
  const name = slug?.replace(/-+/g, ' ').trim();
  return name ? name.slice(0, 80) : undefined;
};
