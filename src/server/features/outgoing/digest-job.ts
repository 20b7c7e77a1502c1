// Sends what the pace and the budget held (docs/decisions/0140-held-notices-become-a-digest.md):
// one message per recipient whose pace and budget allow, the longest waiting first; a lone
// notice goes as itself, several as one digest. Whatever the pace and budget say, a notice goes
// within the hour of being held and an hour before its visit. A job on the job runner, every
// minute; a send that fails waits for the next run.
import type { Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hitCounter, readCounter } from '../../http/rate-limit.ts';
import { noticeOutcomes } from '../../metrics.ts';
import { admitMessage, type Recipient } from './budget.ts';
import { type NoticeConfig, paceKey, paceMs, sendByOf, sendOn } from './deliver.ts';
import { composeDigest } from './digest-text.ts';
import {
  claimWaiting,
  type HeldNotice,
  listWaitingRecipients,
  purgeHeld,
  releaseClaim,
} from './held-store.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Recipients looked at in one run; the rest wait a minute. */
const BATCH = 500;
/** Held notices older than this are past saying anything (a mail server down for a day). */
const GIVE_UP_MS = DAY_MS;
/** Held notices are kept this long for looking into complaints. */
const KEEP_MS = 7 * DAY_MS;

type Deps = {
  db: Db;
  config: NoticeConfig & Pick<Config, 'PUBLIC_URL'>;
  mailer: Mailer;
  whatsapp?: WhatsApp | undefined;
  now: Date;
  log: { warn: (details: object, message: string) => void };
};

/** One message with every notice held for `to`. */
const sendHeld = async (deps: Deps, to: Recipient, held: HeldNotice[]) => {
  if (held.length === 1) {
    const { template, ...message } = held[0]!.message;
    return sendOn(deps, to, message, template ?? 'notice');
  }
  const { template, ...message } = composeDigest(held, deps.config.PUBLIC_URL);
  return sendOn(deps, to, message, template);
};

/** Whether `to` may be sent its held notices now. */
const mayGo = async (deps: Deps, to: Recipient, due: boolean) => {
  if (!due && (await readCounter(deps.db, paceKey(to), deps.now))) return false;
  const admission = await admitMessage({ ...deps, to, kind: 'notice' });
  return admission.admitted || due;
};

export const sendHeldNotices = async (deps: Deps) => {
  const { db, now } = deps;
  const result = { recipients: 0, sent: 0, merged: 0, waiting: 0, failed: 0 };
  /** The topics of the notices that went, for their senders to mark told. */
  const topics: string[] = [];
  const waiting = await listWaitingRecipients(db, {
    since: new Date(now.getTime() - GIVE_UP_MS),
    limit: BATCH,
  });
  for (const row of waiting) {
    const to: Recipient = { channel: row.channel, address: row.address };
    if (to.channel === 'whatsapp' && !deps.whatsapp) continue;
    // Due: held nearly an hour, or its visit an hour away. The next run is a minute later.
    const due = sendByOf(row.oldest, row.soonest) <= now.getTime() + MINUTE_MS;
    if (!(await mayGo(deps, to, due))) {
      result.waiting += 1;
      continue;
    }
    const held = await claimWaiting(db, to, now);
    if (held.length === 0) continue;
    result.recipients += 1;
    try {
      await sendHeld(deps, to, held);
    } catch (error) {
      deps.log.warn({ err: error, channel: to.channel, notices: held.length }, 'held notices not sent yet');
      await releaseClaim(
        db,
        held.map((notice) => notice.id),
      );
      result.failed += 1;
      continue;
    }
    await hitCounter(db, paceKey(to), paceMs(deps.config), now);
    const merged = held.length > 1 ? held.length : 0;
    result.sent += held.length - merged;
    result.merged += merged;
    noticeOutcomes.inc({ outcome: merged > 0 ? 'merged' : 'sent' }, held.length);
    for (const notice of held) if (notice.topic) topics.push(notice.topic);
  }
  // Never sent: every try in a day failed, and each failure was logged.
  noticeOutcomes.inc({ outcome: 'failed' }, await purgeHeld(db, new Date(now.getTime() - KEEP_MS)));
  return { ...result, topics };
};
