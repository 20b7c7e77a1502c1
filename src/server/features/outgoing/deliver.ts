// Sends one notice to a person on each channel they have, each through their budget
// (budget.ts) and, for notices from other people and events, their pace: at most one such
// message in DIGEST_MINUTES. A notice the pace or the budget holds back is kept and sent later,
// alone or merged into one digest, within the hour and before its visit
// (docs/decisions/0140-held-notices-become-a-digest.md); none is dropped. A failed send is
// handed to `onError` and never undoes what the notice reports.
import type { MailAttachment, Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { hitCounter, readCounter } from '../../http/rate-limit.ts';
import { noticeOutcomes } from '../../metrics.ts';
import { admitMessage, type BudgetConfig, type Recipient } from './budget.ts';
import { hasWaiting, holdNotice, type NewHeldNotice, supersedeTopic } from './held-store.ts';

const MINUTE_MS = 60_000;
/** A held notice goes at the latest this long after it was first held: within the hour. */
export const HOLD_AT_MOST_MS = 50 * MINUTE_MS;
/** A notice about a visit goes at the latest this long before the visit. */
export const VISIT_LEAD_MS = 60 * MINUTE_MS;

const SEND_BY_TEMPLATE = {
  notice: (whatsapp: WhatsApp, to: string, text: string) => whatsapp.sendNotice(to, text),
  alert: (whatsapp: WhatsApp, to: string, text: string) => whatsapp.sendAlert(to, text),
  message: (whatsapp: WhatsApp, to: string, text: string) => whatsapp.sendMessageNotice(to, text),
};
type Template = keyof typeof SEND_BY_TEMPLATE;

type Contacts = { email?: string | null | undefined; mobile?: string | null | undefined };
/** `held`: kept to go later (`replaced`: of them, ones that took the place of one of their topic). */
type Outcome = { sent: number; held: number; replaced: number; failed: number };

export type NoticeMessage = {
  subject: string;
  text: string;
  html?: string | undefined;
  whatsapp?: string | undefined;
  attachments?: MailAttachment[] | undefined;
};

/** What a notice is, for a digest, and how long it is of use. */
export type NoticeDigest = {
  kind: NewHeldNotice['kind'];
  /** One line naming the thing: "Ravi Menon booked a visit to 2 BHK Flat in Andheri West on …". */
  line: string;
  /** How many things it tells of (a conversation's unread messages); 1 when absent. */
  count?: number | undefined;
  /** When it stops being of use (a visit's start): it goes before. */
  usefulUntil?: Date | null | undefined;
  /** A later notice of the same topic replaces a waiting one. */
  topic?: string | undefined;
  userId?: number | null | undefined;
  /**
   * false for what confirms the person's own action (their booking): it goes at once, the
   * budget allowing. Notices from other people and events wait for the pace.
   */
  paced?: boolean | undefined;
};

/** The budget's settings, and the pace's (DIGEST_MINUTES; its default where a caller has no config of it). */
export type NoticeConfig = BudgetConfig & { DIGEST_MINUTES?: number | undefined };
export const paceMs = (config: NoticeConfig) => (config.DIGEST_MINUTES ?? 10) * MINUTE_MS;

/** One recipient's key, as the budget counts it. */
export const recipientKey = (to: Recipient) => `${to.channel}:${to.address.trim().toLowerCase()}`;
export const paceKey = (to: Recipient) => `msg-pace:${recipientKey(to)}`;

/** The latest a notice held now may wait. */
export const sendByOf = (heldAt: Date, usefulUntil: Date | null | undefined) =>
  Math.min(
    heldAt.getTime() + HOLD_AT_MOST_MS,
    usefulUntil ? usefulUntil.getTime() - VISIT_LEAD_MS : Number.POSITIVE_INFINITY,
  );

/** Sends one message on its channel. */
export const sendOn = (
  deps: { mailer: Mailer; whatsapp?: WhatsApp | undefined },
  to: Recipient,
  message: NoticeMessage,
  template: Template,
): Promise<void> => {
  if (to.channel === 'email')
    return deps.mailer.send({
      to: to.address,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments ? { attachments: message.attachments } : {}),
    });
  if (!deps.whatsapp) return Promise.reject(new Error('WhatsApp is not wired here'));
  return SEND_BY_TEMPLATE[template](deps.whatsapp, `91${to.address}`, message.whatsapp ?? message.text);
};

type DeliverInput = {
  db: Db;
  config: NoticeConfig;
  now: Date;
  mailer: Mailer;
  /** Absent where WhatsApp is not wired (some jobs): email only. */
  whatsapp?: WhatsApp | undefined;
  to: Contacts;
  /**
   * Attachments and HTML go with the email only; WhatsApp gets `whatsapp`, else the text. A
   * notice quoting someone's words builds all three with composeNotice (their-words.ts).
   */
  message: NoticeMessage;
  /** The WhatsApp template it goes out with: an account notice or a saved-search alert. */
  template?: Template;
  /** Notices naming the same event within NOTICE_FOLD_HOURS are folded into the first. */
  event?: string | undefined;
  /** Who caused the notice (`user:<id>`), when someone did: their share of the budget is spent. */
  from?: string | undefined;
  /** What it is in a digest; without it, a notice goes at once, the budget allowing ('other'). */
  digest?: NoticeDigest | undefined;
  onError?: (error: unknown) => void;
};

/** Whether the notice goes now ('send'), waits ('hold'), or was told already ('folded'). */
const decide = async (input: DeliverInput, to: Recipient): Promise<'send' | 'hold' | 'folded'> => {
  const { db, now, digest } = input;
  const urgent = digest && sendByOf(now, digest.usefulUntil) <= now.getTime();
  const paced = digest && digest.paced !== false && !urgent;
  if (paced && ((await readCounter(db, paceKey(to), now)) || (await hasWaiting(db, to)))) return 'hold';
  const admission = await admitMessage({ ...input, to, kind: 'notice' });
  if (!admission.admitted && admission.why === 'folded') return 'folded';
  // A visit about to happen is told whatever the budget says: later it is of no use.
  if (!admission.admitted && !urgent) return 'hold';
  if (paced) await hitCounter(db, paceKey(to), paceMs(input.config), now);
  return 'send';
};

export const deliverNotice = async (input: DeliverInput): Promise<Outcome> => {
  const { db, now, message } = input;
  const mobile = input.to.mobile && /^\d{10}$/.test(input.to.mobile) ? input.to.mobile : null;
  const recipients: Recipient[] = [
    ...(input.to.email ? [{ channel: 'email' as const, address: input.to.email.trim() }] : []),
    ...(input.whatsapp && mobile ? [{ channel: 'whatsapp' as const, address: mobile }] : []),
  ];
  const template = input.template ?? 'notice';
  const digest = input.digest ?? { kind: 'other' as const, line: message.subject, paced: false };
  const outcome: Outcome = { sent: 0, held: 0, replaced: 0, failed: 0 };
  const sends: Promise<void>[] = [];
  for (const to of recipients) {
    const decision = await decide(input, to);
    if (decision === 'folded') noticeOutcomes.inc({ outcome: 'folded' });
    if (decision === 'hold') {
      const { replaced } = await holdNotice(db, {
        channel: to.channel,
        address: to.address,
        userId: digest.userId ?? null,
        kind: digest.kind,
        count: digest.count ?? 1,
        line: digest.line,
        message: { ...message, template },
        topic: digest.topic ?? null,
        usefulUntil: digest.usefulUntil ?? null,
        createdAt: now,
      });
      outcome.held += 1;
      if (replaced) outcome.replaced += 1;
      else noticeOutcomes.inc({ outcome: 'held' });
    }
    if (decision !== 'send') continue;
    if (digest.topic) await supersedeTopic(db, to, digest.topic, now);
    sends.push(sendOn(input, to, message, template));
  }
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'fulfilled') outcome.sent += 1;
    else {
      outcome.failed += 1;
      input.onError?.(result.reason);
    }
  }
  noticeOutcomes.inc({ outcome: 'sent' }, outcome.sent);
  noticeOutcomes.inc({ outcome: 'failed' }, outcome.failed);
  return outcome;
};

/**
 * What a use case that sends notices takes from the app's collaborators, read at this moment:
 * one place, so a job and a route hand over the same set.
 */
export const noticeContext = <C extends BudgetConfig, L>(
  deps: {
    database: { db: Db };
    config: C;
    mailer: Mailer;
    whatsapp?: WhatsApp | undefined;
    clock: { now: () => Date };
  },
  log: L,
) => ({
  db: deps.database.db,
  config: deps.config,
  mailer: deps.mailer,
  whatsapp: deps.whatsapp,
  now: deps.clock.now(),
  log,
});
