import { z } from 'zod';
import { CITY_NAMES } from '../cities.ts';
import { GENDER_VALUES, USER_TYPE_VALUES } from '../enums.ts';
import { FlagSchema } from './common.ts';

/** A user as the API returns it (never a password hash, session or OTP). */
export const UserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile_no: z.string().nullable(),
  user_type: z.enum(USER_TYPE_VALUES),
  location: z.enum(CITY_NAMES),
  dob: z.string().nullable(),
  gender: z.enum(GENDER_VALUES).nullable(),
  /** 1 = admin (docs/product/accounts.md#roles). */
  isAdmin: FlagSchema,
  /** ISO timestamp until which the pass is active, or null. */
  subscription_upto: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;
