// What each side of an asked visit is told (docs/product/viewings.md#asking-for-a-visit): the
// poster of a request, with the one-tap link; the seeker of a time the poster proposed; and the
// side that waited, when a request lapses. A seeker's note is quoted as theirs in the email and
// only pointed to on WhatsApp (docs/decisions/0137-strangers-words-are-quoted-never-relayed.md).
import { nameForNotice } from '../../../shared/person-name.ts';
import { composeNotice, deliverNotice, type NoticeLines } from '../outgoing/index.ts';
import type { NoticeDeps } from './notices.ts';
import { findRequestSides, type RequestRow } from './request-store.ts';
import { issueRequestToken } from './request-token.ts';
import { indianTimeLabel } from './slots.ts';

export type RequestDeps = NoticeDeps & { config: NoticeDeps['config'] & { appSecret: string } };

export type RequestEvent = { kind: 'asked' } | { kind: 'proposed' } | { kind: 'lapsed' };

/** The page a poster opens from the notice: the times, one button each. */
export const requestLinkUrl = (deps: RequestDeps, row: Pick<RequestRow, 'id' | 'answerBy'>) =>
  `${deps.config.PUBLIC_URL}/visit-request/${issueRequestToken(deps.config.appSecret, {
    requestId: row.id,
    expiresAt: row.answerBy,
  })}`;

const timesOf = (row: RequestRow) => row.times.map((time) => `- ${indianTimeLabel(new Date(time))}`);

const noticeFor = (
  deps: RequestDeps,
  row: RequestRow,
  event: RequestEvent,
  names: { seeker: string; poster: string },
): { to: 'seeker' | 'poster'; subject: string; lines: NoticeLines }[] => {
  const visits = `${deps.config.PUBLIC_URL}/visits`;
  const title = row.listingTitle;
  const by = indianTimeLabel(row.answerBy);
  switch (event.kind) {
    case 'asked':
      return [
        {
          to: 'poster',
          subject: `${names.seeker} asks to visit ${title}`,
          lines: [
            `${names.seeker} asks to visit ${title} at one of these times (India time):`,
            ...timesOf(row),
            ...(row.note
              ? [
                  {
                    by: names.seeker,
                    words: row.note,
                    onWhatsApp: `${names.seeker} left a note: read it on your visits, ${visits}`,
                  },
                ]
              : []),
            `Accept one with a tap: ${requestLinkUrl(deps, row)}`,
            `Or propose another time on your visits: ${visits}`,
            `Unanswered by ${by} (India time), the request lapses.`,
          ],
        },
      ];
    case 'proposed':
      return [
        {
          to: 'seeker',
          subject: `${names.poster} proposed a time to visit ${title}`,
          lines: [
            `${names.poster} cannot see you at the times you asked, and proposed ${indianTimeLabel(row.proposedTime!)} (India time) to visit ${title}.`,
            `Accept it on your visits before ${by}: ${visits}`,
          ],
        },
      ];
    case 'lapsed':
      return row.status === 'proposed' || row.proposedTime
        ? (['seeker', 'poster'] as const).map((to) => ({
            to,
            subject: `The visit to ${title} was not arranged`,
            lines: [
              `The time proposed to visit ${title} was not accepted within 48 hours, so the request lapsed.`,
              `Your visits: ${visits}`,
            ],
          }))
        : [
            {
              to: 'seeker',
              subject: `Your request to visit ${title} lapsed`,
              lines: [
                `${names.poster} did not answer your request to visit ${title} within 48 hours, so it lapsed.`,
                `You may ask again, or look at other homes: ${visits}`,
              ],
            },
          ];
    default:
      return event satisfies never;
  }
};

/** Tells whom `event` concerns; a notice that fails never undoes what it reports. */
export const tellOfRequest = async (
  deps: RequestDeps,
  input: { request: RequestRow; event: RequestEvent },
) => {
  const { request, event } = input;
  const sides = await findRequestSides(deps.db, request);
  const names = {
    seeker: nameForNotice(sides.seeker?.fullName, 'A seeker'),
    poster: nameForNotice(sides.poster?.fullName, 'The poster'),
  };
  // The side whose step it was spends its share of the other's budget; a lapse is nobody's.
  const causer = event.kind === 'asked' ? sides.seeker : event.kind === 'proposed' ? sides.poster : null;
  let sent = 0;
  for (const notice of noticeFor(deps, request, event, names)) {
    const person = sides[notice.to];
    if (!person) continue;
    const outcome = await deliverNotice({
      ...deps,
      to: { email: person.email, mobile: person.mobileNo },
      from: causer && causer.id !== person.id ? `user:${causer.id}` : undefined,
      event: `viewing-request:${request.id}:${event.kind}`,
      message: { subject: notice.subject, ...composeNotice(notice.lines) },
      onError: (error) =>
        deps.log?.warn({ err: error, requestId: request.id }, 'a visit request notice failed'),
    });
    sent += outcome.sent;
  }
  return sent;
};
