// Every message to a person leaves through here, spending that person's budget
// (docs/decisions/0094-one-message-budget-per-recipient.md).
export { admitMessage, type BudgetConfig, type Recipient } from './budget.ts';
export { deliverNotice, noticeContext } from './deliver.ts';
export { composeNotice, type NoticeLines } from './their-words.ts';
