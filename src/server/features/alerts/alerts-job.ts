// The saved-search alert job (docs/product/search.md#alerts). It walks the searches
// with alerts on in batches; a search whose city has no home newer than where it last
// looked costs nothing, and searches asking the same thing share one query. A search
// says "instant" (sent at the job's next run) or "daily" (at its hour in India), and
// gets at most one message a day: the day is claimed before anything is sent, so a
// second run, or a second process, never sends it twice.
import type { CityName } from '../../../shared/cities.ts';
import { formatRupees, todayInIndia } from '../../../shared/format.ts';
import { writeSearch } from '../../../shared/search-params.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type BudgetConfig, deliverNotice } from '../outgoing/index.ts';
import { findNewMatches, type NewMatches } from '../search/index.ts';
import { searchRequestOf } from './service.ts';
import {
  advanceMatchedUntil,
  claimAlerts,
  newestListingPerCity,
  type SavedSearchRow,
  selectAlertBatch,
} from './store.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const BATCH = 500;
/** Homes named in one message; the link shows them all. */
const SHOWN = 3;

type Deps = {
  db: Db;
  config: Pick<Config, 'appSecret' | 'PUBLIC_URL'> & BudgetConfig;
  mailer: Mailer;
  whatsapp: WhatsApp;
  now: Date;
  log: { warn: (obj: object, msg: string) => void };
};

type Match = NewMatches;

const hourInIndia = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(
      now,
    ),
  );

const isDue = (search: SavedSearchRow, hour: number) =>
  search.alertFrequency === 'instant' || hour >= search.alertHour;

/** The search page for the saved search, written as the web app writes its address (the map's area too). */
export const searchLink = (publicUrl: string, query: SavedSearchRow['query']) => {
  const params = writeSearch(
    { city: query.city as CityName, search: query.search, filters: query.filters, sort: query.sort },
    new URLSearchParams(),
  );
  return `${publicUrl}/search?${params}`;
};

/**
 * "1BHK Apartment in Baner, Pune": a title names its locality already ("... in Baner"), so the
 * city follows it; a title that does not is followed by both.
 */
const homeName = (home: Match['listings'][number]) =>
  home.title.endsWith(` in ${home.locality}`)
    ? `${home.title}, ${home.city}`
    : `${home.title}, ${home.locality}, ${home.city}`;

export const alertText = (input: {
  publicUrl: string;
  secret: string;
  search: SavedSearchRow;
  match: Match;
}) => {
  const { search, match, publicUrl } = input;
  const homes = match.total === 1 ? '1 new home' : `${match.total} new homes`;
  const lines = match.listings
    .slice(0, SHOWN)
    .map((l) => `• ${homeName(l)}: ${formatRupees(l.rent)} ${publicUrl}/propertydetail/${l.id}`);
  return {
    subject: `${homes} for “${search.name}”`,
    text: [
      `${homes} for your saved search “${search.name}” in ${search.query.city}:`,
      ...lines,
      `See them all: ${searchLink(publicUrl, search.query)}`,
      '',
      `Stop these alerts: ${publicUrl}/unsubscribe?token=${unsubscribeToken(input.secret, search.id)}`,
    ].join('\n'),
  };
};

type Due = { search: SavedSearchRow; email: string | null; mobileNo: string | null };

/**
 * The new homes of each due search: searches that looked up to the same moment share
 * one window, and searches asking the same thing share one criteria set in it.
 */
const matchesOf = async (db: Db, due: Due[], now: Date) => {
  const byWindow = new Map<number, Map<string, SavedSearchRow>>();
  const keyOf = (s: SavedSearchRow) => JSON.stringify([s.query.city, s.query.search, s.query.filters]);
  for (const { search } of due) {
    const window = byWindow.get(search.matchedUntil.getTime()) ?? new Map();
    window.set(keyOf(search), search);
    byWindow.set(search.matchedUntil.getTime(), window);
  }
  const found = new Map<string, Match>();
  for (const [after, searches] of byWindow) {
    const list = [...searches.values()];
    const matches = await findNewMatches({
      db,
      requests: list.map(searchRequestOf),
      after: new Date(after),
      until: now,
      limit: SHOWN,
    });
    list.forEach((search, i) => {
      found.set(`${after}|${keyOf(search)}`, matches[i]!);
    });
  }
  return {
    queried: [...byWindow.values()].reduce((n, w) => n + w.size, 0),
    of: (s: SavedSearchRow) => found.get(`${s.matchedUntil.getTime()}|${keyOf(s)}`)!,
  };
};

const send = async (deps: Deps, due: Due, match: Match) => {
  const { search, email, mobileNo } = due;
  const message = alertText({
    publicUrl: deps.config.PUBLIC_URL,
    secret: deps.config.appSecret,
    search,
    match,
  });
  const outcome = await deliverNotice({
    ...deps,
    to: {
      mobile: search.alertChannels.includes('whatsapp') ? mobileNo : null,
      email: search.alertChannels.includes('email') ? email : null,
    },
    message,
    template: 'alert',
    onError: (err) => deps.log.warn({ err, savedSearchId: search.id }, 'saved-search alert not sent'),
  });
  return { sent: outcome.sent > 0, failed: outcome.failed };
};

export const sendSavedSearchAlerts = async (deps: Deps) => {
  const { db, now } = deps;
  const today = todayInIndia(now);
  const hour = hourInIndia(now);
  const newest = await newestListingPerCity(db);
  const result = { checked: 0, queried: 0, sent: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await selectAlertBatch(db, { afterId, today, limit: BATCH });
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.search.id;
    result.checked += batch.length;
    const due = batch.filter(({ search }) => {
      const cityNewest = newest.get(search.query.city);
      return isDue(search, hour) && cityNewest !== undefined && cityNewest > search.matchedUntil;
    });
    const matches = await matchesOf(db, due, now);
    result.queried += matches.queried;
    const withNew = due.filter((entry) => matches.of(entry.search).total > 0);
    const nothingNew = due.filter((entry) => matches.of(entry.search).total === 0).map((e) => e.search.id);
    const claimed = await claimAlerts(db, { ids: withNew.map((e) => e.search.id), today, until: now });
    for (const entry of withNew) {
      if (!claimed.has(entry.search.id)) continue;
      const outcome = await send(deps, entry, matches.of(entry.search));
      if (outcome.sent) result.sent += 1;
      result.failed += outcome.failed;
    }
    await advanceMatchedUntil(db, nothingNew, now);
  }
  return result;
};
