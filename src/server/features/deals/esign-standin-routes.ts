// The e-sign stand-in's own signing page (docs/product/deals.md#e-sign): with
// ESIGN_PROVIDER=standin, the address sign/start answers leads here, where the signer confirms
// and the stand-in posts its signed callback as a provider would. Not a provider: it tells the
// signer so. Without the stand-in, these addresses are not found.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AGREEMENT_API } from '../../../shared/api-deals.ts';
import { isStandinESign, STANDIN_PAGE } from '../../adapters/esign-standin.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>E-sign stand-in</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">` +
        `<h1>E-sign stand-in</h1><p>This is a stand-in for a licensed e-sign provider, for tests and demos. ` +
        `It is not Aadhaar eSign.</p>${body}</body></html>`,
    );

export const esignStandinRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const standin = isStandinESign(deps.esign) ? deps.esign : null;
  // The page's button posts an empty form; its body carries nothing the stand-in reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));

  app.get<{ Params: { id: string } }>(STANDIN_PAGE, { schema: { hide: true } }, async (request, reply) => {
    const asked = standin?.describe(request.params.id);
    if (!asked) return page(reply, 404, '<p>No such signing request.</p>');
    return page(
      reply,
      200,
      `<p>${escapeHtml(asked.signer.name)}, sign the rent agreement whose SHA-256 is</p>` +
        `<p><code style="word-break:break-all">${asked.sha256}</code></p>` +
        `<form method="post"><button type="submit">Sign</button></form>`,
    );
  });

  app.post<{ Params: { id: string } }>(STANDIN_PAGE, { schema: { hide: true } }, async (request, reply) => {
    const done = standin?.complete(request.params.id, deps.clock.now());
    if (!done) return page(reply, 404, '<p>No such signing request.</p>');
    // As a provider would post to the callback address: here, to this same app.
    const answer = await app.inject({
      method: 'POST',
      url: AGREEMENT_API.esignCallback,
      headers: done.delivery.headers as Record<string, string>,
      payload: done.delivery.rawBody,
    });
    return answer.statusCode === 200
      ? page(reply, 200, '<p>Signed. Go back to Thikana to see the agreement.</p>')
      : page(
          reply,
          409,
          `<p>Not signed: ${escapeHtml(answer.json<{ message?: string }>().message ?? 'refused')}.</p>`,
        );
  });
};
