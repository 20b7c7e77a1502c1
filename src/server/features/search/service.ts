// searchListings: the searchProperties use case. Ids are chosen page by page with
// keyset pagination (never OFFSET), then turned into listings by hydrateListings.
import type { SearchSort } from '../../../shared/enums.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import {
  type CitySwitched,
  SEARCH_PAGE_SIZE,
  type SearchFilters,
  type SearchRequest,
  type WayOut,
} from '../../../shared/schemas/search.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badInput } from '../../http/errors.ts';
import { hydrateListings } from '../listings/index.ts';
import { criteriaOf } from './criteria.ts';
import { type Cursor, decodeCursor, encodeCursor, type PageKey } from './cursor.ts';
import {
  countMatches,
  countTextMatches,
  estimateMatches,
  isTextual,
  type PageQuery,
  type PageRow,
  type SearchCriteria,
  sampleTextMatches,
  selectCollectedPage,
  selectPlainPage,
  selectWalkedPage,
} from './store.ts';
import { TEXT_TIERS, type TextTier } from './text-sql.ts';
import { findWaysOut } from './ways-out.ts';

/** How far a text search walks the sort order before asking the trigram index instead. */
const WALK_SCAN = 1_000;
/** Count exactly only when the planner expects at most this many matches... */
const EXACT_COUNT_ESTIMATE = 1_000;
/** ...and stop counting at five times the estimate, or this many: past it the total is an estimate. */
const COUNT_CAP = 10_001;
/** Text searches count exactly up to 200 listings (ten pages)... */
const TEXT_COUNT_CAP = 201;
/** ...and sample this many of the newest listings to tell. */
const TEXT_SAMPLE = 1_000;

export type SearchResult = {
  properties: Listing[];
  understood: { filters: SearchFilters; text: string };
  ways_out: WayOut[];
  next_cursor: string | null;
  total: number;
  total_is_estimate: boolean;
  city_switched?: CitySwitched;
};

/** Relevance needs text; without it the newest listings come first. */
const sortOf = (asked: SearchSort | undefined, hasText: boolean): SearchSort => {
  if (!asked) return hasText ? 'relevance' : 'newest';
  return asked === 'relevance' && !hasText ? 'newest' : asked;
};

type Found = PageRow & { tier: number };

/** One page of one tier: a walk first for text, the trigram index when the walk falls short. */
const selectTierPage = async (db: DbOrTx, q: PageQuery): Promise<PageRow[]> => {
  if (!isTextual(q.criteria)) return selectPlainPage(db, q);
  const walked = await selectWalkedPage(db, { ...q, scan: WALK_SCAN });
  return walked.length >= q.limit ? walked : selectCollectedPage(db, q);
};

const selectPage = async (
  db: DbOrTx,
  input: { criteria: SearchCriteria; sort: SearchSort; after: PageKey | null; limit: number },
): Promise<Found[]> => {
  const { criteria, sort, after, limit } = input;
  if (sort !== 'relevance') {
    const rows = await selectTierPage(db, { criteria, tier: 'any', order: sort, after, limit });
    return rows.map((row) => ({ ...row, tier: 0 }));
  }
  const hasTypos = criteria.words.some((w) => w.alternatives.length > 0);
  const tiers: TextTier[] = TEXT_TIERS.filter((tier) => tier !== 'typo' || hasTypos);
  const found: Found[] = [];
  for (const [tier, name] of tiers.entries()) {
    if (after && tier < after.tier) continue;
    const rows = await selectTierPage(db, {
      criteria,
      tier: name,
      order: 'newest',
      after: after && tier === after.tier ? after : null,
      limit: limit - found.length,
    });
    found.push(...rows.map((row) => ({ ...row, tier })));
    if (found.length >= limit) break;
  }
  return found;
};

/**
 * Large estimates are kept a minute per search (per database): popular searches (a
 * city and a type) then skip the planner, and an estimate a minute old is as good.
 */
const ESTIMATE_MAX_AGE_MS = 60_000;
const ESTIMATES_KEPT = 500;
const largeEstimates = new WeakMap<object, Map<string, { estimate: number; at: number }>>();

const estimateOf = async (db: DbOrTx, criteria: SearchCriteria) => {
  const kept = largeEstimates.get(db) ?? new Map<string, { estimate: number; at: number }>();
  largeEstimates.set(db, kept);
  const key = JSON.stringify(criteria);
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_MAX_AGE_MS) return hit.estimate;
  const estimate = await estimateMatches(db, criteria);
  if (estimate > EXACT_COUNT_ESTIMATE) {
    kept.delete(key);
    kept.set(key, { estimate, at: Date.now() });
    if (kept.size > ESTIMATES_KEPT) kept.delete(kept.keys().next().value!);
  }
  return estimate;
};

/**
 * Text has to be checked row by row and the planner's guess of how often it matches
 * is rough, so text totals come from a sample: the newest listings that pass the
 * other filters. A rare text is then counted exactly from the trigram indexes.
 */
const textTotalOf = async (db: DbOrTx, criteria: SearchCriteria, seen: number) => {
  const sample = await sampleTextMatches(db, criteria, TEXT_SAMPLE);
  if (sample.scanned < TEXT_SAMPLE) return { total: sample.matched, totalIsEstimate: false };
  const withoutText = { ...criteria, words: [], filters: { ...criteria.filters, locality: undefined } };
  const projected = Math.round((sample.matched / sample.scanned) * (await estimateOf(db, withoutText)));
  if (projected < TEXT_COUNT_CAP) {
    const counted = await countTextMatches(db, criteria, TEXT_COUNT_CAP);
    if (counted < TEXT_COUNT_CAP) return { total: counted, totalIsEstimate: false };
  }
  return { total: Math.max(projected, seen, TEXT_COUNT_CAP), totalIsEstimate: true };
};

/** Exact when it is cheap to know, otherwise the planner's estimate (and said so). */
const totalOf = async (db: DbOrTx, criteria: SearchCriteria, seen: number) => {
  if (isTextual(criteria)) return textTotalOf(db, criteria, seen);
  const estimate = Math.max(await estimateOf(db, criteria), seen);
  if (estimate > EXACT_COUNT_ESTIMATE) return { total: estimate, totalIsEstimate: true };
  const cap = Math.min(COUNT_CAP, Math.max(EXACT_COUNT_ESTIMATE, estimate * 5) + 1);
  const counted = await countMatches(db, criteria, cap);
  return counted < cap
    ? { total: counted, totalIsEstimate: false }
    : { total: Math.max(estimate, counted), totalIsEstimate: true };
};

export const searchListings = async (input: {
  db: DbOrTx;
  storage: Storage;
  viewerId: number | null;
  request: SearchRequest;
}): Promise<SearchResult> => {
  const { db } = input;
  const { asked, criteria } = await criteriaOf(db, input.request);
  const words = criteria.words;
  const sort = sortOf(asked.sort, words.length > 0);
  const cursor: Cursor | null = asked.cursor ? decodeCursor(asked.cursor) : null;
  if (cursor && cursor.sort !== sort) throw badInput('cursor', 'The cursor belongs to another sort order');
  const limit = asked.limit ?? SEARCH_PAGE_SIZE;

  const found = await selectPage(db, { criteria, sort, after: cursor?.key ?? null, limit: limit + 1 });
  const page = found.slice(0, limit);
  const hasMore = found.length > limit;
  const { total, totalIsEstimate } = cursor
    ? { total: cursor.total, totalIsEstimate: cursor.totalIsEstimate }
    : hasMore
      ? await totalOf(db, criteria, found.length)
      : { total: page.length, totalIsEstimate: false };

  const last = page.at(-1);
  const nextCursor =
    hasMore && last
      ? encodeCursor({
          sort,
          key: { tier: last.tier, createdAt: last.created_key, rent: last.rent, id: last.id },
          total,
          totalIsEstimate,
        })
      : null;
  const properties = await hydrateListings({
    db,
    storage: input.storage,
    ids: page.map((row) => row.id),
    viewerId: input.viewerId,
  });
  const waysOut = total === 0 && !cursor ? await findWaysOut(db, asked) : [];
  return {
    properties,
    understood: asked.understood,
    ways_out: waysOut,
    next_cursor: nextCursor,
    total,
    total_is_estimate: totalIsEstimate,
    ...(asked.citySwitched ? { city_switched: asked.citySwitched } : {}),
  };
};
