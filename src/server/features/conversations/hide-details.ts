// What the pass sells stays sold (docs/product/conversations.md#contact-details): a phone
// number, email address or UPI ID a poster types into a message is hidden from a seeker
// without a live pass. Written as people write them in India: "+91 98765 43210",
// "098765-43210", "name@gmail.com", "name@okicici".
import type { HiddenDetail } from '../../../shared/schemas/conversation.ts';

export const HIDDEN_MARK = '•••';

const PATTERNS: readonly [HiddenDetail, RegExp][] = [
  ['email', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/gu],
  // A UPI ID is a handle at a bank's short name, with no dot after the @.
  ['upi', /[\p{L}\p{N}._-]{2,}@[\p{L}]{2,}\b(?!\.)/gu],
  // A mobile number: 10 digits from 6 to 9, with +91, 91 or 0 before it, spaces or dashes anywhere.
  ['phone', /(?<![\p{N}])(?:(?:\+|00)?91[\s.-]*|0)?[6-9](?:[\s.-]*\p{N}){9}(?![\p{N}])/gu],
];

export const hideContactDetails = (text: string): { text: string; hidden: HiddenDetail[] } => {
  const hidden: HiddenDetail[] = [];
  let out = text;
  for (const [kind, pattern] of PATTERNS) {
    const next = out.replace(pattern, HIDDEN_MARK);
    if (next !== out) hidden.push(kind);
    out = next;
  }
  return { text: out, hidden };
};
