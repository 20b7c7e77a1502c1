// The search call through the real app, and an app with no listings for each test.

import type { SearchResponse } from '../../../shared/schemas/search.ts';
import { appPerFile, type TestApp } from '../../../test/app.ts';

export const search = async (t: TestApp, body: unknown, cookie?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listing/searchProperties',
    payload: body as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as SearchResponse & { message?: string; errors?: unknown },
  };
};

/** Ids of one page, in order. */
export const idsOf = (res: { body: SearchResponse }) => res.body.properties.map((p) => p.id);

/** The real app for a test file, built once, with no listings at the start of each test. */
export const searchTestApp = () => appPerFile(['listings']);
