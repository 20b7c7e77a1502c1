// The caller's own profile. Only full_name, dob, gender and location can change here
// (email through its own proven change); the shared schema strips every other field a client sends.
import type { z } from 'zod';
import { todayInIndia } from '../../../shared/format.ts';
import type { UpdateUserBodySchema } from '../../../shared/schemas/auth.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { listEmailHolders } from './claims-store.ts';
import { toPublicUser } from './public-user.ts';
import { type ProfileChanges, updateUser } from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

export const getProfile = ({ viewer }: { viewer: Viewer | null }) => toPublicUser(requireUser(viewer));

/**
 * getUserDetails?email= (docs/product/accounts.md#profile): the caller's own email, or any email
 * for an admin.
 */
export const getUserDetails = async (options: {
  deps: Deps;
  viewer: Viewer | null;
  email?: string | undefined;
}) => {
  const viewer = requireUser(options.viewer);
  const own = viewer.email?.toLowerCase() ?? null;
  const email = options.email || own;
  if (email === own) return toPublicUser(viewer);
  if (!viewer.isAdmin) throw new AppError('FORBIDDEN', 'You can only see your own details');
  const user = email ? ((await listEmailHolders(options.deps.database.db, email))[0] ?? null) : null;
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return toPublicUser(user);
};

export const EMAIL_NEEDS_PROOF =
  'To change your email, use Change email on your profile: it asks for your password and a code sent to the new address.';

export const updateProfile = async (options: {
  deps: Deps;
  viewer: Viewer | null;
  input: z.output<typeof UpdateUserBodySchema>;
}) => {
  const viewer = requireUser(options.viewer);
  const { input } = options;
  const { db } = options.deps.database;
  const now = options.deps.clock.now();
  const changes: ProfileChanges = {};
  if (input.full_name !== undefined) changes.fullName = input.full_name;
  if (input.location !== undefined) changes.location = input.location;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.dob !== undefined) {
    if (input.dob && (input.dob > todayInIndia(now) || input.dob < '1900-01-01')) {
      throw badInput('dob', 'Please choose a real date of birth');
    }
    changes.dob = input.dob;
  }
  // An email changes only with a fresh proof and a code to the new address
  // (POST /api/user/changeEmail); sending the current one back is fine.
  if (input.email !== undefined && input.email !== viewer.email?.toLowerCase()) {
    throw badInput('email', EMAIL_NEEDS_PROOF);
  }
  const updated = await updateUser(db, viewer.id, changes, now);
  if (!updated) throw new AppError('UNAUTHENTICATED', 'Please Login First');
  return toPublicUser({ ...updated, isAdmin: viewer.isAdmin });
};
