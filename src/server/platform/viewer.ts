// The logged-in user as the rest of the server sees it: the session lookup
// (features/auth) produces it, guards (http/guards.ts) and every use case take it.
import type { UserRow } from '../db/schema.ts';

export type Viewer = UserRow;
