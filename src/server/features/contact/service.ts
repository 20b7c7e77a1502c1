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
import { requireAdmin } from '../../http/guards.ts';
import { enforceLimit } from '../../http/rate-limit.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { insertContactMessage, listContactMessages } from './store.ts';

/** Enough for a person with follow-ups; too few for a bot to flood the support inbox. */
export const CONTACT_LIMIT = { perHour: 5, windowMs: 3_600_000 } as const;

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
  await enforceLimit(db, {
    key: `contact:ip:${ip}`,
    limit: CONTACT_LIMIT.perHour,
    windowMs: CONTACT_LIMIT.windowMs,
    now,
    message: 'You have sent several messages already. Please try again in an hour.',
  });
  const row = await insertContactMessage(db, { ...input, ip, createdAt: now });
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
  } catch (error) {
    // The message is stored and listed for admins, so the sender is not asked to retry.
    log.warn({ err: error, contactMessageId: row.id }, 'contact notification email was not sent');
  }
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
