// Every message to a person leaves through here, spending that person's budget
// (docs/decisions/0094-one-message-budget-per-recipient.md); what the budget or the pace holds
// is sent later, merged into a digest (docs/decisions/0140-held-notices-become-a-digest.md).
export { admitMessage, type BudgetConfig, type Recipient } from './budget.ts';
export { deliverNotice, type NoticeDigest, noticeContext } from './deliver.ts';
export { sendHeldNotices } from './digest-job.ts';
export { composeNotice, type NoticeLines } from './their-words.ts';
