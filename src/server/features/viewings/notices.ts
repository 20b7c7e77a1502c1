// What each side of a viewing is told (docs/product/viewings.md#notices): the booking, a
// cancellation, a move and the reminders, on WhatsApp and by email through the person's message
// budget and pace, with the link to the viewing's calendar file; the email carries the file
// itself. A notice the pace holds goes later in a digest, and before the visit
// (docs/decisions/0140-held-notices-become-a-digest.md); a cancellation offers no calendar.
// What a seeker wrote (a note, a reason) is quoted as theirs in the email and only pointed to
// on WhatsApp (docs/decisions/0137-strangers-words-are-quoted-never-relayed.md).
import { nameForNotice } from '../../../shared/person-name.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { composeNotice, deliverNotice, type NoticeDigest, type NoticeLines } from '../outgoing/index.ts';
import { viewingCalendarFile } from './calendar.ts';
import { type DirectionsReader, directionsFor } from './directions.ts';
import { HINDI_LINKS, hindiTextFor } from './notice-words-hindi.ts';
import { indianTimeLabel } from './slots.ts';
import { findSides, type ViewingRow } from './store.ts';

export type NoticeDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  whatsapp?: WhatsApp | undefined;
  now: Date;
  log?: { warn: (details: object, message: string) => void };
};

export type ViewingEvent =
  | { kind: 'booked' }
  | { kind: 'cancelled'; by: 'seeker' | 'poster'; reason: string }
  | { kind: 'moved'; by: 'seeker' | 'poster'; from: Date; reason?: string | undefined }
  | { kind: 'reminder' }
  /** After the time, to the poster: did the seeker come? */
  | { kind: 'ask' };

export const calendarUrl = (config: Pick<Config, 'PUBLIC_URL'>, id: number) =>
  `${config.PUBLIC_URL}/api/viewings/${id}/calendar.ics`;

/** The calendar file of a viewing, as `reader`, one of its sides, may read it. */
export const calendarOf = (
  viewing: ViewingRow,
  config: Pick<Config, 'PUBLIC_URL'>,
  now: Date,
  reader: DirectionsReader,
) =>
  viewingCalendarFile({
    id: viewing.id,
    host: new URL(config.PUBLIC_URL).host,
    now,
    startsAt: viewing.startsAt,
    endsAt: viewing.endsAt,
    title: viewing.listingTitle,
    location: directionsFor(viewing, reader, now),
    description: `Visit to see ${viewing.listingTitle}, booked on Thikana.`,
    cancelled: viewing.status === 'cancelled',
    sequence: viewing.sequence,
    url: `${config.PUBLIC_URL}/visits`,
  });

const textFor = (
  event: ViewingEvent,
  viewing: ViewingRow,
  side: 'seeker' | 'poster',
  names: { seeker: string; poster: string },
  visits: string,
): { subject: string; lines: NoticeLines } => {
  const when = indianTimeLabel(viewing.startsAt);
  const title = viewing.listingTitle;
  const other = side === 'seeker' ? names.poster : names.seeker;
  const theirs = (words: string, what: string) => ({
    by: other,
    words,
    onWhatsApp: `${other} ${what}: read it on your visits, ${visits}`,
  });
  switch (event.kind) {
    case 'booked':
      return side === 'seeker'
        ? {
            subject: `Your visit to ${title} is booked`,
            lines: [`Your visit to ${title} is booked for ${when} (India time).`],
          }
        : {
            subject: `${other} booked a visit to ${title}`,
            lines: [
              `${other} booked a visit to ${title} on ${when} (India time).`,
              ...(viewing.note ? [theirs(viewing.note, 'left a note with the booking')] : []),
            ],
          };
    case 'cancelled':
      return {
        subject: `Visit to ${title} cancelled`,
        lines: [
          `${other} cancelled the visit to ${title} on ${when} (India time).`,
          ...(event.reason.trim() ? [theirs(event.reason, 'gave a reason')] : []),
        ],
      };
    case 'moved':
      return {
        subject: `Visit to ${title} moved`,
        lines: [
          `${other} moved the visit to ${title} from ${indianTimeLabel(event.from)} to ${when} (India time).`,
          ...(event.reason?.trim() ? [theirs(event.reason, 'gave a reason')] : []),
        ],
      };
    case 'reminder':
      return {
        subject: `Reminder: visit to ${title}, ${when}`,
        lines: [`A reminder: the visit to ${title} is on ${when} (India time).`],
      };
    case 'ask':
      return {
        subject: `Did ${other} come to see ${title}?`,
        lines: [
          `${other} had a visit booked to ${title} on ${when} (India time).`,
          'Did they come? Tell us on My Visits: it helps other posters, and us.',
        ],
      };
    default:
      return event satisfies never;
  }
};

const DIGEST_KIND: Record<ViewingEvent['kind'], NoticeDigest['kind']> = {
  booked: 'visit-booked',
  cancelled: 'visit-cancelled',
  moved: 'visit-moved',
  reminder: 'visit-reminder',
  ask: 'other',
};

/** What the visit's calendar is offered with: nothing once it is cancelled or over. */
const offersCalendar = (event: ViewingEvent) => event.kind !== 'cancelled' && event.kind !== 'ask';

/** A notice's first line, which names the visit, stands for it in a digest. */
const digestOf = (
  event: ViewingEvent,
  viewing: ViewingRow,
  lines: NoticeLines,
  person: { id: number },
  ownAction: boolean,
): NoticeDigest => ({
  kind: DIGEST_KIND[event.kind],
  line: lines.find((line): line is string => typeof line === 'string') ?? viewing.listingTitle,
  usefulUntil: event.kind === 'ask' ? null : viewing.startsAt,
  userId: person.id,
  // What confirms one's own booking, move or cancellation goes at once.
  paced: !ownAction,
});

/**
 * Tells the sides `to` of what happened. The seeker reads how to find the home while the
 * viewing stands; the poster wrote it. A notice that fails never undoes what it reports.
 */
export const tellViewingSides = async (
  deps: NoticeDeps,
  input: { viewing: ViewingRow; event: ViewingEvent; to: ('seeker' | 'poster')[] },
) => {
  const { viewing, event } = input;
  const sides = await findSides(deps.db, viewing);
  // A name that breaks today's rule (an account older than it) is not put in our words.
  const names = {
    seeker: nameForNotice(sides.seeker?.fullName, 'A seeker'),
    poster: nameForNotice(sides.poster?.fullName, 'The poster'),
  };
  const visits = `${deps.config.PUBLIC_URL}/visits`;
  // Who made it happen: their share of the other side's budget is spent, never more.
  const causedBy = event.kind === 'booked' ? 'seeker' : 'by' in event ? event.by : null;
  const link = calendarUrl(deps.config, viewing.id);
  let sent = 0;
  for (const side of input.to) {
    const person = sides[side];
    if (!person) continue;
    // In the language they last read the site in (docs/decisions/0145-hindi-wherever-a-listing-is-named.md).
    const inHindi = person.language === 'hi';
    const { subject, lines } = (inHindi ? hindiTextFor : textFor)(event, viewing, side, names, visits);
    const causer = causedBy && causedBy !== side ? sides[causedBy] : null;
    const way = side === 'seeker' ? directionsFor(viewing, person, deps.now) : null;
    const directions = way ? [inHindi ? HINDI_LINKS.directions(way) : `How to find it: ${way}`] : [];
    const calendar = offersCalendar(event);
    const outcome = await deliverNotice({
      ...deps,
      to: { email: person.email, mobile: person.mobileNo },
      from: causer ? `user:${causer.id}` : undefined,
      digest: digestOf(event, viewing, lines, person, causedBy === side),
      message: {
        subject,
        ...composeNotice([
          ...lines,
          ...directions,
          // Cancelled, or asked after the time: the calendar has nothing more to hold.
          ...(calendar ? [inHindi ? HINDI_LINKS.calendar(link) : `Add it to your calendar: ${link}`] : []),
          inHindi ? HINDI_LINKS.visits(visits) : `Your visits: ${visits}`,
        ]),
        attachments: calendar
          ? [
              {
                filename: `visit-${viewing.id}.ics`,
                content: calendarOf(viewing, deps.config, deps.now, person),
                contentType: 'text/calendar; charset=utf-8',
              },
            ]
          : undefined,
      },
      onError: (error) => deps.log?.warn({ err: error, viewingId: viewing.id }, 'a viewing notice failed'),
    });
    sent += outcome.sent;
  }
  return sent;
};

type Reminded = { viewing: ViewingRow; side: 'seeker' | 'poster'; other: string };
type Person = NonNullable<Awaited<ReturnType<typeof findSides>>['seeker']>;

/** One reminder of several visits to one person: each visit on a line, the soonest first. */
const remindOfSeveral = async (deps: NoticeDeps, person: Person, items: Reminded[]) => {
  const visits = `${deps.config.PUBLIC_URL}/visits`;
  const sorted = [...items].sort((a, b) => a.viewing.startsAt.getTime() - b.viewing.startsAt.getTime());
  const first = indianTimeLabel(sorted[0]!.viewing.startsAt);
  const lines = sorted.map(({ viewing, side, other }) => {
    const way = side === 'seeker' ? directionsFor(viewing, person, deps.now) : null;
    const withWhom = side === 'seeker' ? `${other}'s home` : `${other} comes to see it`;
    return `• ${indianTimeLabel(viewing.startsAt)}: ${viewing.listingTitle} (${withWhom})${way ? `. How to find it: ${way}` : ''}`;
  });
  const summary = `${sorted.length} visits, the first on ${first}`;
  return deliverNotice({
    ...deps,
    to: { email: person.email, mobile: person.mobileNo },
    digest: {
      kind: 'visit-reminder',
      count: sorted.length,
      line: `Reminder: ${summary} (India time).`,
      usefulUntil: sorted[0]!.viewing.startsAt,
      userId: person.id,
    },
    message: {
      subject: `Reminder: ${summary}`,
      ...composeNotice([
        `A reminder of your ${sorted.length} visits (India time):`,
        ...lines,
        `Your visits: ${visits}`,
      ]),
    },
    onError: (error) => deps.log?.warn({ err: error, userId: person.id }, 'a viewing reminder failed'),
  });
};

/**
 * Reminds both sides of these viewings: a person with several of them gets one message
 * listing them all (docs/product/viewings.md#reminders), one with a single one its own notice.
 */
export const remindViewingSides = async (deps: NoticeDeps, due: ViewingRow[]) => {
  const byPerson = new Map<number, { person: Person; items: Reminded[] }>();
  for (const viewing of due) {
    const sides = await findSides(deps.db, viewing);
    const names = {
      seeker: nameForNotice(sides.poster?.fullName, 'The poster'),
      poster: nameForNotice(sides.seeker?.fullName, 'A seeker'),
    };
    for (const side of ['seeker', 'poster'] as const) {
      const person = sides[side];
      if (!person) continue;
      const entry = byPerson.get(person.id) ?? { person, items: [] };
      entry.items.push({ viewing, side, other: names[side] });
      byPerson.set(person.id, entry);
    }
  }
  for (const { person, items } of byPerson.values()) {
    const [only] = items;
    if (items.length === 1 && only)
      await tellViewingSides(deps, { viewing: only.viewing, event: { kind: 'reminder' }, to: [only.side] });
    else await remindOfSeveral(deps, person, items);
  }
};
