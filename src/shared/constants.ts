// Business constants and limits (the rules behind them are in docs/product/README.md).

export const MAX_LISTING_IMAGES = 10;
/** 2 MB (docs/product/listings.md#images). */
export const MAX_IMAGE_BYTES = 2_097_152;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'] as const;

export const BLOG_PAGE_SIZE = 15;

export const RENT_SLIDER = { min: 1_000, max: 1_000_000, step: 100 } as const;
export const MAX_RENT = 10_000_000;
export const MAX_DEPOSIT = 100_000_000;

export const MIN_PASSWORD_LENGTH = 8;
export const OTP_LENGTH = 6;

/** Toast durations in milliseconds (docs/product/messages.md#toast-durations). */
export const TOAST_MS = { short: 2_000, medium: 3_000, long: 5_000 } as const;

/** Per-pass fair-use cap on new contacts a day (docs/product/pass.md#fair-use-cap). */
export const DAILY_CONTACT_CAP = 30;
export const MAX_PASSES_PER_WINDOW = 2;
export const PASS_WINDOW_DAYS = 90;
export const MIN_AGE = 18;

/** A new OTP for the same number or email may be asked for after this long (docs/product/accounts.md). */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;

/** Freshness (docs/product/listings.md#freshness): the poster is asked after this many days unconfirmed... */
export const FRESHNESS_ASK_DAYS = 7;
/** ...and the listing is paused after this many. */
export const FRESHNESS_PAUSE_DAYS = 21;

/** Dead leads (docs/product/pass.md#dead-leads): a report this soon after the unlock counts. */
export const DEAD_LEAD_REPORT_DAYS = 3;
/** Days a dead lead adds to a pass, and at most this many per pass. */
export const DEAD_LEAD_DAYS = 1;
export const DEAD_LEAD_DAYS_PER_PASS = 3;
