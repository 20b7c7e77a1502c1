// Who may call what. Services receive the viewer; these helpers turn "nobody" or
// "not an admin" into the right AppError.

import type { Viewer } from '../platform/viewer.ts';
import { AppError } from './errors.ts';

export const requireUser = (viewer: Viewer | null): Viewer => {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please Login First');
  return viewer;
};

export const requireAdmin = (viewer: Viewer | null): Viewer => {
  const user = requireUser(viewer);
  if (user.secondFactor) {
    throw new AppError('FORBIDDEN', 'Admin actions need the code from your authenticator app first');
  }
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Only an admin can do this');
  return user;
};

/** The poster of a record or an admin. */
export const requireOwnerOrAdmin = (viewer: Viewer | null, ownerId: number | null): Viewer => {
  const user = requireUser(viewer);
  if (!user.isAdmin && user.id !== ownerId)
    throw new AppError('FORBIDDEN', 'You can only change your own posts');
  return user;
};
