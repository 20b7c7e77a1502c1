// Where messages go when no real channel is configured: appended to
// DATA_DIR/outbox.jsonl, so a developer can log in offline and the browser journeys
// can read the OTP. Only the file holds the text: the log says that a message was
// kept and for whom, masked, never what it says (a code is a password for ten
// minutes). Tests read `messages`.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { maskEmail, maskPhone } from '../http/security-log.ts';

export type OutboxMessage = {
  channel: 'email' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  /** An email's HTML, when it has one. */
  html?: string;
  /** The names of the files an email carried (the outbox keeps names, not contents). */
  attachments?: string[];
  at: string;
};

export type Outbox = {
  messages: OutboxMessage[];
  put: (message: Omit<OutboxMessage, 'at'>) => void;
};

export const createOutbox = (dataDir: string, log?: Pick<FastifyBaseLogger, 'info'>): Outbox => {
  const messages: OutboxMessage[] = [];
  const file = dataDir === 'memory://' ? undefined : path.join(dataDir, 'outbox.jsonl');
  return {
    messages,
    put: (message) => {
      const full = { ...message, at: new Date().toISOString() };
      messages.push(full);
      if (file) {
        mkdirSync(path.dirname(file), { recursive: true });
        appendFileSync(file, `${JSON.stringify(full)}\n`);
      }
      log?.info(
        { outbox: full.channel, to: full.to.includes('@') ? maskEmail(full.to) : maskPhone(full.to) },
        'message kept in DATA_DIR/outbox.jsonl',
      );
    },
  };
};
