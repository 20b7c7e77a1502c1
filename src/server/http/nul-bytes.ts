// PostgreSQL text cannot hold a NUL byte: one in any string of a request would make
// the database fail mid-statement (a 500, perhaps after part of the work). Every
// request is checked once, before its schema, for JSON bodies, query strings and
// params alike; multipart text parts are checked by the multipart reader. The answer
// is a 400 naming the field (docs/decisions/0034-never-a-5xx.md).
import type { FastifyInstance } from 'fastify';
import { badInput } from './errors.ts';

const NUL = '\u0000';

/** The dotted path of the first string (or key) holding a NUL byte, or null. */
export const findNulByte = (value: unknown, path = ''): string | null => {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return innerPath;
    const found = findNulByte(inner, innerPath);
    if (found) return found;
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
