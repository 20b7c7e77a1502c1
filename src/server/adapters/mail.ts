// Email: SMTP through nodemailer when SMTP_URL is set, the outbox otherwise.
import nodemailer from 'nodemailer';
import type { Outbox } from './outbox.ts';

/** A file sent with the mail, e.g. a visit's calendar entry (text/calendar). */
export type MailAttachment = { filename: string; content: string; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML, where it quotes a person's words apart from ours. */
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};
export type Mailer = { kind: 'smtp' | 'outbox'; send: (message: MailMessage) => Promise<void> };

export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
};

export const createOutboxMailer = (outbox: Outbox): Mailer => ({
  kind: 'outbox',
  send: async ({ to, subject, text, html, attachments }) => {
    outbox.put({
      channel: 'email',
      to,
      subject,
      text,
      ...(html ? { html } : {}),
      ...(attachments?.length ? { attachments: attachments.map((a) => a.filename) } : {}),
    });
  },
});
