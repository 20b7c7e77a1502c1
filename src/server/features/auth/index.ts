// What other features may use of auth (docs/architecture.md "Import rules"): users
// as the API shows them, looking a user up, and the admin grant for the command line.
export { listAdmins, setAdmin } from './account-service.ts';
export { resetAdminFactor } from './admin-factor-service.ts';
export { toPublicUser } from './public-user.ts';
export { countUsers, findUserById } from './store.ts';
