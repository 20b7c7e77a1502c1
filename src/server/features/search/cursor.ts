// The opaque next_cursor: base64url JSON of the last row's sort key (its tier for
// relevance, created_at to the microsecond, rent, id), the sort it belongs to, and
// the total of the first page so later pages do not count again. Tampering can only
// move the page, never reach anything a search could not.
import { z } from 'zod';
import type { SearchSort } from '../../../shared/enums.ts';
import { SEARCH_SORT_VALUES } from '../../../shared/enums.ts';
import { MAX_ID } from '../../../shared/schemas/common.ts';
import { badInput } from '../../http/errors.ts';

/** Where a page ends: enough to continue after it in any sort order. */
export type PageKey = { tier: number; createdAt: string; rent: number; id: number };

export type Cursor = { sort: SearchSort; key: PageKey; total: number; totalIsEstimate: boolean };

/** 2024-02-30 has the right shape but is no day: the database would refuse it. */
const isRealInstant = (text: string) => {
  const millis = Date.parse(text);
  return Number.isFinite(millis) && new Date(millis).toISOString().slice(0, 23) === text.slice(0, 23);
};

const CursorSchema = z.object({
  s: z.enum(SEARCH_SORT_VALUES),
  k: z.tuple([
    z.number().int().min(0).max(9),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
      .refine(isRealInstant),
    // Rent and id are int4 columns: a forged value outside them must not reach SQL.
    z.number().int().min(0).max(MAX_ID),
    z.number().int().positive().max(MAX_ID),
  ]),
  n: z.number().int().min(0),
  e: z.boolean(),
});

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(
    JSON.stringify({
      s: cursor.sort,
      k: [cursor.key.tier, cursor.key.createdAt, cursor.key.rent, cursor.key.id],
      n: cursor.total,
      e: cursor.totalIsEstimate,
    }),
  ).toString('base64url');

export const decodeCursor = (text: string): Cursor => {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badInput('cursor', 'The cursor is not one this search returned');
  }
  const parsed = CursorSchema.safeParse(raw);
  if (!parsed.success) throw badInput('cursor', 'The cursor is not one this search returned');
  const [tier, createdAt, rent, id] = parsed.data.k;
  return {
    sort: parsed.data.s,
    key: { tier, createdAt, rent, id },
    total: parsed.data.n,
    totalIsEstimate: parsed.data.e,
  };
};
