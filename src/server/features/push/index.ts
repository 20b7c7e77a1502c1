// What the rest of the server may use of Web Push (docs/architecture.md "Import rules"): pushing
// a notice to a person's browsers through a run's slots, and their subscriptions for the data
// export and account deletion.
export { exportPushSubscriptions, forgetPushSubscriptions, pushSlots, pushToPerson } from './service.ts';
