// "Ask for a visit" (docs/product/viewings.md#asking-for-a-visit): where a live home has no free
// time to book in the next 14 days, the seeker proposes up to three times with a note. The poster
// accepts one, in the app or through the notice's one-tap link, or proposes another that the
// seeker accepts; an accepted time becomes a booked viewing through the booking path, with its
// limits, place, notices and calendar file. Unanswered for 48 hours, a request lapses.

import { SLOT_DAYS } from '../../../shared/schemas/viewing.ts';
import {
  type AskViewing,
  REQUEST_ANSWER_HOURS,
  REQUEST_VISIT_MINUTES,
  type RequestLinkResponse,
  type ViewingRequest,
  type ViewingRequestStatus,
} from '../../../shared/schemas/viewing-request.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { acceptedSecrets } from '../../platform/secrets.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { noticeContext } from '../outgoing/index.ts';
import { findListingSlots } from './hours-service.ts';
import { type RequestDeps, type RequestEvent, tellOfRequest } from './request-notices.ts';
import {
  countWaiting,
  findRequest,
  findViewingTime,
  insertRequest,
  listReaderRequests,
  listRunOut,
  moveRequest,
  type RequestReadRow,
  type RequestRow,
  updateRequestViewing,
  WAITING,
} from './request-store.ts';
import { readRequestToken } from './request-token.ts';
import { placeViewing, readViewing, tellBooked } from './service.ts';
import { lockSeekerViewings } from './store.ts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'clock' | 'config' | 'mailer' | 'whatsapp'>;
type Log = { warn: (details: object, message: string) => void };

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** A seeker waits for at most this many answers at once: asking is not a way to message every home. */
export const WAITING_MAX = 5;
const LIST_LIMIT = 100;
const DELETED_NAME = 'Deleted account';

const notFound = () => new AppError('NOT_FOUND', 'Request not found');
const answerBy = (now: Date) => new Date(now.getTime() + REQUEST_ANSWER_HOURS * HOUR_MS);

const toRequest = (row: RequestReadRow, viewer: Viewer): ViewingRequest => {
  const role = row.seekerId === viewer.id ? 'seeker' : 'poster';
  return {
    id: row.id,
    role,
    status: row.status,
    listing: { id: row.listingId, title: row.listingTitle },
    other: { name: (role === 'seeker' ? row.posterName : row.seekerName) || DELETED_NAME },
    times: row.times,
    proposed: row.status === 'proposed' && row.proposedTime ? row.proposedTime.toISOString() : null,
    note: row.note,
    answer_by: row.answerBy.toISOString(),
    viewing_id: row.viewingId,
    created_at: row.createdAt.toISOString(),
  };
};

/** The request as one of its sides reads it; 404 for anyone else. */
const requireRequest = async (deps: Deps, viewer: Viewer, id: number) => {
  const row = await findRequest(deps.database.db, id);
  if (!row || (row.seekerId !== viewer.id && row.posterId !== viewer.id)) throw notFound();
  return row;
};

/** A time still to come and within the next 14 days, as the seeker's times must be. */
const checkTime = (field: string, at: Date, now: Date) => {
  if (at.getTime() <= now.getTime()) throw badInput(field, 'Please propose times still to come');
  if (at.getTime() > now.getTime() + SLOT_DAYS * 24 * HOUR_MS)
    throw badInput(field, `Please propose times within the next ${SLOT_DAYS} days`);
};

const tell = (deps: Deps, log: Log | undefined, request: RequestRow, event: RequestEvent) =>
  tellOfRequest(noticeContext(deps, log), { request, event });

export const askForVisit = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  body: AskViewing;
  log?: Log;
}) => {
  const viewer = requireUser(input.viewer);
  const { db } = input.deps.database;
  const now = input.deps.clock.now();
  const { listing, slots } = await findListingSlots(db, { listingId: input.body.listing_id, now });
  if (listing.userId === viewer.id) throw badInput('listing_id', 'This is your own listing');
  if (slots.some((slot) => slot.free > 0))
    throw new AppError('CONFLICT', 'This home has free visiting times. Please book one of them.');
  const times = [...new Set(input.body.times.map((time) => new Date(time).getTime()))].sort((a, b) => a - b);
  if (times.length < input.body.times.length) throw badInput('times', 'Please propose different times');
  for (const time of times) checkTime('times', new Date(time), now);
  const row = await db.transaction(async (tx) => {
    await lockSeekerViewings(tx, viewer.id);
    if ((await countWaiting(tx, { seekerId: viewer.id, listingId: listing.id })) > 0)
      throw new AppError(
        'CONFLICT',
        'You already asked to visit this home. Wait for the answer on My Visits.',
      );
    if ((await countWaiting(tx, { seekerId: viewer.id })) >= WAITING_MAX)
      throw new AppError(
        'CONFLICT',
        `You are waiting for ${WAITING_MAX} answers already. Ask this home once one of them is answered.`,
      );
    return insertRequest(tx, {
      listingId: listing.id,
      listingTitle: listing.title,
      seekerId: viewer.id,
      posterId: listing.userId,
      times: times.map((time) => new Date(time).toISOString()),
      note: input.body.note,
      answerBy: answerBy(now),
      createdAt: now,
    });
  });
  await tell(input.deps, input.log, row, { kind: 'asked' });
  return { request: toRequest((await findRequest(db, row.id))!, viewer) };
};

export const listVisitRequests = async (input: { deps: Deps; viewer: Viewer | null }) => {
  const viewer = requireUser(input.viewer);
  const rows = await listReaderRequests(input.deps.database.db, { userId: viewer.id, limit: LIST_LIMIT });
  return { requests: rows.map((row) => toRequest(row, viewer)) };
};

/**
 * Books the accepted time as a viewing and answers the request in one transaction: the request
 * moves out of `from` only once, so a second tap, the link after the app, or two posters' devices
 * at once find it answered (409), and a refused booking leaves it waiting.
 */
const bookAccepted = async (
  deps: Deps,
  log: Log | undefined,
  row: RequestRow,
  from: ViewingRequestStatus,
  startsAt: Date,
) => {
  const { db } = deps.database;
  const now = deps.clock.now();
  if (startsAt.getTime() <= now.getTime())
    throw badInput('starts_at', 'That time has passed. Please propose another.');
  if (row.listingId === null || row.seekerId === null)
    throw new AppError('CONFLICT', 'This home is no longer listed');
  const { listing, hours } = await findListingSlots(db, { listingId: row.listingId, now });
  const viewing = await db.transaction(async (tx) => {
    const answered = await moveRequest(tx, { id: row.id, from, set: { status: 'booked', answeredAt: now } });
    if (!answered) throw new AppError('CONFLICT', 'This request was answered already');
    const made = await placeViewing(tx, {
      listing,
      seekerId: row.seekerId!,
      startsAt,
      endsAt: new Date(startsAt.getTime() + REQUEST_VISIT_MINUTES * MINUTE_MS),
      perSlot: Math.max(1, hours.perSlot),
      note: row.note,
      directions: hours.note,
      now,
    });
    await updateRequestViewing(tx, row.id, made.id);
    return made;
  });
  await tellBooked(deps, log, viewing);
  return viewing;
};

/** Which step of the request the viewer may answer, and with which times. */
const answerableBy = (row: RequestRow, viewer: Viewer) => {
  if (row.status === 'asked' && row.posterId === viewer.id)
    return { from: 'asked' as const, times: row.times };
  if (row.status === 'proposed' && row.seekerId === viewer.id && row.proposedTime)
    return { from: 'proposed' as const, times: [row.proposedTime.toISOString()] };
  if (row.status === 'asked' || row.status === 'proposed')
    throw new AppError('CONFLICT', 'This request waits for the other side’s answer');
  throw new AppError('CONFLICT', 'This request was answered already');
};

const sameInstant = (times: string[], at: Date) =>
  times.some((time) => new Date(time).getTime() === at.getTime());

/** The poster accepts one of the seeker's times, or the seeker the time the poster proposed. */
export const acceptVisitRequest = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  startsAt: string;
  log?: Log;
}) => {
  const viewer = requireUser(input.viewer);
  const row = await requireRequest(input.deps, viewer, input.id);
  const step = answerableBy(row, viewer);
  const startsAt = new Date(input.startsAt);
  if (!sameInstant(step.times, startsAt)) throw badInput('starts_at', 'Please pick one of the times asked');
  const viewing = await bookAccepted(input.deps, input.log, row, step.from, startsAt);
  const request = toRequest((await findRequest(input.deps.database.db, row.id))!, viewer);
  return { request, ...(await readViewing(input.deps, viewer, viewing.id)) };
};

/** The poster cannot at any of the times asked and proposes another; the seeker has 48 hours. */
export const proposeVisitTime = async (input: {
  deps: Deps;
  viewer: Viewer | null;
  id: number;
  startsAt: string;
  log?: Log;
}) => {
  const viewer = requireUser(input.viewer);
  const now = input.deps.clock.now();
  const row = await requireRequest(input.deps, viewer, input.id);
  if (row.posterId !== viewer.id) throw new AppError('FORBIDDEN', 'Only the poster proposes another time');
  const startsAt = new Date(input.startsAt);
  checkTime('starts_at', startsAt, now);
  const set = {
    status: 'proposed' as const,
    proposedTime: startsAt,
    answerBy: answerBy(now),
    answeredAt: now,
  };
  if (!(await moveRequest(input.deps.database.db, { id: row.id, from: 'asked', set })))
    throw new AppError('CONFLICT', 'This request was answered already');
  const proposed = (await findRequest(input.deps.database.db, row.id))!;
  await tell(input.deps, input.log, proposed, { kind: 'proposed' });
  return { request: toRequest(proposed, viewer) };
};

/** The seeker takes a waiting request back. */
export const withdrawVisitRequest = async (input: { deps: Deps; viewer: Viewer | null; id: number }) => {
  const viewer = requireUser(input.viewer);
  const now = input.deps.clock.now();
  const row = await requireRequest(input.deps, viewer, input.id);
  if (row.seekerId !== viewer.id) throw new AppError('FORBIDDEN', 'Only the person who asked takes it back');
  const set = { status: 'withdrawn' as const, answeredAt: now };
  const { db } = input.deps.database;
  const isWaiting = WAITING.includes(row.status);
  if (!isWaiting || !(await moveRequest(db, { id: row.id, from: row.status, set })))
    throw new AppError('CONFLICT', 'This request was answered already');
  return { request: toRequest((await findRequest(db, row.id))!, viewer) };
};

const readLink = async (deps: Deps, token: string) => {
  const check = readRequestToken(acceptedSecrets(deps.config), token, deps.clock.now());
  if (!check.ok)
    throw badInput(
      'token',
      check.reason === 'expired'
        ? 'This link has expired. Open My Visits on Thikana to answer.'
        : 'This link is not valid. Open My Visits on Thikana to answer.',
    );
  const row = await findRequest(deps.database.db, check.requestId);
  if (!row) throw notFound();
  return row;
};

const describeLink = async (deps: Deps, row: RequestReadRow): Promise<RequestLinkResponse> => {
  const booked = row.viewingId === null ? null : await findViewingTime(deps.database.db, row.viewingId);
  return {
    listing_title: row.listingTitle,
    seeker_name: row.seekerName || DELETED_NAME,
    times: row.times,
    note: row.note,
    status: row.status,
    answer_by: row.answerBy.toISOString(),
    booked: booked
      ? { starts_at: booked.startsAt.toISOString(), ends_at: booked.endsAt.toISOString() }
      : null,
  };
};

/** What the one-tap page shows: the home, who asks and the times. Changes nothing. */
export const describeRequestLink = async (input: { deps: Deps; token: string }) =>
  describeLink(input.deps, await readLink(input.deps, input.token));

/** The poster's tap on one time of the link's page (a POST, never the link's GET); once only. */
export const acceptRequestLink = async (input: {
  deps: Deps;
  token: string;
  startsAt: string;
  log?: Log;
}) => {
  const row = await readLink(input.deps, input.token);
  if (row.status !== 'asked') throw new AppError('CONFLICT', 'This request was answered already');
  const startsAt = new Date(input.startsAt);
  if (!sameInstant(row.times, startsAt)) throw badInput('starts_at', 'Please pick one of the times asked');
  await bookAccepted(input.deps, input.log, row, 'asked', startsAt);
  return describeLink(input.deps, (await findRequest(input.deps.database.db, row.id))!);
};

/**
 * Lapses the requests not answered within 48 hours and tells the side that waited: the seeker of
 * an unanswered request; both sides of a proposed time not accepted. Each lapses once, however
 * many runs overlap.
 */
export const lapseVisitRequests = async (deps: RequestDeps) => {
  let lapsed = 0;
  for (const row of await listRunOut(deps.db, deps.now, LIST_LIMIT)) {
    const set = { status: 'lapsed' as const, answeredAt: deps.now };
    if (!(await moveRequest(deps.db, { id: row.id, from: row.status, set }))) continue;
    lapsed += 1;
    await tellOfRequest(deps, { request: row, event: { kind: 'lapsed' } });
  }
  return { lapsed };
};
