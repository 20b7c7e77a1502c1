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
import { columnsOnly, FEW_TO_COUNT } from './counting.ts';
import { closeTermsOnce, criteriaOf } from './criteria.ts';
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
  selectFewPage,
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
/** Text searches projected to match fewer than this many (ten pages) are counted... */
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
 * One page of one tier. With text, first how many listings the other filters let through, asked
 * once per page key whatever the tier: when few, all of them are read and tested for the text
 * (a locality's text can match a hundred thousand listings where the filters leave none,
 * docs/decisions/0151-exact-counts-from-the-narrower-side.md); otherwise a walk of the sort order,
 * and the trigram index when the walk falls short (docs/decisions/0128-short-words-are-walked.md).
 * `matched`, from the few, is how many match the text in any tier.
 */
const selectTierPage = async (
  db: DbOrTx,
  q: PageQuery,
  walkable: Map<PageKey | null, Promise<number>>,
): Promise<{ rows: PageRow[]; matched?: number | undefined }> => {
  if (!isTextual(q.criteria)) return { rows: await selectPlainPage(db, q) };
  if (!walkable.has(q.after)) walkable.set(q.after, countWalkable(db, { ...q, cap: FEW_TO_COUNT }));
  if ((await walkable.get(q.after)!) < FEW_TO_COUNT) return selectFewPage(db, q);
  const walked = await selectWalkedPage(db, { ...q, scan: WALK_SCAN });
  if (walked.length >= q.limit) return { rows: walked };
  return { rows: await selectCollectedPage(db, q) };
};

/** Rows of a search without text: all of one tier. */
const firstTier = <Row extends object>(rows: Row[]) => rows.map((row) => ({ ...row, tier: 0 }));

/** A page's rows; `matched` is the search's exact total when the filters let few listings through. */
const selectPage = async (
  db: DbOrTx,
  input: { criteria: SearchCriteria; sort: SearchSort; after: PageKey | null; limit: number },
): Promise<{ found: Found[]; matched?: number | undefined }> => {
  const { criteria, sort, after, limit } = input;
  const walkable = new Map<PageKey | null, Promise<number>>();
  if (sort !== 'relevance') {
    const page = await selectTierPage(db, { criteria, tier: 'any', order: sort, after, limit }, walkable);
    return { found: firstTier(page.rows), matched: page.matched };
  }
  const hasTypos = criteria.words.some((w) => w.alternatives.length > 0);
  const tiers: TextTier[] = TEXT_TIERS.filter((tier) => tier !== 'typo' || hasTypos);
  const found: Found[] = [];
  let matched: number | undefined;
  for (const [tier, name] of tiers.entries()) {
    if (after && tier < after.tier) continue;
    const page = await selectTierPage(
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
    matched ??= page.matched;
    found.push(...page.rows.map((row) => ({ ...row, tier })));
    if (found.length >= limit) break;
  }
  return { found, matched };
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
 * other filters (when those are few, the page counted them all). A rare text is then counted
 * from the listings the trigram indexes find, reading no more than FEW_TO_COUNT of them; past
 * that the total is the sample's estimate (docs/decisions/0151-exact-counts-from-the-narrower-side.md).
 */
const textTotalOf = async (db: DbOrTx, criteria: SearchCriteria, seen: number) => {
  const sample = await sampleTextMatches(db, criteria, TEXT_SAMPLE);
  if (sample.scanned < TEXT_SAMPLE) return { total: sample.matched, totalIsEstimate: false };
  const columns = await estimateOf(db, columnsOnly(criteria));
  const projected = Math.round((sample.matched / sample.scanned) * columns);
  if (projected < TEXT_COUNT_CAP) {
    const counted = await countTextMatches(db, criteria, FEW_TO_COUNT);
    if (counted.read < FEW_TO_COUNT) return { total: counted.matched, totalIsEstimate: false };
    return { total: Math.max(projected, seen, counted.matched), totalIsEstimate: true };
  }
  return { total: Math.max(projected, seen), totalIsEstimate: true };
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
  // The words' close terms are looked up once, for the search and its ways out.
  const closeTerms = closeTermsOnce(db);
  const { asked, criteria } = await criteriaOf(db, input.request, closeTerms);
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
  const selected = first
    ? { found: first.found, matched: undefined }
    : await selectPage(db, { criteria, sort, after: cursor?.key ?? null, limit: limit + 1 });
  const found = selected.found;
  const page = found.slice(0, limit);
  const hasMore = found.length > limit;
  const { total, totalIsEstimate } = cursor
    ? { total: cursor.total, totalIsEstimate: cursor.totalIsEstimate }
    : !hasMore
      ? { total: page.length, totalIsEstimate: false }
      : first
        ? { total: Math.max(first.total.total, found.length), totalIsEstimate: first.total.totalIsEstimate }
        : selected.matched !== undefined
          ? { total: selected.matched, totalIsEstimate: false }
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
  const waysOut = total === 0 && !cursor ? await findWaysOut(db, asked, closeTerms) : [];
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
