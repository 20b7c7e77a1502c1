// The saved-search alert job (docs/product/search.md#alerts). It walks the searches
// with alerts on in batches; a search whose city has no home newer than where it last
// looked costs nothing, and searches asking the same thing share one query. A search
// says "instant" (sent at the job's next run) or "daily" (at its hour in India), and
// gets at most one message a day: the day is claimed before anything is sent, so a
// second run, or a second process, never sends it twice.
import { formatRupees, todayInIndia } from '../../../shared/format.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findNewMatches } from '../search/index.ts';
import { searchRequestOf } from './service.ts';
import {
  advanceMatchedUntil,
  claimAlert,
  newestListingPerCity,
  type SavedSearchRow,
  selectAlertBatch,
} from './store.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const BATCH = 500;
/** Homes named in one message; the link shows them all. */
const SHOWN = 3;

type Deps = {
  db: DbOrTx;
  config: Pick<Config, 'appSecret' | 'PUBLIC_URL'>;
  mailer: Mailer;
  whatsapp: WhatsApp;
  now: Date;
  log: { warn: (obj: object, msg: string) => void };
};

type Match = Awaited<ReturnType<typeof findNewMatches>>;

const hourInIndia = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(
      now,
    ),
  );

const isDue = (search: SavedSearchRow, hour: number) =>
  search.alertFrequency === 'instant' || hour >= search.alertHour;

/** The search page for the saved search, as the web app reads its address. */
export const searchLink = (publicUrl: string, query: SavedSearchRow['query']) => {
  const params = new URLSearchParams({ city: query.city });
  if (query.search) params.set('search', query.search);
  for (const [key, value] of Object.entries(query.filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (query.sort) params.set('sort', query.sort);
  return `${publicUrl}/search?${params}`;
};

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
    .map((l) => `• ${l.title}, ${l.locality}: ${formatRupees(l.rent)} ${publicUrl}/propertydetail/${l.id}`);
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

export const sendSavedSearchAlerts = async (deps: Deps) => {
  const { db, now } = deps;
  const today = todayInIndia(now);
  const hour = hourInIndia(now);
  const newest = await newestListingPerCity(db);
  const result = { checked: 0, queried: 0, sent: 0, failed: 0 };
  const shared = new Map<string, Promise<Match>>();
  let afterId = 0;
  for (;;) {
    const batch = await selectAlertBatch(db, { afterId, today, limit: BATCH });
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.search.id;
    const nothingNew: number[] = [];
    for (const { search, email, mobileNo } of batch) {
      result.checked += 1;
      if (!isDue(search, hour)) continue;
      const cityNewest = newest.get(search.query.city);
      if (!cityNewest || cityNewest <= search.matchedUntil) continue;
      const key = JSON.stringify([
        search.query.city,
        search.query.search,
        search.query.filters,
        search.matchedUntil,
      ]);
      if (!shared.has(key)) {
        result.queried += 1;
        shared.set(
          key,
          findNewMatches({
            db,
            request: searchRequestOf(search),
            after: search.matchedUntil,
            until: now,
            limit: SHOWN,
          }),
        );
      }
      const match = await shared.get(key)!;
      if (match.total === 0) {
        nothingNew.push(search.id);
        continue;
      }
      if (!(await claimAlert(db, { id: search.id, today, until: now }))) continue;
      const message = alertText({
        publicUrl: deps.config.PUBLIC_URL,
        secret: deps.config.appSecret,
        search,
        match,
      });
      const sends: Promise<void>[] = [];
      if (search.alertChannels.includes('whatsapp') && mobileNo) {
        sends.push(deps.whatsapp.sendAlert(`91${mobileNo}`, message.text));
      }
      if (search.alertChannels.includes('email') && email) {
        sends.push(deps.mailer.send({ to: email, subject: message.subject, text: message.text }));
      }
      const outcomes = await Promise.allSettled(sends);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          result.failed += 1;
          deps.log.warn({ err: outcome.reason, savedSearchId: search.id }, 'saved-search alert not sent');
        }
      }
      if (outcomes.some((o) => o.status === 'fulfilled')) result.sent += 1;
    }
    await advanceMatchedUntil(db, nothingNew, now);
  }
  return result;
};
