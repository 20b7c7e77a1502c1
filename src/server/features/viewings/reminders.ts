// Reminders of booked viewings (docs/product/viewings.md#reminders): at 18:00 India time the
// evening before, and 2 hours before, to both sides, once each. A reminder due before the time
// was booked or moved is not sent: the confirmation just said it. Once the time is over, the
// poster is asked whether the seeker came (docs/product/viewings.md#no-shows). A person with
// several visits reminded in one run gets one message listing them all. Each is marked
// sent on its row before it goes, so two runs, or two processes, send it once. A job on the job
// runner.

import { type NoticeDeps, remindViewingSides, tellViewingSides } from './notices.ts';
import { eveningBefore } from './slots.ts';
import {
  claimOutcomeAsk,
  claimReminder,
  listBookedStarting,
  listEndedUnasked,
  type ViewingRow,
} from './store.ts';

const HOUR_MS = 3_600_000;
/** The second reminder goes this long before the time. */
export const SOON_REMINDER_MS = 2 * HOUR_MS;
/** Far enough ahead to find every viewing whose evening reminder is due. */
const LOOK_AHEAD_MS = 31 * HOUR_MS;
/** Visits that ended longer ago than this are not asked about any more. */
const ASK_WITHIN_MS = 48 * HOUR_MS;

export const sendViewingReminders = async (deps: NoticeDeps) => {
  const { now } = deps;
  const due = await listBookedStarting(deps.db, { now, until: new Date(now.getTime() + LOOK_AHEAD_MS) });
  const claimed: ViewingRow[] = [];
  for (const viewing of due) {
    const soonAt = new Date(viewing.startsAt.getTime() - SOON_REMINDER_MS);
    const eveningAt = eveningBefore(viewing.startsAt);
    const kind =
      viewing.soonReminderAt === null && now >= soonAt && viewing.timeSetAt < soonAt
        ? 'soon'
        : viewing.eveningReminderAt === null &&
            now >= eveningAt &&
            now < soonAt &&
            viewing.timeSetAt < eveningAt
          ? 'evening'
          : null;
    if (kind && (await claimReminder(deps.db, { id: viewing.id, kind, now }))) claimed.push(viewing);
  }
  await remindViewingSides(deps, claimed);
  const reminded = claimed.length;
  let asked = 0;
  for (const viewing of await listEndedUnasked(deps.db, {
    now,
    since: new Date(now.getTime() - ASK_WITHIN_MS),
  })) {
    if (!(await claimOutcomeAsk(deps.db, { id: viewing.id, now }))) continue;
    await tellViewingSides(deps, { viewing, event: { kind: 'ask' }, to: ['poster'] });
    asked += 1;
  }
  return { reminded, asked };
};
