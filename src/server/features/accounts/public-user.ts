// The user as the API returns it: never a password hash, session or OTP.
import { isCityName } from '../../../shared/cities.ts';
import type { User } from '../../../shared/schemas/user.ts';
import type { UserRow } from '../../db/schema.ts';

export const toPublicUser = (row: UserRow): User => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  mobile_no: row.mobileNo,
  user_type: row.userType,
  location: isCityName(row.location) ? row.location : 'Mumbai',
  dob: row.dob,
  gender: row.gender,
  isAdmin: row.isAdmin ? 1 : 0,
  subscription_upto: row.subscriptionUpto ? row.subscriptionUpto.toISOString() : null,
  created_at: row.createdAt.toISOString(),
});
