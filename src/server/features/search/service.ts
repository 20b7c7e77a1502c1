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
import type { PageQuery, SearchCriteria, SearchOrder } from './shapes.ts';
import {
  countTextMatches,
  countWalkable,
  estimateMatches,
  isTextual,
  type PageRow,
  sampleTextMatches,
  selectCollectedPage,
  selectCountedPage,
  selectPlainPage,
  selectWalkedPage,
} from './store.ts';
import { TEXT_TIERS, type TextTier } from './text-sql.ts';
import { findWaysOut } from './ways-out.ts';

/** How far a text search walks the sort order before asking the trigram index instead. */
const WALK_SCAN = 1_000;
/**
 * A first page without text counts its matches in its own statement, exactly up to this many;
 * past it the total is the planner's estimate (docs/decisions/0119-a-first-page-counts-in-its-statement.md).
 */
const EXACT_COUNT = 1_000;
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

/**
 * One page of one tier: a walk first for text, the trigram index when the walk falls short,
 * unless the walk read every listing the other filters let through (fewer than it reads):
 * then nothing is left to collect (docs/decisions/0128-short-words-are-walked.md). Whether it
 * did is asked once per page key, whatever the tier.
 */
const selectTierPage = async (
  db: DbOrTx,
  q: PageQuery,
  walkable: Map<PageKey | null, Promise<number>>,
): Promise<PageRow[]> => {
  if (!isTextual(q.criteria)) return selectPlainPage(db, q);
  const walked = await selectWalkedPage(db, { ...q, scan: WALK_SCAN });
  if (walked.length >= q.limit) return walked;
  if (!walkable.has(q.after)) walkable.set(q.after, countWalkable(db, { ...q, cap: WALK_SCAN }));
  if ((await walkable.get(q.after)!) < WALK_SCAN) return walked;
  return selectCollectedPage(db, q);
};

/** Rows of a search without text: all of one tier. */
const firstTier = <Row extends object>(rows: Row[]) => rows.map((row) => ({ ...row, tier: 0 }));

const selectPage = async (
  db: DbOrTx,
  input: { criteria: SearchCriteria; sort: SearchSort; after: PageKey | null; limit: number },
): Promise<Found[]> => {
  const { criteria, sort, after, limit } = input;
  const walkable = new Map<PageKey | null, Promise<number>>();
  if (sort !== 'relevance') {
    const rows = await selectTierPage(db, { criteria, tier: 'any', order: sort, after, limit }, walkable);
    return firstTier(rows);
  }
  const hasTypos = criteria.words.some((w) => w.alternatives.length > 0);
  const tiers: TextTier[] = TEXT_TIERS.filter((tier) => tier !== 'typo' || hasTypos);
  const found: Found[] = [];
  for (const [tier, name] of tiers.entries()) {
    if (after && tier < after.tier) continue;
    const rows = await selectTierPage(
      db,
      {
        criteria,
        tier: name,
        order: 'newest',
        after: after && tier === after.tier ? after : null,
        limit: limit - found.length,
      },
      walkable,
    );
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

/** The estimate kept for this search, if one under a minute old is. */
const keptEstimate = (db: DbOrTx, criteria: SearchCriteria) => {
  const hit = largeEstimates.get(db)?.get(JSON.stringify(criteria));
  return hit && Date.now() - hit.at < ESTIMATE_MAX_AGE_MS ? hit.estimate : undefined;
};

/** The planner's estimate of a search's matches, never below `atLeast` (matches already counted). */
const estimateOf = async (db: DbOrTx, criteria: SearchCriteria, atLeast = 0) => {
  const kept = keptEstimate(db, criteria);
  if (kept !== undefined) return kept;
  // Kept when large, so a search the planner underestimates is not counted again each time.
  const estimate = Math.max(await estimateMatches(db, criteria), atLeast);
  if (estimate > EXACT_COUNT) {
    const estimates = largeEstimates.get(db) ?? new Map<string, { estimate: number; at: number }>();
    largeEstimates.set(db, estimates);
    const key = JSON.stringify(criteria);
    estimates.delete(key);
    estimates.set(key, { estimate, at: Date.now() });
    if (estimates.size > ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
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

type Total = { total: number; totalIsEstimate: boolean };

/**
 * The first page of a search without text and its total, in one statement: the page and, beside
 * it, its matches counted up to EXACT_COUNT + 1. A second statement asks the planner's estimate
 * only past that, and not at all while a search known to match many has one kept.
 */
const firstPlainPage = async (
  db: DbOrTx,
  q: { criteria: SearchCriteria; sort: SearchOrder; limit: number },
): Promise<{ found: Found[]; total: Total }> => {
  const query = { criteria: q.criteria, tier: 'any' as const, order: q.sort, after: null, limit: q.limit };
  const kept = keptEstimate(db, q.criteria);
  if (kept !== undefined) {
    const rows = await selectPlainPage(db, query);
    return { found: firstTier(rows), total: { total: kept, totalIsEstimate: true } };
  }
  const cap = EXACT_COUNT + 1;
  const { rows, counted } = await selectCountedPage(db, { ...query, cap });
  const found = firstTier(rows);
  if (counted < cap) return { found, total: { total: counted, totalIsEstimate: false } };
  return {
    found,
    total: { total: await estimateOf(db, q.criteria, counted), totalIsEstimate: true },
  };
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

  // A first page without text knows its total from its own statement; any other page asks after.
  const first =
    !cursor && sort !== 'relevance' && !isTextual(criteria)
      ? await firstPlainPage(db, { criteria, sort, limit: limit + 1 })
      : null;
  const found =
    first?.found ?? (await selectPage(db, { criteria, sort, after: cursor?.key ?? null, limit: limit + 1 }));
  const page = found.slice(0, limit);
  const hasMore = found.length > limit;
  const { total, totalIsEstimate } = cursor
    ? { total: cursor.total, totalIsEstimate: cursor.totalIsEstimate }
    : !hasMore
      ? { total: page.length, totalIsEstimate: false }
      : first
        ? { total: Math.max(first.total.total, found.length), totalIsEstimate: first.total.totalIsEstimate }
        : await textTotalOf(db, criteria, found.length);

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
