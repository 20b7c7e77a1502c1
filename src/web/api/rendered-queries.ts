// The answers a server-rendered page was drawn from (docs/decisions/0076-public-pages-rendered-on-the-server.md):
// the server puts each query it answered, with its key, in
// <script type="application/json" id="thikana-queries">, and the browser fills its query cache
// from them before it takes over the page, so its first render draws what the server drew.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const RENDERED_QUERIES_ID = 'thikana-queries';

/** One answered query: its key, its data, and when the server got it (ms since the epoch). */
export type RenderedQuery = { key: QueryKey; data: unknown; at: number };

/**
 * Fills `queryClient` with the queries the page was rendered from; false when the page was not
 * rendered on the server (or its answers cannot be read), and the app then renders it itself.
 */
export const seedRenderedQueries = (queryClient: QueryClient): boolean => {
  const element = document.getElementById(RENDERED_QUERIES_ID);
  if (!element?.textContent) return false;
  try {
    for (const { key, data, at } of JSON.parse(element.textContent) as RenderedQuery[])
      queryClient.setQueryData(key, data, { updatedAt: at });
  } catch {
    return false;
  } finally {
    element.remove();
  }
  return true;
};
