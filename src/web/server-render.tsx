// The public pages drawn on the server (docs/decisions/0076-public-pages-rendered-on-the-server.md):
// built by `vite build --ssr` into dist/ssr and called by the server for a visitor without a
// session, with the answers the page's first render asks for. The page is the app itself, as a
// first visit in the browser draws it: default city, English, nobody logged in. The queries it
// answered go with the HTML, so the browser takes the page over without drawing it again.
import { type Query, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { answerWith, type FirstAnswer } from './api/first-answers.ts';
import type { RenderedQuery } from './api/rendered-queries.ts';
import { App } from './app.tsx';
import { loadEnglishRest } from './i18n/i18n.ts';
import { drawAt } from './page-origin.ts';
import { AppRoutes } from './router.tsx';

/** A page to draw: its address, the origin it was asked at, and the answers its first render asks for. */
export type PageToDraw = { url: string; origin: string; answers: FirstAnswer[] };
export type RenderedPage = { html: string; queries: RenderedQuery[] };

/** Draws at most: some queries are asked only once an earlier answer is drawn (a listing's similar homes). */
const MAX_PASSES = 4;

const textOf = async (stream: AsyncIterable<Uint8Array | string>) => {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
};

/** Whether a query may ask now: not one that waits for something (`enabled: false`, or a function saying so). */
const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
};

const draw = async (url: string, queryClient: QueryClient) => {
  // A part that fails on the server would be left to the browser; the page is left to it whole.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <App queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </App>,
    {
      // Every part of the page inline, in order: a part sent separately is put in place by an
      // inline script, which the page's content security policy does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  if (errors.length > 0) throw errors[0];
  return textOf(prelude as unknown as AsyncIterable<Uint8Array | string>);
};

/**
 * Draws the page at `url` from `answers`. Each pass draws the page, then answers the queries it
 * asked for from `answers` (the rest stay loading, and the browser asks them); a page whose
 * answers bring new queries (a listing's similar homes) is drawn again.
 */
const render = async ({ url, origin, answers }: PageToDraw): Promise<RenderedPage> => {
  await loadEnglishRest();
  drawAt(origin);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const asked = new Set<string>();
  let html = await draw(url, queryClient);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash) && isEnabled(query));
    if (waiting.length === 0) break;
    answerWith(answers);
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // A query the answers do not hold is drawn loading, as the browser first draws it.
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    html = await draw(url, queryClient);
  }
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
  return { html, queries };
};

let queue: Promise<unknown> = Promise.resolve();

/**
 * One page at a time: the answers, the language and the stores are the module's own, and a
 * page is drawn in a few milliseconds of CPU that a second one at the same time would not save.
 */
export const renderPage = (page: PageToDraw): Promise<RenderedPage> => {
  const rendered = queue.then(() => render(page));
  queue = rendered.catch(() => undefined);
  return rendered;
};
