// What the rest of the server may use of payments (docs/architecture.md "Import
// rules"): the reconciler, for its command.
export { reconcilePayments } from './reconcile.ts';
