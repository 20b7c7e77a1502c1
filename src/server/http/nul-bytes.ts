// PostgreSQL text cannot hold a NUL byte: one in any string of a request would make
// the database fail mid-statement (a 500, perhaps after part of the work). Every
// request is checked once, before its schema, for JSON bodies, query strings and
// params alike; multipart text parts are checked by the multipart reader. The answer
// is a 400 naming the field (docs/decisions/0034-never-a-5xx.md). The walk keeps its
// own stack, so no nesting a parser accepted can overflow the call stack.
import type { FastifyInstance } from 'fastify';
import { badInput } from './errors.ts';

const NUL = '\u0000';

/** A container still to look into, and how it was reached (its path is built only when needed). */
type Visit = { value: object; parent: Visit | null; key: string | number };

const pathOf = (visit: Visit | null, key: string | number | null, root: string) => {
  const keys: (string | number)[] = key === null ? [] : [key];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key);
  if (root) keys.push(root);
  return keys.reverse().join('.') || 'body';
};

/**
 * The dotted path of a string (or key) holding a NUL byte, or null. Looks at each
 * container's own strings and keys before the containers inside it; a body with no NUL
 * is walked whole, its paths never built.
 */
export const findNulByte = (value: unknown, path = ''): string | null => {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const pending: Visit[] = [{ value, parent: null, key: '' }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const container = visit.value as Record<string | number, unknown>;
    const keys: (string | number)[] = Array.isArray(container)
      ? Array.from(container.keys())
      : Object.keys(container);
    for (const key of keys) {
      if (typeof key === 'string' && key.includes(NUL)) return pathOf(visit, key, path);
      const inner = container[key];
      if (typeof inner === 'string') {
        if (inner.includes(NUL)) return pathOf(visit, key, path);
      } else if (inner !== null && typeof inner === 'object' && !Buffer.isBuffer(inner)) {
        pending.push({ value: inner, parent: visit, key });
      }
    }
  }
  return null;
};

export const refuseNulBytes = (value: unknown, path = '') => {
  const field = findNulByte(value, path);
  if (field) throw badInput(field, 'Must not contain a NUL character');
};

export const registerNulByteCheck = (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNulBytes(request.params);
      refuseNulBytes(request.query);
      refuseNulBytes(request.body);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
};
