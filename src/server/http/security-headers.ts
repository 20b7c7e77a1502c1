// The security headers. Pages (and the API docs page) get helmet's whole set with our content
// security policy; JSON answers of the API get the short set a JSON answer needs (no sniffing,
// never framed, nothing loaded on its behalf), and the built scripts and stylesheets the shorter
// set a file needs, since the page-only headers do nothing there but add a kilobyte to every
// answer. Each set is the same for every answer, so helmet runs once at
// start-up and a request only copies a ready object: a per-request helmet call cost more than the
// health route itself (docs/decisions/0051-health-route-overhead.md). HSTS and `upgrade-insecure-requests` are sent
// only over https with an https PUBLIC_URL, so the site works on a LAN address over plain http
// (docs/decisions/0050-compression-and-caching.md#plain-http).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { CheckoutSetup } from '../adapters/payment-gateway.ts';
import type { Config } from '../config.ts';

type Headers = Record<string, string>;

const tileOrigin = (template: string) => {
  const url = new URL(template.replaceAll(/\{[a-z]+\}/g, 'x').replace('//x.', '//sub.'));
  return template.includes('//{s}.') ? `${url.protocol}//*.${url.host.replace(/^sub\./, '')}` : url.origin;
};

const helmetOptions = (config: Config, checkout: CheckoutSetup, secure: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // No <base> may re-point the page's relative URLs (scripts, forms) elsewhere.
      baseUri: ["'none'"],
      // The payment gateway's checkout: what its adapter says the checkout loads.
      scriptSrc: ["'self'", ...checkout.origins.script],
      frameSrc: ["'self'", ...checkout.origins.frame],
      connectSrc: ["'self'", ...checkout.origins.connect],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
        // Map tiles; the URL's {s} subdomains, if any, become a wildcard.
        ...(config.MAP_TILE_URL ? [tileOrigin(config.MAP_TILE_URL)] : []),
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      upgradeInsecureRequests: secure ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: secure,
});

/** Runs helmet once against a recording response and keeps the headers it set. */
const recordHeaders = (options: HelmetOptions): Headers => {
  const headers: Headers = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

const apiHeaders = (pageHeaders: Headers): Headers => {
  const headers: Headers = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
};

/**
 * A built script, stylesheet or font (`/assets/`, hashed): none of the page-only headers applies
 * to it, and a first visit loads some 30 of them, so it gets only what a file needs
 * (docs/decisions/0150-a-listing-page-pays-its-way.md). The service worker is not under /assets.
 */
const assetHeaders = (pageHeaders: Headers): Headers => {
  const headers: Headers = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
};

const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const isBuiltAsset = (url: string) => url.startsWith('/assets/');

const securityHeaders = (config: Config, checkout: CheckoutSetup) => {
  const httpsSite = config.isProduction && config.PUBLIC_URL.startsWith('https:');
  const plainPage = recordHeaders(helmetOptions(config, checkout, false));
  const securePage = httpsSite ? recordHeaders(helmetOptions(config, checkout, true)) : plainPage;
  const plainApi = apiHeaders(plainPage);
  const secureApi = apiHeaders(securePage);
  const plainAsset = assetHeaders(plainPage);
  const secureAsset = assetHeaders(securePage);
  return (request: Pick<FastifyRequest, 'protocol' | 'url'>) => {
    const secure = request.protocol === 'https';
    if (isApiAnswer(request.url)) return secure ? secureApi : plainApi;
    if (isBuiltAsset(request.url)) return secure ? secureAsset : plainAsset;
    return secure ? securePage : plainPage;
  };
};

export const registerSecurityHeaders = (app: FastifyInstance) => {
  const headersFor = securityHeaders(app.deps.config, app.deps.gateway.checkout);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request));
    done();
  });
};
