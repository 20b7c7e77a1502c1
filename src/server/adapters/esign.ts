// A licensed e-sign provider (Aadhaar eSign through an ESP) as the deals feature sees it: start a
// signing request for a document's hash, then read the provider's signed callback. Everything
// particular to a provider (its API, its signature header, its body) stays behind this type, as
// the payment gateway's does (docs/decisions/0156-signatures-and-verify.md). ESIGN_PROVIDER picks
// one; unset, signing is by a one-time code only. The stand-in (esign-standin.ts) speaks the
// protocol in tests and the demo.

export type ESignKind = 'esign-standin';

export type ESignStart = {
  /** Ours: names the agreement text and the signer, echoed back in the callback. */
  reference: string;
  /** SHA-256 (hex) of the text to sign. */
  sha256: string;
  signer: { name: string };
  /** Where the provider posts its signed callback. */
  callbackUrl: string;
};

export type ESignRequest = { requestId: string; url: string };

/** A callback as it arrived: its headers and the exact bytes of its body. */
export type ESignDelivery = { headers: Record<string, string | string[] | undefined>; rawBody: Buffer };

/** A signature the provider vouches for. */
export type ESignCompletion = {
  requestId: string;
  reference: string;
  sha256: string;
  signedAt: Date;
  /** How the provider identified the signer, masked as it gives it ("Aadhaar ••••1234"). */
  signerHint: string;
  /** The provider's proof, kept with the signature: a hash of the callback as signed. */
  proof: string;
};

export type ESignReading =
  | { ok: true; completion: ESignCompletion }
  | { ok: false; problem: 'signature' | 'body' };

export type ESign = {
  kind: ESignKind;
  startSigning: (input: ESignStart) => Promise<ESignRequest>;
  readCallback: (delivery: ESignDelivery) => ESignReading;
};
