// A stand-in e-sign provider that speaks the protocol of esign.ts: a signing request answered
// with an address, then a callback whose body is signed with HMAC-SHA256 over its exact bytes in
// the `x-esign-signature` header, as providers' webhooks are. It keeps its requests in memory and
// completes one when `complete` is called, standing for the signer finishing at the provider.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ESign, ESignDelivery, ESignReading, ESignStart } from './esign.ts';

export const ESIGN_SIGNATURE_HEADER = 'x-esign-signature';
/** Where the stand-in's signer signs: its own page, served by the app in tests and demos. */
export const STANDIN_PAGE = '/esign-standin/:id';

type CallbackBody = {
  request_id: string;
  reference: string;
  sha256: string;
  status: 'signed';
  signed_at: string;
  signer_hint: string;
};

const hmac = (secret: string, body: Buffer) => createHmac('sha256', secret).update(body).digest('hex');

const sameHex = (a: string, b: string) =>
  a.length === b.length &&
  /^[0-9a-f]+$/.test(b) &&
  timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export type StandinESign = ESign & {
  /** What a request asks to sign, for the stand-in's page; null for an unknown one. */
  describe: (requestId: string) => Pick<ESignStart, 'sha256' | 'signer'> | null;
  /** The signer finished at the provider: the callback it would post, signed. */
  complete: (requestId: string, at: Date) => { delivery: ESignDelivery; callbackUrl: string } | null;
};

export const isStandinESign = (esign: ESign | undefined): esign is StandinESign =>
  esign !== undefined && 'complete' in esign;

export const createStandinESign = (secret: string, publicUrl: string): StandinESign => {
  const requests = new Map<string, ESignStart>();
  const readCallback = (delivery: ESignDelivery): ESignReading => {
    const header = delivery.headers[ESIGN_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature || !sameHex(hmac(secret, delivery.rawBody), signature))
      return { ok: false, problem: 'signature' };
    let body: CallbackBody;
    try {
      body = JSON.parse(delivery.rawBody.toString('utf8')) as CallbackBody;
    } catch {
      return { ok: false, problem: 'body' };
    }
    if (body?.status !== 'signed' || !/^[0-9a-f]{64}$/.test(body.sha256 ?? '') || !body.reference) {
      return { ok: false, problem: 'body' };
    }
    return {
      ok: true,
      completion: {
        requestId: body.request_id,
        reference: body.reference,
        sha256: body.sha256,
        signedAt: new Date(body.signed_at),
        signerHint: body.signer_hint,
        proof: createHash('sha256').update(delivery.rawBody).digest('hex'),
      },
    };
  };
  return {
    kind: 'esign-standin',
    startSigning: async (input) => {
      const requestId = randomUUID();
      requests.set(requestId, input);
      return { requestId, url: `${publicUrl.replace(/\/$/, '')}${STANDIN_PAGE.replace(':id', requestId)}` };
    },
    readCallback,
    describe: (requestId) => {
      const request = requests.get(requestId);
      return request ? { sha256: request.sha256, signer: request.signer } : null;
    },
    complete: (requestId, at) => {
      const request = requests.get(requestId);
      if (!request) return null;
      const body: CallbackBody = {
        request_id: requestId,
        reference: request.reference,
        sha256: request.sha256,
        status: 'signed',
        signed_at: at.toISOString(),
        signer_hint: 'e-sign stand-in',
      };
      const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
      return {
        delivery: {
          headers: { 'content-type': 'application/json', [ESIGN_SIGNATURE_HEADER]: hmac(secret, rawBody) },
          rawBody,
        },
        callbackUrl: request.callbackUrl,
      };
    },
  };
};
