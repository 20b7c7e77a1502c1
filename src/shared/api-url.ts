// The address of a GET call with its query, written one way by the web app and by the server
// when it puts a page's first answers in the page (docs/decisions/0073-first-answers-in-the-page.md),
// so the two can be matched character for character.
export type Query = Record<string, string | number | undefined | null>;

/** '/api/listing/getListings' + { location: 'Navi Mumbai' } -> '/api/listing/getListings?location=Navi+Mumbai' */
export const apiUrl = (path: string, query?: Query) => {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') qs.set(key, String(value));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
};
