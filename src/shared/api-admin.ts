// The paths only admins call (docs/product/accounts.md#admins), apart from API (api.ts): every
// page's first render carries API, and only the admin pages need these. The admin queue of
// reported conversations is with the other conversation paths (api-conversations.ts).

export const ADMIN_API = {
  /** Open reports grouped by listing, with the poster and the listing's history. */
  moderation: '/api/admin/moderation',
  moderate: '/api/admin/moderation/act',
  /** Find accounts by name, email or phone; one account; act on it (docs/product/accounts.md#users-page). */
  users: '/api/admin/users',
  user: '/api/admin/users/:id',
  userAction: '/api/admin/users/:id/:action',
  /** The admin's second factor (docs/decisions/0024-admin-second-factor.md). */
  factor: '/api/user/admin/twoFactor',
  factorEnrol: '/api/user/admin/twoFactor/enrol',
  factorConfirm: '/api/user/admin/twoFactor/confirm',
  factorVerify: '/api/user/admin/twoFactor/verify',
  /** Payments captured for the wrong amount or currency, and their refunds. */
  getPaymentExceptions: '/api/payments/getPaymentExceptions',
  refundPaymentException: '/api/payments/refundPaymentException',
  /** Passes sold per day and the reconciler's last runs. */
  getPaymentStats: '/api/payments/getPaymentStats',
  /** The contact form's messages (docs/product/content.md#contact-form). */
  getContacts: '/api/contact/getContacts',
  /** The local home services anyone reads (docs/product/content.md#home-services). */
  addService: '/api/services/addService',
  deleteService: '/api/services/deleteService',
} as const;
