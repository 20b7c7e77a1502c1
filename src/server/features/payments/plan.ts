// The pass on sale, from config: PLAN_PRICE_INR (299), PLAN_DAYS (7), PLAN_NAME.
import {
  DAILY_CONTACT_CAP,
  MAX_PASSES_PER_WINDOW,
  MIN_AGE,
  PASS_WINDOW_DAYS,
} from '../../../shared/constants.ts';
import type { Plan } from '../../../shared/schemas/payment.ts';
import type { Config } from '../../config.ts';

export const planFromConfig = (config: Config): Plan => ({
  name: config.PLAN_NAME,
  price_inr: config.PLAN_PRICE_INR,
  days: config.PLAN_DAYS,
  currency: 'INR',
  max_passes_per_window: MAX_PASSES_PER_WINDOW,
  window_days: PASS_WINDOW_DAYS,
  daily_contact_cap: DAILY_CONTACT_CAP,
  min_age: MIN_AGE,
});
