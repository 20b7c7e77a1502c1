// Sends one notice to a person on each channel they have, each through their budget
// (budget.ts). A message the budget holds back is not sent and not queued: notices say
// what already happened, and the person learns it from the first one. A failed send is
// handed to `onError` and never undoes what the notice reports.
import type { MailAttachment, Mailer } from '../../adapters/mail.ts';
import type { WhatsApp } from '../../adapters/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { admitMessage, type BudgetConfig, type Recipient } from './budget.ts';

const SEND_BY_TEMPLATE = {
  notice: (whatsapp: WhatsApp, to: string, text: string) => whatsapp.sendNotice(to, text),
  alert: (whatsapp: WhatsApp, to: string, text: string) => whatsapp.sendAlert(to, text),
  message: (whatsapp: WhatsApp, to: string, text: string) => whatsapp.sendMessageNotice(to, text),
};

type Contacts = { email?: string | null | undefined; mobile?: string | null | undefined };
type Outcome = { sent: number; held: number; failed: number };

export const deliverNotice = async (input: {
  db: Db;
  config: BudgetConfig;
  now: Date;
  mailer: Mailer;
  /** Absent where WhatsApp is not wired (some jobs): email only. */
  whatsapp?: WhatsApp | undefined;
  to: Contacts;
  /**
   * Attachments and HTML go with the email only; WhatsApp gets `whatsapp`, else the text. A
   * notice quoting someone's words builds all three with composeNotice (their-words.ts).
   */
  message: {
    subject: string;
    text: string;
    html?: string | undefined;
    whatsapp?: string | undefined;
    attachments?: MailAttachment[] | undefined;
  };
  /** The WhatsApp template it goes out with: an account notice or a saved-search alert. */
  template?: 'notice' | 'alert' | 'message';
  /** Notices naming the same event within NOTICE_FOLD_HOURS are folded into the first. */
  event?: string | undefined;
  /** Who caused the notice (`user:<id>`), when someone did: their share of the budget is spent. */
  from?: string | undefined;
  onError?: (error: unknown) => void;
}): Promise<Outcome> => {
  const { whatsapp, message } = input;
  const mobile = input.to.mobile && /^\d{10}$/.test(input.to.mobile) ? input.to.mobile : null;
  const plan: [Recipient, () => Promise<void>][] = [];
  if (input.to.email)
    plan.push([
      { channel: 'email', address: input.to.email },
      () =>
        input.mailer.send({
          to: input.to.email!,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.attachments ? { attachments: message.attachments } : {}),
        }),
    ]);
  if (whatsapp && mobile)
    plan.push([
      { channel: 'whatsapp', address: mobile },
      () =>
        SEND_BY_TEMPLATE[input.template ?? 'notice'](
          whatsapp,
          `91${mobile}`,
          message.whatsapp ?? message.text,
        ),
    ]);
  const outcome: Outcome = { sent: 0, held: 0, failed: 0 };
  const sends: Promise<void>[] = [];
  for (const [to, send] of plan) {
    const admission = await admitMessage({ ...input, to, kind: 'notice' });
    if (admission.admitted) sends.push(send());
    else outcome.held += 1;
  }
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'fulfilled') outcome.sent += 1;
    else {
      outcome.failed += 1;
      input.onError?.(result.reason);
    }
  }
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
