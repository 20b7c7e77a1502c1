// The contact form: every message is stored (admins read them at /admin/messages)
// and forwarded to the support inbox with the sender as Reply-To.
import type { FastifyBaseLogger } from 'fastify';
import { formatLongDate } from '../../../shared/format.ts';
import {
  CONTACTS_PAGE_SIZE,
  type ContactInput,
  type GetContactsResponse,
} from '../../../shared/schemas/contact.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badInput } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import { enforceLimit, hitCounter } from '../../http/rate-limit.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { checkFormToken, issueFormToken } from './form-token.ts';
import { findUnnotifiedMessages, insertContactMessage, listContactMessages, markNotified } from './store.ts';

/** Enough for a person with follow-ups; too few for a bot to flood the support inbox. */
export const CONTACT_LIMIT = { perHour: 5, windowMs: 3_600_000 } as const;
/** All senders together: past this, many addresses at once are a flood, not people. */
export const CONTACT_GLOBAL_HOURLY_CAP = 200;
/** Support gets one mail per message up to this many an hour; the rest wait for the digest. */
export const CONTACT_MAILS_PER_HOUR = 10;
const DAY_MS = 24 * 3600 * 1000;

export const getSupportContact = ({ config, now }: { config: Config; now: Date }) => ({
  email: config.SUPPORT_EMAIL,
  form_token: issueFormToken(config.appSecret, now),
});

/**
 * A message from the contact form (docs/product/content.md). Bots are kept out
 * without a third party (docs/decisions/0040-contact-form-bot-check.md): a filled hidden
 * field is thanked and dropped, a form sent faster than a person types is refused,
 * and every sender together shares an hourly cap. Support is mailed per message
 * while messages are few; under load, and for messages sent without the form's
 * token, the daily digest carries them instead.
 */
export const sendContactMessage = async ({
  db,
  config,
  mailer,
  log,
  input,
  ip,
  now,
}: {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  input: ContactInput;
  ip: string;
  now: Date;
}) => {
  if (input.website?.trim()) {
    log.info({ ip }, 'contact form: hidden field filled, message dropped');
    return;
  }
  const token = input.form_token ? checkFormToken(config.appSecret, input.form_token, now) : null;
  if (token === 'too_fast')
    throw badInput('form_token', 'That was quick! Please check your message, then send it again.');
  if (token === 'invalid' || token === 'expired')
    throw badInput('form_token', 'This form is out of date. Please reload the page and send it again.');
  await enforceLimit(db, {
    key: `contact:ip:${ip}`,
    limit: CONTACT_LIMIT.perHour,
    windowMs: CONTACT_LIMIT.windowMs,
    now,
    message: 'You have sent several messages already. Please try again in an hour.',
  });
  await enforceLimit(db, {
    key: 'contact:all',
    limit: CONTACT_GLOBAL_HOURLY_CAP,
    windowMs: CONTACT_LIMIT.windowMs,
    now,
    message: `We are receiving very many messages right now. Please try again in an hour, or write to ${config.SUPPORT_EMAIL}.`,
  });
  const { website: _hidden, form_token: _token, ...fields } = input;
  const row = await insertContactMessage(db, { ...fields, ip, createdAt: now });
  if (token !== 'ok') return;
  const mails = await hitCounter(db, 'contact:mails', CONTACT_LIMIT.windowMs, now);
  if (mails.count > CONTACT_MAILS_PER_HOUR) return;
  const name = `${input.firstName} ${input.lastName}`;
  try {
    await mailer.send({
      to: config.SUPPORT_EMAIL,
      replyTo: input.email,
      subject: `Contact form: ${name}`,
      text: [
        `${name} <${input.email}> wrote through the Thikana contact form on ${formatLongDate(now)}:`,
        '',
        input.message,
        '',
        `Reply to this email to answer ${input.firstName}. Message #${row.id}.`,
      ].join('\n'),
    });
    await markNotified(db, [row.id], now);
  } catch (error) {
    // The message is stored, listed for admins and left for the digest, so the sender is not asked to retry.
    log.warn({ err: error, contactMessageId: row.id }, 'contact notification email was not sent');
  }
};

/**
 * One mail to support with every message of the last day it has not been told
 * about (sent under load, or without the form's token). Meant to run once a day;
 * running it again sends only what arrived since. Returns how many it carried.
 */
export const sendContactDigest = async ({
  db,
  config,
  mailer,
  now,
}: {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: Date;
}) => {
  const rows = await findUnnotifiedMessages(db, new Date(now.getTime() - DAY_MS));
  if (rows.length === 0) return 0;
  const entries = rows.map((row) =>
    [
      `#${row.id} ${row.firstName} ${row.lastName} <${row.email}>, ${formatLongDate(row.createdAt)}:`,
      row.message.length > 1000 ? `${row.message.slice(0, 1000)}…` : row.message,
    ].join('\n'),
  );
  await mailer.send({
    to: config.SUPPORT_EMAIL,
    subject: `Contact form digest: ${rows.length} message${rows.length === 1 ? '' : 's'}`,
    text: [
      `${rows.length} message${rows.length === 1 ? '' : 's'} arrived through the Thikana contact form without a mail of their own.`,
      'Every message is also listed at /admin/messages.',
      '',
      entries.join('\n\n'),
    ].join('\n'),
  });
  await markNotified(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.length;
};

export const getContactMessages = async ({
  db,
  viewer,
  page,
}: {
  db: Db;
  viewer: Viewer | null;
  page: number;
}): Promise<GetContactsResponse> => {
  requireAdmin(viewer);
  const { rows, total } = await listContactMessages(db, {
    limit: CONTACTS_PAGE_SIZE,
    offset: (page - 1) * CONTACTS_PAGE_SIZE,
  });
  return {
    contacts: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
    total_contacts: total,
  };
};
