// Media from storage. Keys are random and never reused, so a year of caching is safe.
import type { FastifyInstance } from 'fastify';
import { assertSafeKey } from '../../adapters/storage.ts';
import { makeCardSize } from './card-size.ts';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const registerMedia = async (app: FastifyInstance) => {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    try {
      assertSafeKey(key);
    } catch {
      return reply.code(404).send({ message: 'Not found' });
    }
    // A photo stored before the card size existed gets it now (card-size.ts).
    const body =
      (await app.deps.storage.get(key)) ??
      (key.endsWith('-card.webp') ? await makeCardSize(app.deps.storage, key) : null);
    if (!body) return reply.code(404).send({ message: 'Not found' });
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .header('content-type', TYPES[ext] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
};
