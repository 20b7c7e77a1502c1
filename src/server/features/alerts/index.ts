// What the rest of the server may use of saved searches (docs/architecture.md "Import
// rules"): the alert job, for the job runner.
export { sendSavedSearchAlerts } from './alerts-job.ts';
