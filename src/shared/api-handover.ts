// The paths of a deal's handover (docs/product/deals.md#the-move-in-report): the move-in report
// both sides add to and confirm with a code, its photos and its PDF. Only the deal's pages call
// them, so they live apart from API (api.ts, docs/decisions/0068-first-render-diet.md).

export const HANDOVER_API = {
  /** GET the report (made empty on first read). */
  report: '/api/deals/:id/handover/:kind',
  /** POST one room's entry. */
  entries: '/api/deals/:id/handover/:kind/entries',
  /** DELETE one's own entry while its round is not confirmed by both. */
  entry: '/api/deals/:id/handover/:kind/entries/:entry',
  /** POST one photo (multipart, part `file`, text part `taken_at`). */
  photos: '/api/deals/:id/handover/:kind/entries/:entry/photos',
  confirmStart: '/api/deals/:id/handover/:kind/confirm/start',
  confirm: '/api/deals/:id/handover/:kind/confirm',
  pdf: '/api/deals/:id/handover/:kind/report.pdf',
  /** POST: a month's rent receipt as a PDF (docs/product/deals.md#rent-receipts). */
  rentReceipt: '/api/deals/:id/rent-receipt',
} as const;
