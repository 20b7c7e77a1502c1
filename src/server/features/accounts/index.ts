// What other features may use of accounts (docs/architecture.md "Import rules"): users
// as the API shows them, looking a user up and changing one, who holds or claims an
// email or a number, the admin grant (the command and the users page) and the audit of
// admin actions on accounts.
export { insertAdminAction as recordAdminAction, listAdminActions } from './admin-actions-store.ts';
export { listAdmins, setAdmin } from './admin-grant.ts';
export {
  findProvenEmailHolder,
  findProvenMobileHolder,
  listEmailClaimants,
  listEmailHolders,
  listMobileClaimants,
  markEmailProven,
  markMobileProven,
  releaseEmailClaims,
  releaseMobileClaims,
  setPendingEmail,
} from './claims-store.ts';
export { toPublicUser } from './public-user.ts';
export { countUsers, findUserById, insertUser, updateUser } from './store.ts';
