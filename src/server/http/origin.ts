// Cross-site requests that change state are refused (docs/product/accounts.md#cross-site-requests).
// Browsers send Sec-Fetch-Site on every request; older ones send Origin. Server-to-server calls
// (the payment webhook, curl) send neither and are judged by their own auth.
// An Origin is compared with PUBLIC_URL only: the Host header is chosen by whoever
// sends the request (and rewritten by proxies), so it proves nothing.
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const checkSameOrigin = (request: FastifyRequest, publicUrl: string) => {
  if (SAFE_METHODS.has(request.method)) return;
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
 * (docs/decisions/0036-contact-unlock-same-origin.md).
 */
export const isSameOriginRequest = (request: FastifyRequest, publicUrl: string) => {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return isPublicOrigin(origin, publicUrl);
  const referer = request.headers.referer;
  if (typeof referer === 'string') return isPublicOrigin(referer, publicUrl);
  return true;
};
