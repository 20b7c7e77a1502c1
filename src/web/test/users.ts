// Users as the API returns them, for web tests.
import type { User } from '../../shared/schemas/user.ts';

/** Signed up with WhatsApp: a number, no email. */
export const whatsappUser: User = {
  id: 7,
  full_name: 'Meera Iyer',
  email: null,
  mobile_no: '9812345678',
  user_type: 'tenant',
  location: 'Pune',
  dob: null,
  gender: null,
  isAdmin: 0,
  subscription_upto: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
