// What the rest of the server may use of contact (docs/architecture.md "Import
// rules"): the daily digest to support, for the job runner.
export { sendContactDigest } from './service.ts';
