// The table of what each call answers (src/shared/api-answers.ts), which the web app's tests
// check their canned answers with, is the app's own routes: the same rows, the same schema objects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ANSWERS } from '../../shared/api-answers.ts';
import { ErrorResponseSchema } from '../../shared/schemas/common.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const routesWithAnswers = () =>
  t.app.apiRoutes.flatMap(({ method, url, schema }) => {
    const response = schema?.response as Record<string, unknown> | undefined;
    return response ? [{ key: `${method} ${url}`, response }] : [];
  });

describe('the table of API answers', () => {
  it('names every route that declares its answers, and no other', () => {
    const routes = routesWithAnswers().map((route) => route.key);
    const rows = API_ANSWERS.map((row) => `${row.method} ${row.path}`);
    const missing = routes.filter((route) => !rows.includes(route));
    const unknown = rows.filter((row) => !routes.includes(row));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it("gives each route's 200 answer the very schema the route writes it with", () => {
    const bySchema = new Map(API_ANSWERS.map((row) => [`${row.method} ${row.path}`, row.schema]));
    const wrong = routesWithAnswers().filter(({ key, response }) => bySchema.get(key) !== response[200]);
    expect(wrong.map(({ key }) => key)).toEqual([]);
  });

  it('can leave every other status to the error answer, as every route declares it', () => {
    const others = routesWithAnswers().flatMap(({ key, response }) =>
      Object.entries(response)
        .filter(([status, schema]) => status !== '200' && schema !== ErrorResponseSchema)
        .map(([status]) => `${key} ${status}`),
    );
    expect(others).toEqual([]);
  });
});
