// The paths of conversations and booked viewings (docs/product/conversations.md,
// docs/product/viewings.md), apart from API (api.ts): every page's first render carries API, and
// only the pages that talk or book need these.

export const CONVERSATION_API = {
  list: '/api/conversations',
  live: '/api/conversations/live',
  messages: '/api/conversations/:id/messages',
  read: '/api/conversations/:id/read',
  block: '/api/conversations/:id/block',
  unblock: '/api/conversations/:id/unblock',
  report: '/api/conversations/:id/report',
  /** Admins: reported conversations with their messages, and people sending one text to many homes. */
  admin: '/api/admin/conversations',
  adminResolve: '/api/admin/conversations/:id/resolve',
} as const;

export const VIEWING_API = {
  list: '/api/viewings',
  hours: '/api/viewings/hours',
  blockedDays: '/api/viewings/blocked-days',
  slots: '/api/viewings/slots',
  cancel: '/api/viewings/:id/cancel',
  move: '/api/viewings/:id/move',
  outcome: '/api/viewings/:id/outcome',
  calendar: '/api/viewings/:id/calendar.ics',
} as const;

/** "Ask for a visit" where a home has no free time (docs/product/viewings.md#asking-for-a-visit). */
export const VIEWING_REQUEST_API = {
  list: '/api/viewings/requests',
  accept: '/api/viewings/requests/:id/accept',
  propose: '/api/viewings/requests/:id/propose',
  withdraw: '/api/viewings/requests/:id/withdraw',
  /** The poster's one-tap link: GET reads it, POST .../accept takes one time. No login. */
  link: '/api/viewings/request-link',
  linkAccept: '/api/viewings/request-link/accept',
} as const;

/** Web Push for unread-message notices (docs/product/conversations.md#notices); only /messages uses them. */
export const PUSH_API = {
  key: '/api/push/key',
  subscriptions: '/api/push/subscriptions',
} as const;
