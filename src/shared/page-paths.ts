// The addresses of the web app's pages (docs/product/screens.md), as the router matches them. The
// router draws one page for each (src/web/router.tsx); the server answers every other address
// with the not-found page and HTTP 404, never a 200
// (docs/decisions/0089-unknown-pages-answer-404.md).

export const PAGE_PATTERNS = [
  '/',
  '/home',
  '/login',
  '/whatsappLogin',
  '/resetpassword',
  '/signup',
  '/profile',
  '/terms&conditions',
  '/privacypolicy',
  '/refund',
  '/about',
  '/addlisting',
  '/propertydetail/:listed_id',
  '/myproperties/:listed_id?',
  '/listing-check/:token',
  '/visit-request/:token',
  '/properties',
  '/wishlist',
  '/visits',
  '/saved-searches',
  '/messages',
  '/messages/:conversation_id',
  '/unsubscribe',
  '/view',
  '/propertyList',
  '/services',
  '/addservices',
  '/search',
  '/blogs',
  '/blog',
  '/addblog',
  '/contactus',
  '/faq',
  '/admin/messages',
  '/account/security',
  '/admin/two-factor',
  '/admin/payments',
  '/admin/moderation',
  '/admin/users',
  '/rents',
  '/rents/:city/:locality?',
  '/deals/:deal_id',
  '/agreements/verify',
] as const;
export type PagePattern = (typeof PAGE_PATTERNS)[number];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const PATTERN_SEGMENTS = PAGE_PATTERNS.map((pattern) => segmentsOf(pattern.toLowerCase()));

const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/**
 * Whether the router draws a page of its own at `pathname` (the path, without the query), matched
 * as React Router matches: letter case and a trailing slash do not matter, and `:name` stands for
 * one segment (`:name?` one segment or none, at the end).
 */
export const isPagePath = (pathname: string) => {
  const given = segmentsOf(decoded(pathname).toLowerCase());
  return PATTERN_SEGMENTS.some((pattern) => {
    const required = pattern.filter((segment) => !segment.endsWith('?')).length;
    return (
      given.length >= required &&
      given.length <= pattern.length &&
      given.every((segment, i) => pattern[i]!.startsWith(':') || pattern[i] === segment)
    );
  });
};
