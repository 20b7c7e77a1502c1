// Cross-site requests that change state are refused (docs/product/accounts.md#cross-site-requests).
// Browsers send Sec-Fetch-Site on every request; older ones send Origin. Server-to-server calls
// (the payment webhook, curl) send neither and are judged by their own auth.
// An Origin is compared with PUBLIC_URL only: the Host header is chosen by whoever
// sends the request (and rewritten by proxies), so it proves nothing. Installed apps
// (Capacitor, Ionic, a WebView) have origins of their own, accepted only when the operator
// lists them in TRUSTED_APP_ORIGINS (docs/decisions/0143-clients-outside-the-browser.md).
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins the operator listed (lower case, as config.ts keeps them); none by default. */
export type AppOrigins = readonly string[];

/**
 * Whether the Origin header is a listed app's. Compared as text: `new URL()` gives every
 * non-http scheme (capacitor:, ionic:) the origin "null", which would make them all one.
 */
const isAppOrigin = (origin: string | undefined, appOrigins: AppOrigins) =>
  origin !== undefined && appOrigins.length > 0 && appOrigins.includes(origin.trim().toLowerCase());

export const checkSameOrigin = (request: FastifyRequest, publicUrl: string, appOrigins: AppOrigins = []) => {
  if (SAFE_METHODS.has(request.method)) return;
  // Before Sec-Fetch-Site: to the WebView the app's page and the API are two sites.
  if (isAppOrigin(request.headers.origin, appOrigins)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new AppError('FORBIDDEN', 'Cross-site request refused');
  const origin = request.headers.origin;
  if (!origin || fetchSite === 'same-origin') return;
  if (!isPublicOrigin(origin, publicUrl)) throw new AppError('FORBIDDEN', 'Cross-site request refused');
};

/** Whether an Origin header names the site itself (scheme, host and port of PUBLIC_URL). */
export const isPublicOrigin = (origin: string, publicUrl: string) => {
  try {
    return new URL(origin).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
};

/**
 * A request that may act for the viewer: the site's own pages (the browser says
 * same-origin, or an older browser sends an Origin that is PUBLIC_URL), or a client
 * outside any browser, which sends none of the headers browsers add (Sec-Fetch-Site,
 * Origin, Referer) and cannot carry a visitor's cookie from another site. A link
 * followed from another site, an <img> or a navigation from another app is not one
 * (docs/decisions/0036-contact-unlock-same-origin.md). A listed app's own calls are its site's.
 */
export const isSameOriginRequest = (
  request: FastifyRequest,
  publicUrl: string,
  appOrigins: AppOrigins = [],
) => {
  if (isAppOrigin(request.headers.origin, appOrigins)) return true;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return isPublicOrigin(origin, publicUrl);
  const referer = request.headers.referer;
  if (typeof referer === 'string') return isPublicOrigin(referer, publicUrl);
  return true;
};
