// What the rest of the server may use of conversations (docs/architecture.md "Import rules"):
// the unread-message notices and marking held ones told, for the job runner, a person's conversations for their data export,
// and how a poster's contact details are hidden, for the way to a home a visit shows; a deal's
// steps as cards in the conversation, for deals.

export { insertDealCard, openDealConversation, type PostedCard, publishDealCard } from './deal-cards.ts';
export { hideContactDetails } from './hide-details.ts';
export { exportConversations } from './service.ts';
export { markMessageNoticesTold, tellOfUnreadMessages } from './unread-notices.ts';
