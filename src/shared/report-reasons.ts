// What a person may report about a listing and why a report weighs what it does
// (docs/product/listings.md#reports), apart from the other enumerations (enums.ts): every page's
// first render carries enums.ts, and only a listing's page, moderation and the trust schemas need
// these.
import { type Option, valuesOf } from './enums.ts';

/** What a person may report about a listing (docs/product/listings.md#reports). */
export const REPORT_REASONS = [
  { value: 'ALREADY_RENTED', label: 'Already rented' },
  { value: 'BROKER_POSING', label: 'Broker posing as owner or tenant' },
  { value: 'WRONG_DETAILS', label: 'Wrong price or details' },
  { value: 'FAKE_PHOTOS', label: 'Fake photos' },
  { value: 'MONEY_BEFORE_VISIT', label: 'Asking for money before a visit' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly Option<string>[];
export const REPORT_REASON_VALUES = valuesOf(REPORT_REASONS);
export type ReportReason = (typeof REPORT_REASON_VALUES)[number];

/**
 * Why a report weighs what it does toward pausing a listing
 * (docs/decisions/0098-report-weights.md): an unproven number 0, a proven number 1,
 * "Already rented" from a pass holder who opened the contact 2, past the reporter's
 * daily cap of automatic pauses 0.
 */
export const REPORT_WEIGHT_REASONS = [
  'unproven_number',
  'proven_number',
  'pass_holder_rented',
  'daily_cap',
] as const;
export type ReportWeightReason = (typeof REPORT_WEIGHT_REASONS)[number];
