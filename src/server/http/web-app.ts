// The built web app (dist/web): hashed assets cached for a year and served as the build
// precompressed them (.br, .gz beside each file), every other GET that is not /api or
// /media answered with index.html (history fallback), `no-cache` with an ETag
// (docs/decisions/0050-compression-and-caching.md); the service worker and the manifest
// `no-cache` too. Features that need per-page meta tags
// (a shared property link) call `app.renderPage`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answersScript, type FirstPage, type ImagePreload } from './first-answers.ts';

export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/web',
);

/**
 * The service worker and the manifest are asked for again on every check, so a release reaches
 * installed apps at once (docs/decisions/0067-offline-and-install.md).
 */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

export type PageHead = { title: string; meta?: Record<string, string>; canonical?: string };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * index.html with a page's own title and meta tags, for link previews, and the answers and
     * photo its first render needs (http/first-answers.ts).
     */
    renderPage: (reply: FastifyReply, head?: PageHead, status?: number, first?: FirstPage) => FastifyReply;
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
  return tags.join('');
};

/** The id the web app reads the answers from (src/web/api/first-answers.ts). */
const FIRST_ANSWERS_ID = 'thikana-answers';

const preloadTag = (image: ImagePreload) =>
  `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`;

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

export const registerWebApp = async (app: FastifyInstance, distDir = DEFAULT_WEB_DIST) => {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : FALLBACK_HTML;
  const pageModules = pageModulesOf(distDir, indexHtml);

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

  app.decorate('renderPage', (reply: FastifyReply, head?: PageHead, status = 200, first?: FirstPage) => {
    let html = indexHtml;
    if (head) {
      html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
      // A page's own description replaces the site-wide one rather than adding a second.
      if (head.meta?.description) html = html.replace(/<meta name="description"[^>]*>/, '');
      html = html.replace('</head>', `${headTags(head)}</head>`);
    }
    if (first) {
      // The photo first, so its download starts before the scripts are read.
      const photo = first.preload ? preloadTag(first.preload) : '';
      const answers = first.answers.length > 0 ? answersScript(FIRST_ANSWERS_ID, first.answers) : '';
      const modules = (first.page ? pageModules(first.page) : [])
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
        .join('');
      html = html.replace('<head>', `<head>${photo}`).replace('</head>', `${modules}${answers}</head>`);
    }
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });

  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  // A route rather than the not-found handler, so the page goes through the route hooks
  // (compression) like every other answer.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/')) return notFound(reply);
    return app.renderPage(reply);
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
};
