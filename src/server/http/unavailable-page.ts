// A page is whole or honestly refused (docs/decisions/0139-a-page-is-whole-or-refused.md): when a
// public page's data cannot be had (the server sheds, the database is away), the visitor gets the
// page as it was last drawn whole, marked stale, or a 503 with Retry-After and a small page that
// asks again by itself. Never a 200 with the frame and no content, which crawlers and link
// previews would keep.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageUnavailableError } from './first-answers.ts';

/** Pages kept whole at most, by address; past that the oldest is let go. */
const MAX_WHOLE_PAGES = 200;

/** Plain HTML with no script, so the content security policy has nothing to refuse. */
const busyPage = (seconds: number) =>
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<meta http-equiv="refresh" content="${seconds}"><meta name="robots" content="noindex">` +
  '<title>Busy | Thikana</title></head><body style="font-family:system-ui,sans-serif;margin:2rem;line-height:1.5">' +
  '<h1>Thikana is busy</h1>' +
  `<p>This page will try again by itself in ${seconds} seconds. <a href="">Try now</a></p>` +
  `<p lang="hi">थिकाना अभी व्यस्त है। यह पेज ${seconds} सेकंड में अपने आप फिर खुलेगा।</p>` +
  '</body></html>';

export const createWholePages = () => {
  const whole = new Map<string, string>();
  return {
    /** The HTML of a page just drawn with all of its data. */
    keep(url: string, html: string) {
      whole.delete(url);
      if (whole.size >= MAX_WHOLE_PAGES) whole.delete(whole.keys().next().value!);
      whole.set(url, html);
    },
    answer(request: FastifyRequest, reply: FastifyReply, error: PageUnavailableError) {
      const kept = whole.get(request.url);
      if (kept) {
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('warning', '110 - "Response is Stale"')
          .send(kept);
      }
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('retry-after', String(error.retryAfterSeconds))
        .send(busyPage(error.retryAfterSeconds));
    },
  };
};
