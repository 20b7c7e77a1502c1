// Whether a canned answer is one the server can give: the path must be one a route answers
// (src/shared/api-answers.ts), and the body must be what that route would write: parsed by its
// schema (from 400 up, the error answer's: docs/product/api.md#errors) and written back the same,
// with no field the schema does not name and none it would add.
import { z } from 'zod';
import { API_ANSWERS, type ApiAnswer } from '../../shared/api-answers.ts';
import { ErrorResponseSchema } from '../../shared/schemas/common.ts';

type Found = { row: ApiAnswer; params: number };

/** The number of `:name` segments by which `pattern` matches `path`, or null when it does not. */
const paramsIn = (pattern: string, path: string): number | null => {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  let params = 0;
  for (const [i, part] of wanted.entries()) {
    if (part.startsWith(':')) params += 1;
    else if (part !== given[i]) return null;
  }
  return params;
};

/**
 * The route that answers `path` for `method`, or for whichever one method answers it; a fixed
 * path wins over one with `:name` segments, as in the server's router.
 */
const routeOf = (method: string | undefined, path: string): ApiAnswer => {
  const byMethod = new Map<string, Found>();
  for (const row of API_ANSWERS) {
    const params = paramsIn(row.path, path);
    if (params === null || (method && row.method !== method)) continue;
    const known = byMethod.get(row.method);
    if (!known || params < known.params) byMethod.set(row.method, { row, params });
  }
  const found = [...byMethod.values()].map(({ row }) => row);
  const [only] = found;
  if (!only) {
    throw new Error(
      `fakeApi: no API route answers ${method ? `${method} ` : ''}${path} (src/shared/api-answers.ts)`,
    );
  }
  if (found.length > 1) {
    const methods = found.map((row) => row.method).join(' and ');
    throw new Error(
      `fakeApi: ${methods} both answer ${path}; name the one the page calls, as '${only.method} ${path}'`,
    );
  }
  return only;
};

const fieldOf = (path: readonly PropertyKey[]) =>
  path.length > 0 ? path.map(String).join('.') : 'the answer';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Where the canned body and what the server would write from it first differ, and how. */
const firstDifference = (given: unknown, written: unknown, path: string[] = []): string | null => {
  if (Object.is(given, written)) return null;
  if (!isRecord(given) || !isRecord(written) || Array.isArray(given) !== Array.isArray(written)) {
    return `${fieldOf(path)}: the server would write ${JSON.stringify(written)}`;
  }
  for (const key of new Set([...Object.keys(given), ...Object.keys(written)])) {
    const at = [...path, key];
    if (!(key in written)) return `${fieldOf(at)}: the schema has no such field, so it is never sent`;
    if (!(key in given)) return `${fieldOf(at)}: missing, and the server always writes it`;
    const difference = firstDifference(given[key], written[key], at);
    if (difference) return difference;
  }
  return null;
};

/** Throws, naming the call and the first bad field, unless the server could give this answer. */
export const checkCannedAnswer = (key: string, status: number, body: unknown) => {
  const [method, path] = key.includes(' ') ? key.split(' ', 2) : [undefined, key];
  const route = routeOf(method, path ?? key);
  const call = `${route.method} ${path} (${status})`;
  if (status !== 200 && status < 400) throw new Error(`fakeApi: ${call}: the server answers 200 or an error`);
  const schema = status >= 400 ? ErrorResponseSchema : route.schema;
  const parsed = schema.safeParse(body);
  const [issue] = parsed.error?.issues ?? [];
  if (issue) {
    const field = fieldOf(issue.path);
    throw new Error(`fakeApi: the answer to ${call} does not fit its schema: ${field}: ${issue.message}`);
  }
  const difference = firstDifference(body, JSON.parse(JSON.stringify(z.encode(schema, parsed.data))));
  if (difference) {
    throw new Error(`fakeApi: the answer to ${call} is not what the server writes: ${difference}`);
  }
};
