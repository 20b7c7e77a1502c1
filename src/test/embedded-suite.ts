// Which server test files run on the embedded database when PostgreSQL is there too
// (docs/decisions/0147-each-engine-where-it-proves-something.md). Without TEST_DATABASE_URL
// every file runs on the embedded database, as on a laptop. With it, PostgreSQL runs the whole
// server suite and the embedded database runs these: the files about it, and one file per
// feature walking its main path.

/** Files about the embedded database itself: its thread, its data directory, its plans, its queue. */
const ABOUT_THE_EMBEDDED_DATABASE = [
  'src/server/db/**/*.test.ts',
  'src/server/backup/**/*.test.ts',
  'src/server/cli/**/*.test.ts',
  'src/server/seed/**/*.test.ts',
  'src/server/jobs/jobs.test.ts',
  'src/server/http/load-shedding-queue.test.ts',
  'src/server/http/fuzz.test.ts',
  'src/server/redis-away.test.ts',
  'src/server/app.test.ts',
  'src/server/spec-client.test.ts',
  'src/test/**/*.test.ts',
];

/** Each feature's main path: a listing posted, searched, messaged, visited, paid for. */
const EACH_FEATURES_MAIN_PATH = [
  'src/server/features/admin-users/admin-users.test.ts',
  'src/server/features/alerts/saved-searches.test.ts',
  'src/server/features/account-choice/account-choice.test.ts',
  'src/server/features/accounts/account.test.ts',
  'src/server/features/admin-factor/admin-factor.test.ts',
  'src/server/features/blogs/blogs.test.ts',
  'src/server/features/agreements/draft.test.ts',
  'src/server/features/codes/otp.test.ts',
  'src/server/features/contact-proofs/proven-contacts.test.ts',
  'src/server/features/contact/contact.test.ts',
  'src/server/features/conversations/conversations.test.ts',
  'src/server/features/counting/counting.test.ts',
  'src/server/features/deals/deals.test.ts',
  'src/server/features/engagement/contact-details.test.ts',
  'src/server/features/listings/save-listing.test.ts',
  'src/server/features/listings/read-listings.test.ts',
  'src/server/features/media/image-rules.test.ts',
  'src/server/features/outgoing/budget.test.ts',
  'src/server/features/passwords/reset.test.ts',
  'src/server/features/payments/razorpay-flow.test.ts',
  'src/server/features/proven-contacts/email-change.test.ts',
  'src/server/features/push/push.test.ts',
  'src/server/features/rents/rents.test.ts',
  'src/server/features/search/search-filters.test.ts',
  'src/server/features/search/search-text.test.ts',
  'src/server/features/services/services.test.ts',
  'src/server/features/sessions/login.test.ts',
  'src/server/features/trust/moderation.test.ts',
  'src/server/features/viewings/viewings.test.ts',
  'src/server/http/server-render.test.ts',
  'src/server/http/whole-pages.test.ts',
];

export const EMBEDDED_SUITE_BESIDE_POSTGRES = [...ABOUT_THE_EMBEDDED_DATABASE, ...EACH_FEATURES_MAIN_PATH];
