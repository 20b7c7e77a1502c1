// What the rest of the server may use of payments (docs/architecture.md "Import
// rules"): the reconciler, for its command and job, and crediting one named payment.
export { creditPaymentById, refundPaymentById } from './credit-by-id.ts';
export { reconcilePayments } from './reconcile.ts';
