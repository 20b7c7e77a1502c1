// What the rest of the server may use of conversations (docs/architecture.md "Import rules"):
// the unread-message notices, for the job runner, and a person's conversations for their data export.
export { exportConversations } from './service.ts';
export { tellOfUnreadMessages } from './unread-notices.ts';
