// Every table of the product. Migrations in ./migrations are generated from this file
// by drizzle-kit (`npm run db:generate`) and applied at start-up.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Amenity } from '../../shared/amenities.ts';
import { CITIES } from '../../shared/cities.ts';
import type {
  AdminAction,
  Brokerage,
  BuildinCategory,
  Configuration,
  ConsentVia,
  FoodPreference,
  Furnishing,
  Gender,
  ListedBy,
  ListingEventAction,
  ListingStatus,
  Occupancy,
  PausedReason,
  PropertyType,
  TenantType,
  UserType,
} from '../../shared/enums.ts';
import { BUILDIN_CATEGORY_VALUES } from '../../shared/enums.ts';
import type { ReportReason, ReportWeightReason } from '../../shared/report-reasons.ts';
import type { ConversationRole } from '../../shared/schemas/conversation.ts';
import type { DealCard, DealRole, DealStepKind } from '../../shared/schemas/deal-card.ts';
import type { AgreementLanguageCode, DealState, DepositPaidHow } from '../../shared/schemas/deals.ts';
import type { GatewayKind } from '../../shared/schemas/payment.ts';
import type { AlertChannel, AlertFrequency, SavedQuery } from '../../shared/schemas/saved-search.ts';
import type { HoursWindow, ViewingRole, ViewingStatus } from '../../shared/schemas/viewing.ts';
import type { ViewingRequestStatus } from '../../shared/schemas/viewing-request.ts';

/**
 * A listing that appears in search, home sections, counts and lists: not deleted and
 * neither paused nor rented (docs/product/listings.md#listing-status). The partial
 * indexes below use exactly this predicate, so the queries that state it may use them.
 */
export const LISTED_SQL = "deleted_at is null and status = 'live'";
const listed = sql.raw(LISTED_SQL);

/**
 * A listing is in the home section of `category`. Written out with the category as a
 * literal, so that the section query and the partial index of that section state the
 * same predicate and PostgreSQL may use the index.
 */
export const sectionSql = (category: BuildinCategory) => `buildin_category @> array['${category}']::text[]`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** user_id of a row that is a user's: `cascade` deletes it with the account, `restrict` keeps the account while it exists. */
const belongsToUser = (onDelete: 'cascade' | 'restrict') =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete });
/** listing_id of a row that is the listing's, deleted with it. */
const belongsToListing = () =>
  integer('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull().default(''),
    email: text('email'),
    mobileNo: text('mobile_no'),
    passwordHash: text('password_hash'),
    userType: text('user_type').$type<UserType>().notNull().default('tenant'),
    location: text('location').notNull().default('Mumbai'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender').$type<Gender>(),
    isAdmin: boolean('is_admin').notNull().default(false),
    subscriptionUpto: tstz('subscription_upto'),
    /** Set once the person proved the number with a WhatsApp code; until then it is only a claim. */
    mobileVerifiedAt: tstz('mobile_verified_at'),
    /** Set once the person proved the email with an emailed code. */
    emailVerifiedAt: tstz('email_verified_at'),
    /** An email change waiting for the code sent to the new address. */
    pendingEmail: text('pending_email'),
    /** When the person agreed to the privacy notice (India's DPDP Act). */
    consentedAt: tstz('consented_at'),
    /** How: on a form that asked (`form`), or through an API client that showed its own notice. */
    consentVia: text('consent_via').$type<ConsentVia>(),
    /** When the person confirmed being 18 or older at sign-up. */
    adultConfirmedAt: tstz('adult_confirmed_at'),
    adultConfirmedVia: text('adult_confirmed_via').$type<ConsentVia>(),
    /** Admin second factor: the TOTP secret (base32), sealed with the app secret. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: tstz('totp_enabled_at'),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
    /** Set by an admin: the poster's listings are paused and they cannot post (docs/product/listings.md#moderation). */
    suspendedAt: tstz('suspended_at'),
    /** The language they last read the site in; null until known (English). Notices are written in it (docs/decisions/0145-hindi-wherever-a-listing-is-named.md). */
    language: text('language').$type<'en' | 'hi'>(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A contact belongs to one account only once proven; unproven claims may overlap,
    // so a claim never blocks the real owner (docs/decisions/0022-proven-contacts.md).
    uniqueIndex('users_verified_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    uniqueIndex('users_verified_mobile_key').on(t.mobileNo).where(sql`${t.mobileVerifiedAt} is not null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_mobile_no_idx').on(t.mobileNo),
  ],
);

/**
 * What an admin did to an account and why, written in the transaction that did it
 * (docs/product/accounts.md#users-page). `actor_id` is null for the admin command.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    userId: belongsToUser('cascade'),
    action: text('action').$type<AdminAction>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_user_idx').on(t.userId, t.createdAt)],
);

/** Only the SHA-256 of the cookie value is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: belongsToUser('cascade'),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When an admin last gave their second factor in this session (null: never). */
    secondFactorAt: tstz('second_factor_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A browser that allowed notifications (docs/product/conversations.md#notices): the push
 * service's endpoint and the keys its payloads are encrypted with (RFC 8291). One endpoint
 * is one browser profile, so it belongs to whoever subscribed it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser('cascade'),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    /** 'whatsapp' | 'email' */
    channel: text('channel').notNull(),
    /** 'login' | 'reset' */
    purpose: text('purpose').notNull(),
    /** Normalised mobile number or lower-cased email. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/**
 * A contact just proven by a code, waiting for its owner to choose among the accounts
 * that claim it (docs/decisions/0091-a-claimed-contact-is-a-choice.md). Only the token's
 * SHA-256 is kept; it lives 10 minutes and works once.
 */
export const pendingProofs = pgTable('pending_proofs', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  /** 'login' (a WhatsApp code proved a number) | 'reset' (an emailed code proved an email) */
  purpose: text('purpose').$type<'login' | 'reset'>().notNull(),
  /** The number (10 digits) or the lower-cased email that was proven. */
  contact: text('contact').notNull(),
  /** The accounts offered, oldest first; a follow-up call names one by its place here. */
  accountIds: integer('account_ids').array().notNull(),
  /** A reset's new password (argon2id), set on the account chosen. */
  passwordHash: text('password_hash'),
  expiresAt: tstz('expires_at').notNull(),
  consumedAt: tstz('consumed_at'),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits and login slow-down, shared by all processes. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: tstz('reset_at').notNull(),
});

// ---------------------------------------------------------------- catalogue

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  state: text('state').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  propertyType: text('property_type').notNull().unique(),
});

// ---------------------------------------------------------------- listings

/**
 * What a listing is (title, locality, city): free text found here ranks above text
 * found only in the description. Search queries repeat this exact expression so the
 * trigram indexes below apply.
 */
export const LISTING_SEARCH_HEAD = `(title || ' ' || locality || ' ' || city)`;

/** The columns behind the search filters (docs/product/search.md#filters) (type and rooms first). */
const searchFilterColumns = <C>(t: {
  propertyType: C;
  configuration: C;
  listedBy: C;
  tenantType: C;
  foodAllowed: C;
  furnishingStatus: C;
  brokerage: C;
}) => [
  t.propertyType,
  t.configuration,
  t.listedBy,
  t.tenantType,
  t.foodAllowed,
  t.furnishingStatus,
  t.brokerage,
];

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser('cascade'),
    listedBy: text('listed_by').$type<ListedBy>().notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    /** Contact details as the poster entered them; shown only through getListingContactDetails. */
    fullName: text('full_name').notNull(),
    mobileNo: text('mobile_no').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    locality: text('locality').notNull(),
    rent: integer('rent').notNull(),
    deposit: integer('deposit').notNull().default(0),
    brokerage: text('brokerage').$type<Brokerage>(),
    configuration: text('configuration').$type<Configuration>().notNull(),
    occupancy: text('occupancy').$type<Occupancy>(),
    tenantType: text('tenant_type').$type<TenantType>().notNull(),
    foodAllowed: text('food_allowed').$type<FoodPreference>().notNull().default('NO_PREFERENCE'),
    furnishingStatus: text('furnishing_status').$type<Furnishing>().notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    amenities: text('amenities').array().$type<Amenity[]>().notNull().default(sql`'{}'::text[]`),
    buildinCategory: text('buildin_category')
      .array()
      .$type<BuildinCategory[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    title: text('title').notNull(),
    assured: boolean('assured').notNull().default(false),
    /**
     * The rent is below the 25th percentile of homes like it (docs/decisions/0118-good-price.md):
     * set by the `rent-index` job and when the rent is saved; cards show "Good price".
     */
    goodPrice: boolean('good_price').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    deletedAt: tstz('deleted_at'),
    /** docs/product/listings.md#listing-status */
    status: text('status').$type<ListingStatus>().notNull().default('live'),
    /** Why a paused listing is paused; null otherwise. */
    pausedReason: text('paused_reason').$type<PausedReason>(),
    statusChangedAt: tstz('status_changed_at'),
    /** When the poster last said the home is available: posted, edited or confirmed. */
    lastConfirmedAt: tstz('last_confirmed_at').notNull().defaultNow(),
    /** When the poster was last asked to confirm (docs/product/listings.md#freshness). */
    freshnessAskedAt: tstz('freshness_asked_at'),
    /**
     * The approximate position on the map: the locality's centre moved 200 to 600 m,
     * never the address (docs/decisions/0063-approximate-positions.md). Set when the
     * listing is saved; null only until `placeListings` reaches an older row.
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    index('listings_user_idx').on(t.userId),
    // "Search this area": a city's listings inside a box, without walking the whole city,
    // every filter checked inside the index (docs/search-indexes.md#the-map).
    index('listings_search_position_idx')
      .on(t.city, t.lat, t.lng, t.createdAt, t.id, t.rent, ...searchFilterColumns(t))
      .where(listed),
    // Rows still to be placed (few: new rows get their position when saved).
    index('listings_unplaced_idx').on(t.id).where(sql`lat is null`),
    index('listings_city_newest_idx').on(t.city, t.createdAt.desc(), t.id.desc()).where(listed),
    index('listings_city_rent_idx').on(t.city, t.rent, t.id).where(listed),
    // The home sections (features/listings), one per build-in category: a city's newest
    // five are the first five entries of its range (docs/search-indexes.md#home-sections).
    ...BUILDIN_CATEGORY_VALUES.map((category) =>
      index(`listings_section_${category.toLowerCase().replaceAll(' ', '_')}_idx`)
        // NULLS FIRST is what `order by created_at desc, id desc` means, so the range is read in order.
        .on(t.city, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql.raw(`${LISTED_SQL} and ${sectionSql(category)}`)),
    ),
    // Search (features/search; docs/search-indexes.md shows the plans). The filter
    // columns trail the sort keys so every filter is checked inside the index
    // (index-only scans) instead of on the table; title and locality let the
    // relevance walk test the text of a listing without reading the table.
    index('listings_search_newest_idx')
      .on(t.city, t.createdAt.desc(), t.id.desc(), ...searchFilterColumns(t), t.rent, t.title, t.locality)
      .where(listed),
    index('listings_search_rent_idx')
      .on(t.city, t.rent, t.id, ...searchFilterColumns(t), t.createdAt)
      .where(listed),
    // Narrow ranges for selective type + rooms combinations, whatever the other filters.
    index('listings_search_type_idx')
      .on(
        t.city,
        t.propertyType,
        t.configuration,
        t.createdAt.desc(),
        t.id.desc(),
        ...searchFilterColumns(t).slice(2),
        t.rent,
      )
      .where(listed),
    // Searches without a city.
    index('listings_search_any_city_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(listed),
    index('listings_search_any_city_rent_idx').on(t.rent, t.id).where(listed),
    // Distinct localities in one probe each: the vocabulary typo correction uses.
    index('listings_search_locality_idx').on(t.locality).where(listed),
    // The freshness jobs: listed listings by when they were last confirmed.
    index('listings_freshness_idx').on(t.lastConfirmedAt).where(listed),
    // Free text, by trigrams: over every listing (searches without a city, and the
    // statistics the planner estimates text matches from; partial indexes get none),
    // and per city, so a city search reads only that city's postings instead of
    // AND-ing a few text matches with a city-wide bitmap.
    index('listings_search_head_idx').using('gin', sql.raw(`${LISTING_SEARCH_HEAD} gin_trgm_ops`)),
    index('listings_search_description_idx').using('gin', sql.raw('description gin_trgm_ops')),
    ...CITIES.flatMap((city) => {
      const slug = city.name.toLowerCase().replaceAll(' ', '_');
      const inCity = sql.raw(`city = '${city.name}' and ${LISTED_SQL}`);
      return [
        index(`listings_search_head_${slug}_idx`)
          .using('gin', sql.raw(`${LISTING_SEARCH_HEAD} gin_trgm_ops`))
          .where(inCity),
        index(`listings_search_description_${slug}_idx`)
          .using('gin', sql.raw('description gin_trgm_ops'))
          .where(inCity),
      ];
    }),
  ],
);

/**
 * A person's saved search (features/alerts): the search as the search page holds it,
 * and how they want to hear of new homes that match. `matched_until` is how far the
 * alert job has looked; `alerted_on` the day in India of the last alert (one a day).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser('cascade'),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedQuery>().notNull(),
    alertChannels: text('alert_channels')
      .array()
      .$type<AlertChannel[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    alertFrequency: text('alert_frequency').$type<AlertFrequency>().notNull().default('instant'),
    alertHour: integer('alert_hour').notNull().default(9),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    matchedUntil: tstz('matched_until').notNull().defaultNow(),
    alertedOn: date('alerted_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    index('saved_searches_alerting_idx').on(t.id).where(sql`cardinality(alert_channels) > 0`),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: serial('id').primaryKey(),
    listingId: belongsToListing(),
    position: integer('position').notNull(),
    /** Storage key prefix; the stored sizes are `${key}-${size}.webp`. */
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

// ---------------------------------------------------------------- engagement

export const wishlist = pgTable(
  'wishlist',
  {
    userId: belongsToUser('cascade'),
    listingId: belongsToListing(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // A poster's numbers: saves of one listing by day (docs/product/rents.md#the-posters-numbers).
    index('wishlist_listing_idx').on(t.listingId, t.createdAt),
  ],
);

export const visits = pgTable(
  'visits',
  {
    userId: belongsToUser('cascade'),
    listingId: belongsToListing(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

/**
 * Every time a viewer is shown a poster's contact details (docs/product/pass.md#fair-use-cap: each
 * unlock logged).
 */
export const contactUnlocks = pgTable(
  'contact_unlocks',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser('cascade'),
    listingId: belongsToListing(),
    createdAt: createdAt(),
    /** A dead lead given back (docs/product/pass.md#dead-leads): no longer counts toward the daily cap. */
    creditedAt: tstz('credited_at'),
  },
  (t) => [
    index('contact_unlocks_user_idx').on(t.userId, t.createdAt),
    // A poster's numbers: contacts opened on one listing by day (docs/product/rents.md#the-posters-numbers).
    index('contact_unlocks_listing_idx').on(t.listingId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- trust

/** A logged-in user's report of a listing, once per listing (docs/product/listings.md#reports). */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    listingId: belongsToListing(),
    userId: belongsToUser('cascade'),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
    /** Set when an admin closed it (dismissed or acted on). */
    resolvedAt: tstz('resolved_at'),
    /**
     * How much it counts toward pausing the listing, and why
     * (docs/decisions/0098-report-weights.md): 0 for an unproven number or past the
     * reporter's daily cap, 1 for a proven number, 2 for "Already rented" from a pass
     * holder who opened the contact.
     */
    weight: integer('weight').notNull().default(1),
    weightReason: text('weight_reason').$type<ReportWeightReason>().notNull().default('proven_number'),
    /** Set when this report counted in an automatic pause (the reporter's daily cap). */
    pausedAt: tstz('paused_at'),
    /** Set when the poster (or an admin) brought the listing back after it: it counts no more. */
    answeredAt: tstz('answered_at'),
  },
  (t) => [
    uniqueIndex('listing_reports_once_key').on(t.listingId, t.userId),
    index('listing_reports_open_idx').on(t.listingId).where(sql`resolved_at is null`),
    index('listing_reports_pauses_idx').on(t.userId, t.pausedAt).where(sql`paused_at is not null`),
  ],
);

/** A dead lead given back to a pass holder: the unlock and one day (docs/product/pass.md#dead-leads). */
export const passCredits = pgTable(
  'pass_credits',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser('cascade'),
    listingId: belongsToListing(),
    /** The payment whose pass was extended; at most DEAD_LEAD_DAYS_PER_PASS days each. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pass_credits_once_key').on(t.userId, t.listingId),
    index('pass_credits_payment_idx').on(t.paymentId),
  ],
);

/** What happened to a listing and who did it: its history (docs/product/listings.md#listing-status). */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: serial('id').primaryKey(),
    listingId: belongsToListing(),
    /** Null when the system acted (a job, a threshold). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ListingEventAction>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('listing_events_listing_idx').on(t.listingId, t.createdAt)],
);

// ---------------------------------------------------------------- payments

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser('restrict'),
    gateway: text('gateway').$type<GatewayKind>().notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    receipt: text('receipt').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    planName: text('plan_name').notNull(),
    planDays: integer('plan_days').notNull(),
    /** The listing whose contacts the buyer wanted when paying, if any. */
    listingId: integer('listing_id'),
    /** How the buyer confirmed being 18 or older for this order; the order's time is when. */
    adultConfirmedVia: text('adult_confirmed_via').$type<ConsentVia>(),
    status: text('status').$type<'created' | 'paid' | 'failed'>().notNull().default('created'),
    createdAt: createdAt(),
    paidAt: tstz('paid_at'),
  },
  (t) => [index('payment_orders_user_idx').on(t.userId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: belongsToUser('restrict'),
    /** Unique: one payment id can never credit twice. */
    gatewayPaymentId: text('gateway_payment_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    source: text('source').$type<'callback' | 'webhook' | 'reconciler'>().notNull(),
    subscriptionFrom: tstz('subscription_from').notNull(),
    subscriptionUpto: tstz('subscription_upto').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A payment the gateway captured for an amount or currency other than its order's:
 * no pass is granted, admins see it and refund it (docs/product/pass.md).
 */
export const paymentExceptions = pgTable(
  'payment_exceptions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: belongsToUser('restrict'),
    gateway: text('gateway').$type<GatewayKind>().notNull(),
    /** Unique: a payment seen again by the webhook or the reconciler is recorded once. */
    gatewayPaymentId: text('gateway_payment_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    expectedAmountPaise: integer('expected_amount_paise').notNull(),
    expectedCurrency: text('expected_currency').notNull(),
    /** 'open' | 'refunded' */
    status: text('status').notNull().default('open'),
    refundId: text('refund_id'),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: tstz('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_exceptions_status_idx').on(t.status, t.createdAt)],
);

/** Gateway webhooks, deduplicated by the gateway's event id. */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  gateway: text('gateway').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

/**
 * The built-in test gateway's orders and payments (adapters/test-gateway.ts), in the database
 * so that every process of a cluster sees the same ones. `body` is the gateway's own record.
 */
export const testGatewayEntities = pgTable(
  'test_gateway_entities',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'order' | 'payment'>().notNull(),
    /** The order a payment was made for; null for an order. */
    orderId: text('order_id'),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_gateway_entities_order_idx').on(t.orderId)],
);

// ---------------------------------------------------------------- content

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    url: text('url').notNull(),
    contact: text('contact').notNull(),
    image: text('image').notNull().default(''),
    location: text('location').notNull(),
    createdAt: createdAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [index('services_location_idx').on(t.location).where(sql`deleted_at is null`)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    image: text('image').notNull().default(''),
    category: text('category').notNull().default('Decor'),
    visibility: text('visibility').notNull().default('public'),
    authorName: text('author_name').notNull(),
    createdOn: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blogs_title_key').on(sql`lower(${t.title})`),
    index('blogs_list_idx').on(t.visibility, t.createdOn.desc()),
  ],
);

export const blogSections = pgTable(
  'blog_sections',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    subheading: text('subheading').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    hyperlink: text('hyperlink').notNull().default(''),
  },
  (t) => [index('blog_sections_blog_idx').on(t.blogId, t.position)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
  /** When support was mailed about it, alone or in the daily digest; null until then. */
  notifiedAt: tstz('notified_at'),
});

// ---------------------------------------------------------------- conversations

/**
 * One seeker's conversation with a listing's poster (docs/product/conversations.md). Both
 * sides keep it when the other deletes their account or the listing goes: the ids become
 * null and the title and "listed by" stay as they were when it began.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title').notNull(),
    listedBy: text('listed_by').$type<ListedBy>().notNull(),
    seekerId: integer('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    posterId: integer('poster_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: tstz('last_message_at').notNull().defaultNow(),
    /** The newest message id each side has read (0: none). */
    seekerReadId: integer('seeker_read_id').notNull().default(0),
    posterReadId: integer('poster_read_id').notNull().default(0),
    /** When each side blocked the other; null when they have not. */
    seekerBlockedAt: tstz('seeker_blocked_at'),
    posterBlockedAt: tstz('poster_blocked_at'),
    /** When each side was last told of an unread message (at most one notice an hour). */
    seekerNotifiedAt: tstz('seeker_notified_at'),
    posterNotifiedAt: tstz('poster_notified_at'),
  },
  (t) => [
    uniqueIndex('conversations_seeker_listing_key').on(t.listingId, t.seekerId),
    index('conversations_seeker_idx').on(t.seekerId, t.lastMessageAt),
    index('conversations_poster_idx').on(t.posterId, t.lastMessageAt),
    // The unread-message notices look only at conversations with a message in the last day.
    index('conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which side wrote it: still known once the writer deleted their account. */
    senderRole: text('sender_role').$type<ConversationRole>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Set when the same text went to many listings within an hour (docs/product/conversations.md#fair-use). */
    flaggedAt: tstz('flagged_at'),
    /** A step of a deal, drawn as a card; `body` says it in words (docs/product/deals.md#cards). */
    card: jsonb('card').$type<DealCard>(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** A side's report of a conversation: the only way an admin may read it (docs/product/conversations.md#reports). */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [
    uniqueIndex('conversation_reports_once_key').on(t.conversationId, t.reporterId),
    index('conversation_reports_open_idx').on(t.createdAt).where(sql`resolved_at is null`),
  ],
);

// ---------------------------------------------------------------- viewings

/**
 * When people may come to see a poster's homes (docs/product/viewings.md#hours): one row per
 * listing with hours of its own, and at most one per poster for all their listings (listing_id null).
 */
export const viewingHours = pgTable(
  'viewing_hours',
  {
    id: serial('id').primaryKey(),
    posterId: integer('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    hours: jsonb('hours').$type<HoursWindow[]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    perSlot: integer('per_slot').notNull().default(1),
    /** How to find the home: listings do not publish the address; booked seekers read this. */
    note: text('note').notNull().default(''),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('viewing_hours_listing_key').on(t.listingId).where(sql`listing_id is not null`),
    uniqueIndex('viewing_hours_poster_all_key').on(t.posterId).where(sql`listing_id is null`),
  ],
);

/** A day with no visits, for one listing or (listing_id null) all the poster's listings. */
export const viewingBlockedDays = pgTable(
  'viewing_blocked_days',
  {
    id: serial('id').primaryKey(),
    posterId: integer('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('viewing_blocked_days_listing_key').on(t.listingId, t.day).where(sql`listing_id is not null`),
    uniqueIndex('viewing_blocked_days_poster_all_key').on(t.posterId, t.day).where(sql`listing_id is null`),
  ],
);

/**
 * A seeker's booked time to see a home (docs/product/viewings.md). Both sides keep their copy
 * when the other deletes their account or the listing goes: people and listing are set null,
 * the title is kept.
 */
export const viewings = pgTable(
  'viewings',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title').notNull(),
    seekerId: integer('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    posterId: integer('poster_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** The seeker's note to the poster. */
    note: text('note').notNull().default(''),
    /** The poster's "how to find us" when the time was booked or moved. */
    directions: text('directions').notNull().default(''),
    status: text('status').$type<ViewingStatus>().notNull().default('booked'),
    cancelledBy: text('cancelled_by').$type<ViewingRole>(),
    cancelReason: text('cancel_reason'),
    cancelledAt: tstz('cancelled_at'),
    /** What the poster said after the time (the seeker came or not), and what the seeker said of the poster. */
    seekerCame: boolean('seeker_came'),
    posterCame: boolean('poster_came'),
    /** When the poster's word that the seeker came or not was given: no-shows count 30 days. */
    seekerCameAt: tstz('seeker_came_at'),
    posterCameAt: tstz('poster_came_at'),
    /** When the time was booked or last moved: reminders due before it are not sent. */
    timeSetAt: tstz('time_set_at').notNull().defaultNow(),
    /** Reminders sent (docs/product/viewings.md#reminders); a move clears them. */
    eveningReminderAt: tstz('evening_reminder_at'),
    soonReminderAt: tstz('soon_reminder_at'),
    /** When the poster was asked, after the time, whether the seeker came (once). */
    outcomeAskedAt: tstz('outcome_asked_at'),
    /** Bumped at each move or cancel: the calendar file's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('viewings_seeker_idx').on(t.seekerId, t.startsAt),
    index('viewings_poster_idx').on(t.posterId, t.startsAt),
    index('viewings_upcoming_idx').on(t.startsAt).where(sql`status = 'booked'`),
    // A poster's numbers: viewings booked at one listing by day (docs/product/rents.md#the-posters-numbers).
    index('viewings_listing_idx').on(t.listingId, t.createdAt),
  ],
);

/**
 * One row per place taken at a listing's time: the unique key is what lets exactly one of two
 * people have the last place (docs/decisions/0109-a-booked-place-is-a-unique-row.md).
 */
export const viewingPlaces = pgTable(
  'viewing_places',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startsAt: tstz('starts_at').notNull(),
    placeNo: integer('place_no').notNull(),
    viewingId: integer('viewing_id')
      .notNull()
      .references(() => viewings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.startsAt, t.placeNo] }),
    uniqueIndex('viewing_places_viewing_key').on(t.viewingId),
  ],
);

/**
 * A seeker's "Ask for a visit" at a home without free times: up to three times, answered by the
 * poster or lapsed after 48 hours (docs/product/viewings.md#asking-for-a-visit).
 */
export const viewingRequests = pgTable(
  'viewing_requests',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title').notNull(),
    seekerId: integer('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    posterId: integer('poster_id').references(() => users.id, { onDelete: 'set null' }),
    /** The seeker's times as ISO 8601 instants, soonest first. */
    times: jsonb('times').$type<string[]>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<ViewingRequestStatus>().notNull().default('asked'),
    /** The time the poster proposed instead. */
    proposedTime: tstz('proposed_time'),
    /** It lapses at this instant unless the side it waits for answers. */
    answerBy: tstz('answer_by').notNull(),
    viewingId: integer('viewing_id').references(() => viewings.id, { onDelete: 'set null' }),
    answeredAt: tstz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('viewing_requests_seeker_idx').on(t.seekerId, t.createdAt),
    index('viewing_requests_poster_idx').on(t.posterId, t.createdAt),
    index('viewing_requests_waiting_idx').on(t.answerBy).where(sql`status in ('asked', 'proposed')`),
  ],
);

// ---------------------------------------------------------------- deals

/** The deal states in which a seeker and a home are still bound (one such deal per seeker and home). */
const OPEN_DEAL_SQL = sql`state in ('offered', 'countered', 'accepted', 'signed')`;

/**
 * A poster's offer of a home to a seeker, its counters and answers, the agreement and its
 * signatures (docs/product/deals.md). Both sides keep it when the other deletes their account or
 * the listing goes: ids become null, the title stays.
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title').notNull(),
    /** The listing's poster. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The seeker the home is offered to. */
    tenantId: integer('tenant_id').references(() => users.id, { onDelete: 'set null' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    state: text('state').$type<DealState>().notNull().default('offered'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    acceptedAt: tstz('accepted_at'),
    signedAt: tstz('signed_at'),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    uniqueIndex('deals_open_key').on(t.listingId, t.tenantId).where(OPEN_DEAL_SQL),
    index('deals_owner_idx').on(t.ownerId, t.updatedAt),
    index('deals_tenant_idx').on(t.tenantId, t.updatedAt),
    index('deals_conversation_idx').on(t.conversationId),
  ],
);

/** Each step of a deal: the offer, a counter, an acceptance or a refusal, with the terms it named. */
export const dealOffers = pgTable(
  'deal_offers',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    byId: integer('by_id').references(() => users.id, { onDelete: 'set null' }),
    byRole: text('by_role').$type<DealRole>().notNull(),
    kind: text('kind').$type<DealStepKind>().notNull(),
    rent: integer('rent').notNull(),
    deposit: integer('deposit').notNull(),
    maintenance: integer('maintenance').notNull().default(0),
    moveIn: date('move_in', { mode: 'string' }).notNull(),
    termMonths: integer('term_months').notNull().default(11),
    lockInMonths: integer('lock_in_months').notNull().default(0),
    noticeMonths: integer('notice_months').notNull().default(1),
    rentDueDay: integer('rent_due_day').notNull().default(5),
    depositRefundDays: integer('deposit_refund_days').notNull().default(30),
    houseRules: text('house_rules').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('deal_offers_deal_idx').on(t.dealId, t.id)],
);

/**
 * The rent agreement drawn from a deal's accepted terms: one row per version and language; a
 * change of terms or details makes a new version (docs/product/deals.md#the-agreement).
 */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    language: text('language').$type<AgreementLanguageCode>().notNull(),
    /** The canonical text: what is signed. */
    text: text('text').notNull(),
    /** SHA-256 (hex) of `text` in UTF-8. */
    sha256: text('sha256').notNull(),
    /** The title and sections, as drafted, for reading and the PDF. */
    document: jsonb('document')
      .$type<{ title: string; sections: { heading: string; paragraphs: string[] }[] }>()
      .notNull(),
    /** The state's rules as they were read when it was drafted (registration, stamp duty, deposit cap). */
    stateRules: jsonb('state_rules').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreements_version_key').on(t.dealId, t.version, t.language),
    index('agreements_sha256_idx').on(t.sha256),
  ],
);

/**
 * The deposit as paid, a record both sides confirm; Thikana never holds the money
 * (docs/product/deals.md#the-deposit). A change by either side before both confirmed clears the
 * other side's confirmation; once both confirmed it is fixed.
 */
export const depositRecords = pgTable('deposit_records', {
  id: serial('id').primaryKey(),
  dealId: integer('deal_id')
    .notNull()
    .unique()
    .references(() => deals.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  /** upi, bank transfer, cheque or cash. */
  how: text('how').$type<DepositPaidHow>().notNull(),
  /** The UPI or bank reference, the cheque number; may be empty. */
  reference: text('reference').notNull().default(''),
  recordedBy: text('recorded_by').$type<DealRole>().notNull(),
  ownerConfirmedAt: tstz('owner_confirmed_at'),
  tenantConfirmedAt: tstz('tenant_confirmed_at'),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * One side's signature on one agreement text: who, when, from where, the contact the code went to
 * (masked), the code's proof and the hash signed (docs/decisions/0156-signatures-and-verify.md).
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<DealRole>().notNull(),
    /** The signer's name when they signed: it stays on the record. */
    name: text('name').notNull(),
    signedAt: tstz('signed_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Where the code went, masked: "+91 98••••10". */
    contact: text('contact').notNull(),
    /** HMAC of the code, its challenge id and the hash signed: proves which code signed, reveals no code. */
    codeProof: text('code_proof').notNull(),
    sha256: text('sha256').notNull(),
    provider: text('provider').$type<'thikana-otp' | 'esign-standin'>().notNull(),
  },
  (t) => [
    uniqueIndex('agreement_signatures_once_key').on(t.agreementId, t.role),
    index('agreement_signatures_sha256_idx').on(t.sha256),
  ],
);

// ---------------------------------------------------------------- counting

/**
 * How often a listing was shown and opened, per India day: counted in memory and written in
 * batches by a job, never a write per request (docs/product/rents.md#counting).
 */
export const listingDayCounts = pgTable(
  'listing_day_counts',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Times the listing's card was in a search answer or a home section. */
    impressions: integer('impressions').notNull().default(0),
    /** Times its page was opened by a person (bots not counted). */
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] }), index('listing_day_counts_day_idx').on(t.day)],
);

/**
 * Searches per India day by the city, locality ('' for the whole city) and rent band they asked
 * for ('any' without a budget): the demand side of the rent index (docs/product/rents.md).
 */
export const searchDayCounts = pgTable(
  'search_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    locality: text('locality').notNull().default(''),
    rentBand: text('rent_band').notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.city, t.locality, t.rentBand] })],
);

// ---------------------------------------------------------------- the rent index

/**
 * The rent index as the `rent-index` job last computed it (docs/product/rents.md): one row per
 * city, locality ('' for the whole city), property type ('' for every type rented by the month),
 * configuration ('' for all) and rent period. Read by the rents calls; never computed on a request.
 */
export const rentFigures = pgTable(
  'rent_figures',
  {
    city: text('city').notNull(),
    /** Lower-case locality, the key a query is matched on; '' for the whole city. */
    localityKey: text('locality_key').notNull(),
    /** The locality as posters write it, for display; '' for the whole city. */
    locality: text('locality').notNull(),
    propertyType: text('property_type').notNull(),
    configuration: text('configuration').notNull(),
    /** 'month' | 'day' (weekend homes) */
    rentPeriod: text('rent_period').notNull(),
    homes: integer('homes').notNull(),
    p25: integer('p25'),
    median: integer('median'),
    p75: integer('p75'),
  },
  (t) => [
    primaryKey({
      columns: [t.city, t.localityKey, t.propertyType, t.configuration, t.rentPeriod],
    }),
  ],
);

/** The median asking rent of the homes posted each month, per group of rent_figures. */
export const rentMonths = pgTable(
  'rent_months',
  {
    city: text('city').notNull(),
    localityKey: text('locality_key').notNull(),
    propertyType: text('property_type').notNull(),
    configuration: text('configuration').notNull(),
    rentPeriod: text('rent_period').notNull(),
    /** "2026-11" */
    month: text('month').notNull(),
    homes: integer('homes').notNull(),
    median: integer('median'),
  },
  (t) => [
    primaryKey({
      columns: [t.city, t.localityKey, t.propertyType, t.configuration, t.rentPeriod, t.month],
    }),
  ],
);

/** Demand beside supply per city or locality and rent band ('any': searches without a budget). */
export const rentDemand = pgTable(
  'rent_demand',
  {
    city: text('city').notNull(),
    localityKey: text('locality_key').notNull(),
    rentBand: text('rent_band').notNull(),
    searches: integer('searches').notNull(),
    savedSearches: integer('saved_searches').notNull(),
    homes: integer('homes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.city, t.localityKey, t.rentBand] })],
);

// ---------------------------------------------------------------- outgoing

/**
 * Notices a recipient's pace or budget held back, sent later as themselves or merged into one
 * digest within the hour (docs/decisions/0140-held-notices-become-a-digest.md).
 */
export const heldNotices = pgTable(
  'held_notices',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'whatsapp' | 'email'>().notNull(),
    /** The WhatsApp number, or the email address in lower case. */
    address: text('address').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .$type<'visit-booked' | 'visit-moved' | 'visit-cancelled' | 'visit-reminder' | 'messages' | 'other'>()
      .notNull(),
    /** How many things it tells of: a conversation's unread messages, else 1. */
    count: integer('count').notNull().default(1),
    /** One line naming the thing, for a digest. */
    line: text('line').notNull(),
    /** The notice as it would have gone, so a lone one goes as itself. */
    message: jsonb('message')
      .$type<{
        subject: string;
        text: string;
        html?: string | undefined;
        whatsapp?: string | undefined;
        template?: 'notice' | 'alert' | 'message' | undefined;
        attachments?: { filename: string; content: string; contentType: string }[] | undefined;
      }>()
      .notNull(),
    /** A later notice of the same topic replaces a waiting one (a conversation's unread count). */
    topic: text('topic'),
    /** When the notice stops being of use (a visit's start); null: it keeps. */
    usefulUntil: tstz('useful_until'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('held_notices_waiting_idx').on(t.channel, t.address, t.createdAt).where(sql`sent_at is null`),
    uniqueIndex('held_notices_topic_key')
      .on(t.channel, t.address, t.topic)
      .where(sql`sent_at is null and topic is not null`),
    index('held_notices_sent_idx').on(t.sentAt).where(sql`sent_at is not null`),
  ],
);

// ---------------------------------------------------------------- operations

/** One row per attempt of a background job (src/server/jobs/), for `npm run jobs -- list`. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    /** 'schedule' | 'manual' */
    trigger: text('trigger').notNull(),
    attempt: integer('attempt').notNull().default(1),
    startedAt: tstz('started_at').notNull(),
    finishedAt: tstz('finished_at'),
    /** 'running' | 'ok' | 'failed' */
    outcome: text('outcome').notNull().default('running'),
    /** What the run did (counts), or the error message of a failure. */
    detail: jsonb('detail'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt.desc())],
);

/** Marks a database as seeded, so a second start never seeds again. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;

/**
 * A handover report of a deal: the move-in report, room by room, that both sides confirm with a
 * code (docs/decisions/0162-handover-reports.md). `settledRounds` counts the rounds both confirmed:
 * round 1 is the report, each later round an addendum; a settled round's entries never change.
 */
export const handoverReports = pgTable(
  'handover_reports',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'move_in'>().notNull(),
    settledRounds: integer('settled_rounds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('handover_reports_deal_kind').on(t.dealId, t.kind)],
);

/** One room's entry by one side: its condition, meter readings, and keys and items handed over. */
export const handoverEntries = pgTable(
  'handover_entries',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => handoverReports.id, { onDelete: 'cascade' }),
    /** 1 for the report, 2 and on for its addenda. */
    round: integer('round').notNull(),
    byRole: text('by_role').$type<DealRole>().notNull(),
    room: text('room').notNull(),
    condition: text('condition').notNull().default(''),
    meters: jsonb('meters').$type<{ name: string; reading: string }[]>().notNull().default([]),
    items: jsonb('items').$type<{ name: string; count: number }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('handover_entries_report_idx').on(t.reportId, t.id)],
);

/** A photo of an entry, through the image pipeline (keys under `handover/`), with when it was taken. */
export const handoverPhotos = pgTable(
  'handover_photos',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => handoverEntries.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    takenAt: tstz('taken_at').notNull(),
    byRole: text('by_role').$type<DealRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('handover_photos_entry_idx').on(t.entryId)],
);

/**
 * One side's confirmation of one round of a report with a one-time code to a proven contact: who,
 * when, the contact (masked), the code's proof and the SHA-256 of the report's text confirmed.
 */
export const handoverConfirmations = pgTable(
  'handover_confirmations',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => handoverReports.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    role: text('role').$type<DealRole>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    confirmedAt: tstz('confirmed_at').notNull(),
    contact: text('contact').notNull(),
    codeProof: text('code_proof').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [uniqueIndex('handover_confirmations_once').on(t.reportId, t.round, t.role)],
);
