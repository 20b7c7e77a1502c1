// JSON bodies, with one leniency: a request that says `Content-Type: application/json`
// but sends no bytes (what many clients do for `POST /api/user/restore`) is read as
// `{}` instead of being refused (docs/product/api.md#leniency).
import type { FastifyInstance } from 'fastify';

export const registerJsonBody = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
};
