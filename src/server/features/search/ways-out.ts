// The nearest ways out of an empty result (docs/product/search.md#ways-out-of-an-empty-result):
// drop the filter that excludes most, widen the budget by 10%, or look in the
// neighbouring localities, nearest first; each offered only when it finds something, with its count.
import { distanceKm, isCityName } from '../../../shared/cities.ts';
import { chipLabel, chipsOf, rentSay } from '../../../shared/filter-chips.ts';
import { localityCentre } from '../../../shared/locality-centres.ts';
import { withoutPart } from '../../../shared/query-parser.ts';
import type { SearchFilters, SearchRequest, WayOut } from '../../../shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { columnsOnly, countTextual } from './counting.ts';
import { type Asked, type CloseTerms, closeTermsOnce, criteriaOf } from './criteria.ts';
import { countByLocality, countMatches, estimateMatches, isTextual } from './store.ts';
import { MIN_CORRECTABLE_LENGTH, wordsOf } from './text.ts';

/**
 * Counts stop here: past it, "1,000+" says enough, and counting further cost half a second a
 * way out at a million listings (docs/decisions/0058-ways-out-of-an-empty-result.md).
 */
const COUNT_CAP = 1_000;
const NEIGHBOURS = 3;
/** The localities with the most matching homes, of which the nearest NEIGHBOURS are offered. */
const CANDIDATES = 40;
const WIDEN = 0.1;

type Search = Pick<WayOut, 'search' | 'filters'>;

/** The sent text without the words that set any of these filters. */
const textWithout = (asked: Asked, keys: (keyof SearchFilters)[]) =>
  asked.sent.parts
    .filter((p) =>
      p.filter === 'rent' ? keys.includes('max_rent') : keys.includes(p.filter as keyof SearchFilters),
    )
    .sort((a, b) => b.start - a.start)
    .reduce((text, part) => withoutPart(text, part), asked.sent.text);

const filtersWithout = (filters: SearchFilters, keys: (keyof SearchFilters)[]) => {
  const next = { ...filters };
  for (const key of keys) delete next[key];
  return next;
};

type Counted = Pick<WayOut, 'count' | 'count_at_least' | 'count_is_estimate'>;

/**
 * Counted as the client will send it: in the city it asked for, which a locality may move again.
 * With text, from whichever side lets few listings through, else estimated
 * (docs/decisions/0151-exact-counts-from-the-narrower-side.md).
 */
const countOf = async (
  db: DbOrTx,
  asked: Asked,
  search: Search,
  closeTerms: CloseTerms,
): Promise<Counted> => {
  const location = asked.citySwitched?.from ?? asked.city;
  const request = { location, search: search.search, filters: search.filters } as SearchRequest;
  const { criteria } = await criteriaOf(db, request, closeTerms);
  if (!isTextual(criteria)) {
    const counted = await countMatches(db, criteria, COUNT_CAP + 1);
    return counted > COUNT_CAP ? { count: COUNT_CAP, count_at_least: true } : { count: counted };
  }
  const counted = await countTextual(db, criteria, () => estimateMatches(db, columnsOnly(criteria)));
  if (counted.atLeast > COUNT_CAP) return { count: COUNT_CAP, count_at_least: true };
  return counted.exact ? { count: counted.matched } : { count: counted.matched, count_is_estimate: true };
};

/**
 * The nearest of the localities to `from`, by their centres (docs/decisions/0075-neighbours-by-distance.md);
 * a locality whose centre is not known comes after those that are, most homes first.
 */
const nearestTo = <T extends { locality: string }>(city: string, from: string, found: T[]) => {
  if (!isCityName(city)) return found;
  const origin = localityCentre(city, from);
  if (!origin) return found;
  const km = (locality: string) => {
    const centre = localityCentre(city, locality);
    return centre ? distanceKm(origin.lat, origin.lng, centre.lat, centre.lng) : Number.POSITIVE_INFINITY;
  };
  return found
    .map((row, rank) => ({ row, rank, km: km(row.locality) }))
    .sort((a, b) => a.km - b.km || a.rank - b.rank)
    .map(({ row }) => row);
};

/** To whole hundreds, outwards; rounded to the rupee first, so 25,000 x 1.1 is 27,500. */
const rounded = (rupees: number, up: boolean) =>
  (up ? Math.ceil(Math.round(rupees) / 100) : Math.floor(Math.round(rupees) / 100)) * 100;

/** `closeTerms`: the search's own lookup of its words, which every way out reuses. */
export const findWaysOut = async (
  db: DbOrTx,
  asked: Asked,
  closeTerms: CloseTerms = closeTermsOnce(db),
): Promise<WayOut[]> => {
  const typedLocality = asked.understood.filters.locality;
  const inUse: SearchFilters = { ...asked.filters, ...(typedLocality ? { locality: typedLocality } : {}) };
  const ways: WayOut[] = [];
  // Every way out is made of the asked words, less some: each word is looked up once.
  await closeTerms(wordsOf(asked.text).filter((word) => word.length >= MIN_CORRECTABLE_LENGTH));

  const drops = await Promise.all(
    chipsOf(inUse).map(async (chip) => {
      const search = {
        search: textWithout(asked, chip.keys),
        filters: filtersWithout(asked.sent.filters, chip.keys),
      };
      return {
        kind: 'drop_filter' as const,
        label: `Without ${chip.label}`,
        say: chip.say,
        ...search,
        ...(await countOf(db, asked, search, closeTerms)),
      };
    }),
  );
  const [best] = drops.filter((d) => d.count > 0).sort((a, b) => b.count - a.count);
  if (best) ways.push(best);

  const { min_rent: min, max_rent: max } = inUse;
  if (min !== undefined || max !== undefined) {
    const wider = {
      ...filtersWithout(asked.sent.filters, ['min_rent', 'max_rent']),
      ...(min !== undefined ? { min_rent: rounded(min * (1 - WIDEN), false) } : {}),
      ...(max !== undefined ? { max_rent: rounded(max * (1 + WIDEN), true) } : {}),
    };
    const search = { search: textWithout(asked, ['min_rent', 'max_rent']), filters: wider };
    const counted = await countOf(db, asked, search, closeTerms);
    const say = rentSay(wider.min_rent, wider.max_rent);
    if (counted.count > 0)
      ways.push({ kind: 'widen_budget', label: chipLabel(say), say, ...search, ...counted });
  }

  const locality = inUse.locality;
  if (locality && asked.city) {
    const elsewhere = {
      search: textWithout(asked, ['locality']),
      filters: filtersWithout(asked.sent.filters, ['locality']),
    };
    const { criteria } = await criteriaOf(
      db,
      { location: asked.city, ...elsewhere } as SearchRequest,
      closeTerms,
    );
    const candidates = await countByLocality(db, criteria, locality, CANDIDATES);
    for (const { locality: near } of nearestTo(asked.city, locality, candidates).slice(0, NEIGHBOURS)) {
      const search = { search: elsewhere.search, filters: { ...elsewhere.filters, locality: near } };
      const counted = await countOf(db, asked, search, closeTerms);
      const say = { kind: 'near', place: near } as const;
      if (counted.count > 0)
        ways.push({ kind: 'nearby_locality', label: chipLabel(say), say, ...search, ...counted });
    }
  }
  return ways;
};
