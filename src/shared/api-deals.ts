// The paths of a deal between a listing's poster and a seeker (docs/product/deals.md): the offer,
// counters, the agreement, signatures and the public check of a signed agreement. Only the pages
// of a deal call them, so they live apart from API (api.ts, docs/decisions/0068-first-render-diet.md).

export const DEAL_API = {
  /** GET the reader's deals (filter by conversation or listing); POST: the poster offers the home. */
  list: '/api/deals',
  read: '/api/deals/:id',
  counter: '/api/deals/:id/counter',
  accept: '/api/deals/:id/accept',
  decline: '/api/deals/:id/decline',
  /** The poster takes back an offer not yet accepted. */
  withdraw: '/api/deals/:id/withdraw',
  /** The poster marks the home rented once both signed. */
  rented: '/api/deals/:id/rented',
  agreement: '/api/deals/:id/agreement',
  agreementPdf: '/api/deals/:id/agreement.pdf',
  /** Either side records the deposit as paid; the other confirms it. */
  deposit: '/api/deals/:id/deposit',
  depositConfirm: '/api/deals/:id/deposit/confirm',
  signStart: '/api/deals/:id/agreement/sign/start',
  sign: '/api/deals/:id/agreement/sign',
} as const;

/** Public: anyone holding a signed agreement checks its SHA-256 (docs/product/deals.md#verify). */
export const AGREEMENT_API = {
  verify: '/api/agreements/verify',
  /** The e-sign provider's signed callback (docs/product/deals.md#e-sign). */
  esignCallback: '/api/agreements/esign/callback',
} as const;
