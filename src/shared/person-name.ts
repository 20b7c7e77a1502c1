// What a person's name on an account may hold (docs/product/accounts.md#names,
// docs/decisions/0137-strangers-words-are-quoted-never-relayed.md): letters and marks of any
// script, spaces, and `.`, `'` (or the phone keyboard's `’`) and `-`. Our notices carry the
// name, so a name that could pass for our own words (a link, a number to call, "Support:",
// a second line) is not one. Zero-width joiners stay: some Indian scripts need them.

/** "Ravi K. Sharma", "D'Souza", "अनिल कुमार", "Priya-Lakshmi"; not "Pay Rs 10 at http://…". */
// Zero-width (non-)joiners shape Indic scripts; written apart, since a class cannot hold a joiner.
const PERSON_NAME = /^(?=[^\p{L}]*\p{L})(?:[\p{L}\p{M} .'’-]|\u200c|\u200d)+$/u;

/**
 * A web address without its scheme is letters and dots too, and WhatsApp and mail apps make
 * "www.pay-here.in" a link: a name may not hold "www." or end a word in a common top-level
 * domain. "R.K. Narayan" and "Dr.Ravi" stay names.
 */
const WEB_ADDRESS =
  /(?:^|[\s.])www\.|\p{L}\.(?:com|in|net|org|co|io|me|info|xyz|app|link|site|online|shop|biz|top|club|live|ly|gl|to|cc)(?![\p{L}\p{M}])/iu;

export const PERSON_NAME_MESSAGE = 'Please write your name in letters only: no digits, links or symbols';

export const isPersonName = (name: string | null | undefined): name is string =>
  typeof name === 'string' && name.length <= 100 && PERSON_NAME.test(name) && !WEB_ADDRESS.test(name);

/**
 * The name to put in a notice: the account's own when it follows the rule (an account made
 * before the rule may not), a neutral word otherwise.
 */
export const nameForNotice = (name: string | null | undefined, neutral: string) =>
  isPersonName(name?.trim()) ? name!.trim() : neutral;
