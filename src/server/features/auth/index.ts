// What other features may use of auth (docs/architecture.md "Import rules"): users
// as the API shows them, looking a user up, the admin grant (the command and the users
// page) and the audit of admin actions on accounts.
export { insertAdminAction as recordAdminAction, listAdminActions } from './admin-actions-store.ts';
export { resetAdminFactor } from './admin-factor-service.ts';
export { listAdmins, setAdmin } from './admin-grant.ts';
export { toPublicUser } from './public-user.ts';
export { countUsers, findUserById } from './store.ts';
