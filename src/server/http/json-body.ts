// JSON bodies, with one leniency and one limit. A request that says
// `Content-Type: application/json` but sends no bytes (what many clients do for
// `POST /api/user/restore`) is read as `{}` instead of being refused
// (docs/product/api.md#leniency). A body nested deeper than JSON_MAX_DEPTH levels is
// refused with 400 `body` before it is parsed, so nothing walking it later can run out
// of stack (docs/decisions/0034-never-a-5xx.md).
import type { FastifyInstance } from 'fastify';
import { badInput } from './errors.ts';

/**
 * How deeply `text` nests arrays and objects, counted in one pass without recursion;
 * brackets inside strings do not count. Stops counting once past `stopAbove`.
 */
export const jsonNestingDepth = (text: string, stopAbove = Number.POSITIVE_INFINITY) => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return deepest;
};

/** Refuses JSON text nested deeper than `maxDepth`, naming `field` (the body, or a multipart part). */
export const refuseDeepJson = (text: string, maxDepth: number, field = 'body') => {
  if (jsonNestingDepth(text, maxDepth) > maxDepth)
    throw badInput(field, `Must not nest arrays and objects more than ${maxDepth} levels deep`);
};

export const registerJsonBody = (app: FastifyInstance, options: { maxDepth: number }) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    try {
      refuseDeepJson(text, options.maxDepth);
    } catch (error) {
      return done(error as Error, undefined);
    }
    return parseJson(request, text, done);
  });
};
