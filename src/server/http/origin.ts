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
 * A request the site's own pages made: the browser says so (Sec-Fetch-Site), or an
 * older browser sends an Origin that is PUBLIC_URL. A link followed from another
 * site, an <img> or a top-level navigation is not one.
 */
export const isSameOriginRequest = (request: FastifyRequest, publicUrl: string) => {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  return typeof origin === 'string' && isPublicOrigin(origin, publicUrl);
};
