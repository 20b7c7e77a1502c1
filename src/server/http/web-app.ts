// The built web app (dist/web): hashed assets cached for a year and served as the build
// precompressed them (.br, .gz beside each file), every other GET that is not /api or
// /media answered with index.html (history fallback: 200 for an address the web app has a page
// for, 404 with its not-found page otherwise), `no-cache` with an ETag
// (docs/decisions/0050-compression-and-caching.md); the service worker and the manifest
// `no-cache` too. Features that need per-page meta tags
// (a shared property link) call `app.renderPage`. The public pages are drawn on the server for a
// visitor without a session, by the server render built beside the web app
// (docs/decisions/0076-public-pages-rendered-on-the-server.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OWN_VIEW_COOKIE } from '../../shared/own-view.ts';
import { isPagePath } from '../../shared/page-paths.ts';
import {
  dataScript,
  type FirstAnswer,
  type FirstPage,
  firstAnswers,
  type ImagePreload,
  isAnonymous,
  type PageUnavailableError,
} from './first-answers.ts';
import { PUBLIC_PAGES } from './public-pages.ts';
import { type JsonLd, jsonLdScript } from './structured-data.ts';
import { createWholePages } from './unavailable-page.ts';

export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/web',
);

/**
 * The service worker (with the push handler it imports) and the manifest are asked for again on
 * every check, so a release reaches installed apps at once (docs/decisions/0067-offline-and-install.md).
 */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'sw-push.js', 'manifest.webmanifest']);

export type PageHead = {
  /** Left out: the site's own title. */
  title?: string;
  meta?: Record<string, string>;
  canonical?: string;
  /** What search engines read about the page (http/structured-data.ts). */
  structuredData?: JsonLd[];
};

/** The head of the not-found page: search engines are told not to keep it. */
const NOT_FOUND_HEAD: PageHead = { title: 'Page not found | Thikana', meta: { robots: 'noindex' } };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * index.html with a page's own title and meta tags, for link previews, and the answers and
     * photo its first render needs (http/first-answers.ts).
     */
    renderPage: (
      reply: FastifyReply,
      head?: PageHead,
      status?: number,
      first?: FirstPage,
    ) => Promise<FastifyReply>;
    /** A page whose data could not be had: as last drawn whole, or a 503 that retries (http/unavailable-page.ts). */
    answerUnavailablePage: (
      request: FastifyRequest,
      reply: FastifyReply,
      error: PageUnavailableError,
    ) => FastifyReply;
  }
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const FALLBACK_HTML =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Thikana</title></head>' +
  '<body><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>';

export const headTags = (head: PageHead) => {
  const tags = Object.entries(head.meta ?? {}).map(([name, content]) => {
    const attr = name.startsWith('og:') ? 'property' : 'name';
    return `<meta ${attr}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
  });
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.structuredData?.length) tags.push(jsonLdScript(head.structuredData));
  return tags.join('');
};

/** The id the web app reads the answers from (src/web/api/first-answers.ts). */
const FIRST_ANSWERS_ID = 'thikana-answers';

const preloadTag = (image: ImagePreload) =>
  `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}"${image.type ? ` type="${image.type}"` : ''} fetchpriority="high">`;

type ManifestChunk = { file: string; imports?: string[] };

/**
 * The script files a page's module needs that index.html does not already load or preload, from
 * the build's manifest (none without a build): preloading them with the page saves the round
 * trip the router would otherwise wait for.
 */
const pageModulesOf = (distDir: string, indexHtml: string) => {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const known = new Map<string, string[]>();
  return (page: string) => {
    const cached = known.get(page);
    if (cached) return cached;
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.includes(chunk.file) || indexHtml.includes(`/${chunk.file}"`)) return;
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(page);
    known.set(page, files);
    return files;
  };
};

/**
 * index.html with its stylesheets right after the charset, before the scripts the build puts
 * first: the first paint waits for the stylesheet, not for the scripts, so a phone asks for it
 * first.
 */
const stylesheetsFirst = (html: string) => {
  const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const rest = links.reduce((page, link) => page.replace(link, ''), html);
  return rest.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}${links.join('')}`);
};

type DrawnPage = { html: string; queries: unknown[] };

/** The server render's entry (src/web/server-render.tsx), as built. */
type ServerRender = {
  renderPage: (page: { url: string; origin: string; answers: FirstAnswer[] }) => Promise<DrawnPage>;
};

/** Pages kept at most; past that the kept ones are let go (addresses with queries are many). */
const MAX_KEPT_PAGES = 500;

/** The server render built beside the web app (`<dist>/ssr` next to `<dist>/web`), if there is one. */
const loadServerRender = async (distDir: string) => {
  const file = path.join(path.dirname(distDir), 'ssr', 'server-render.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as ServerRender) : null;
};

/** The home page's module, whose texts ride with the first render (docs/decisions/0071-translations-compiled-and-split.md). */
const HOME_PAGE = 'pages/home/home-page.tsx';
/** The English texts outside the first render, as the build's manifest names them. */
const ENGLISH_REST = '../../virtual:catalogue/en/rest';

/** The id the web app takes the drawn page's queries from (src/web/api/rendered-queries.ts). */
const RENDERED_QUERIES_ID = 'thikana-queries';
const ROOT = '<div id="root"></div>';

export const registerWebApp = async (app: FastifyInstance, distDir = DEFAULT_WEB_DIST) => {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? stylesheetsFirst(readFileSync(indexFile, 'utf8')) : FALLBACK_HTML;
  const pageModules = pageModulesOf(distDir, indexHtml);
  const serverRender = hasBuild ? await loadServerRender(distDir) : null;
  // A first visit's page is the same for every first visitor: it is drawn once and kept as long
  // as the public answers it is drawn from are (docs/decisions/0070-load-benchmark.md), and
  // visitors arriving while it is being drawn wait for that drawing.
  const keepMs = app.deps.config.PUBLIC_CACHE_SECONDS * 1000;
  const recent = new Map<string, { until: number; page: Promise<DrawnPage | null> }>();

  /**
   * The page drawn on the server: for a visitor without a session whose device shows what a first
   * visit sees; null for anyone else, or when drawing fails (the browser then draws it, as it
   * would without a server render).
   */
  const drawn = async (reply: FastifyReply, first: FirstPage): Promise<DrawnPage | null> => {
    const { request } = reply;
    if (!serverRender || request.cookies[OWN_VIEW_COOKIE] || !(await isAnonymous(app, request))) return null;
    const origin = `${request.protocol}://${request.host}`;
    const key = `${origin}${request.url}`;
    const now = app.deps.clock.now().getTime();
    const kept = recent.get(key);
    if (kept && kept.until > now) return kept.page;
    const page = serverRender
      .renderPage({ url: request.url, origin, answers: first.answers })
      .catch((error) => {
        request.log.error({ err: error }, 'server render failed');
        return null;
      });
    if (keepMs > 0) {
      if (recent.size >= MAX_KEPT_PAGES) recent.clear();
      recent.set(key, { until: now + keepMs, page });
    }
    return page;
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed
            ? 'public, max-age=31536000, immutable'
            : ALWAYS_REVALIDATED.has(path.basename(file))
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  const wholePages = createWholePages();
  app.decorate('answerUnavailablePage', wholePages.answer);
  app.decorate(
    'renderPage',
    async (reply: FastifyReply, head?: PageHead, status = 200, first?: FirstPage) => {
      // Every insertion is a function, so a `$&` or `$'` in a listing's text is not read as a
      // replacement pattern.
      let html = indexHtml;
      if (head) {
        const { title } = head;
        if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
        // A page's own description replaces the site-wide one rather than adding a second.
        if (head.meta?.description) html = html.replace(/<meta name="description"[^>]*>/, '');
        html = html.replace('</head>', () => `${headTags(head)}</head>`);
      }
      if (first) {
        const page = await drawn(reply, first);
        // The photo first, so its download starts before the scripts are read.
        const photo = first.preload ? preloadTag(first.preload) : '';
        // A drawn page carries the queries it was drawn from instead of the answers.
        const answers = page
          ? dataScript(RENDERED_QUERIES_ID, page.queries)
          : first.answers.length > 0
            ? dataScript(FIRST_ANSWERS_ID, first.answers)
            : '';
        if (page) html = html.replace(ROOT, () => `<div id="root">${page.html}</div>`);
        // A page the browser draws needs its code at once; every page but the home shows with the
        // rest of the English texts. A drawn page reads without them: its main script asks for
        // them, so the stylesheet and the photo have the phone's bandwidth first.
        const modules = (first.page && !page ? pageModules(first.page) : [])
          .concat(first.page && !page && first.page !== HOME_PAGE ? pageModules(ENGLISH_REST) : [])
          .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
          .join('');
        html = html
          .replace('<head>', () => `<head>${photo}`)
          .replace('</head>', () => `${modules}${answers}</head>`);
        if (status === 200 && first.answers.length > 0) wholePages.keep(reply.request.url, html);
      }
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    },
  );

  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  // A route rather than the not-found handler, so the page goes through the route hooks
  // (compression) like every other answer.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/')) return notFound(reply);
    // An address the web app has no page for gets its not-found page with a 404, never a 200 that
    // tells a client or a search engine the page exists (docs/decisions/0089-unknown-pages-answer-404.md).
    if (!isPagePath(url.split('?')[0]!)) return app.renderPage(reply, NOT_FOUND_HEAD, 404);
    const known = PUBLIC_PAGES.get(url);
    if (!known) return app.renderPage(reply);
    return firstAnswers(app, request, known.calls).then((answers) =>
      app.renderPage(reply, undefined, 200, { answers, page: known.page }),
    );
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
};
