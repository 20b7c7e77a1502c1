// What the rest of the server may use of admin-factor (docs/architecture.md "Import
// rules"): the admin command's reset of an admin's second factor.
export { resetAdminFactor } from './admin-factor-service.ts';
