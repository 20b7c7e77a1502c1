// Saved searches (docs/product/search.md#saved-searches): keep a search under a name,
// see how many homes matching it were listed since it was last opened, and hear of
// them on WhatsApp or by email.

import type { z } from 'zod';
import type { SavedSearch, SaveSearchBodySchema } from '../../../shared/schemas/saved-search.ts';
import { SAVED_SEARCH_LIMIT } from '../../../shared/schemas/saved-search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { acceptedSecrets, type SecretsConfig } from '../../platform/secrets.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { countNewListings } from '../search/index.ts';
import {
  countUserSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listUserSavedSearches,
  type SavedSearchRow,
  updateSavedSearch,
} from './store.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** "99+ new" is as useful as an exact count past it. */
const NEW_COUNT_CAP = 100;

export const searchRequestOf = (row: Pick<SavedSearchRow, 'query'>) => ({
  location: row.query.city,
  search: row.query.search,
  filters: row.query.filters,
});

const dtoOf = (row: SavedSearchRow, newCount: number): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  alert_channels: row.alertChannels,
  alert_frequency: row.alertFrequency,
  alert_hour: row.alertHour,
  new_count: newCount,
  created_at: row.createdAt.toISOString(),
  last_seen_at: row.lastSeenAt.toISOString(),
});

/** Alerts go only to a contact the person proved, so a typo never messages a stranger. */
const checkChannels = (viewer: Viewer, channels: readonly string[]) => {
  if (channels.includes('whatsapp') && !(viewer.mobileNo && viewer.mobileVerifiedAt)) {
    throw badInput('alert_channels', 'Verify your mobile number to get alerts on WhatsApp');
  }
  if (channels.includes('email') && !(viewer.email && viewer.emailVerifiedAt)) {
    throw badInput('alert_channels', 'Verify your email to get alerts by email');
  }
};

export const saveSearch = async (input: {
  db: DbOrTx;
  viewer: Viewer | null;
  body: z.output<typeof SaveSearchBodySchema>;
  now: Date;
}) => {
  const viewer = requireUser(input.viewer);
  checkChannels(viewer, input.body.alert_channels);
  if ((await countUserSavedSearches(input.db, viewer.id)) >= SAVED_SEARCH_LIMIT) {
    throw new AppError(
      'CONFLICT',
      `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
    );
  }
  const row = await insertSavedSearch(input.db, {
    userId: viewer.id,
    name: input.body.name,
    query: input.body.query,
    alertChannels: input.body.alert_channels,
    alertFrequency: input.body.alert_frequency,
    alertHour: input.body.alert_hour,
    lastSeenAt: input.now,
    matchedUntil: input.now,
    createdAt: input.now,
  });
  return dtoOf(row, 0);
};

/** Each saved search with how many matching homes were listed since it was last opened. */
export const listSavedSearches = async (input: { db: DbOrTx; viewer: Viewer | null; now: Date }) => {
  const viewer = requireUser(input.viewer);
  const rows = await listUserSavedSearches(input.db, viewer.id);
  return Promise.all(
    rows.map(async (row) => {
      const count = await countNewListings({
        db: input.db,
        request: searchRequestOf(row),
        after: row.lastSeenAt,
        until: input.now,
        cap: NEW_COUNT_CAP,
      });
      return dtoOf(row, count);
    }),
  );
};

const ownSavedSearch = async (db: DbOrTx, viewer: Viewer | null, id: number) => {
  const user = requireUser(viewer);
  const row = await findSavedSearch(db, id);
  // Another person's search is as absent as a deleted one.
  if (!row || row.userId !== user.id) throw new AppError('NOT_FOUND', 'Saved search not found');
  return row;
};

export const removeSavedSearch = async (input: { db: DbOrTx; viewer: Viewer | null; id: number }) => {
  await ownSavedSearch(input.db, input.viewer, input.id);
  await deleteSavedSearch(input.db, input.id);
};

/** The person opened the search: its homes are no longer new to them. */
export const markSavedSearchSeen = async (input: {
  db: DbOrTx;
  viewer: Viewer | null;
  id: number;
  now: Date;
}) => {
  await ownSavedSearch(input.db, input.viewer, input.id);
  const row = await updateSavedSearch(input.db, input.id, { lastSeenAt: input.now });
  return dtoOf(row!, 0);
};

/** The one-tap link in every alert: no login, and using it twice is fine. */
export const unsubscribeFromAlerts = async (input: { db: DbOrTx; config: SecretsConfig; token: string }) => {
  const id = readUnsubscribeToken(acceptedSecrets(input.config), input.token);
  const row = id === null ? null : await findSavedSearch(input.db, id);
  if (!row) throw badInput('token', 'This unsubscribe link is not valid');
  await updateSavedSearch(input.db, row.id, { alertChannels: [] });
  return { name: row.name };
};
