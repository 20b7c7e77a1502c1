// The logged-in user as the rest of the server sees it: the session lookup
// (http/session.ts) produces it, guards (http/guards.ts) and every use case take it.
// An admin who has not given the second factor in this session is seen as a plain
// user (`isAdmin` false) with `secondFactor` telling what is still needed.
import type { UserRow } from '../db/schema.ts';

export type Viewer = UserRow & { secondFactor?: 'enrol' | 'verify' };

/** Whether the person holds a pass that has not run out (docs/product/pass.md). */
export const hasLivePass = (viewer: Pick<Viewer, 'subscriptionUpto'>, now: Date) =>
  Boolean(viewer.subscriptionUpto && viewer.subscriptionUpto.getTime() > now.getTime());
