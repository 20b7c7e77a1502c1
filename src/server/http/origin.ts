// Cross-site requests that change state are refused (docs/product/accounts.md#cross-site-requests).
// Browsers send Sec-Fetch-Site on every request; older ones send Origin. Server-to-server calls
// (the payment webhook, curl) send neither and are judged by their own auth.
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const checkSameOrigin = (request: FastifyRequest, publicUrl: string) => {
  if (SAFE_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new AppError('FORBIDDEN', 'Cross-site request refused');
  const origin = request.headers.origin;
  if (!origin || fetchSite === 'same-origin') return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('FORBIDDEN', 'Cross-site request refused');
  }
  const allowed = new Set([request.headers.host, new URL(publicUrl).host]);
  if (!allowed.has(originHost)) throw new AppError('FORBIDDEN', 'Cross-site request refused');
};
