// Where messages go when no real channel is configured: appended to
// DATA_DIR/outbox.jsonl and logged, so a developer can log in offline and the
// browser journeys can read the OTP. Tests read `messages` directly.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export type OutboxMessage = {
  channel: 'email' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  at: string;
};

export type Outbox = {
  messages: OutboxMessage[];
  put: (message: Omit<OutboxMessage, 'at'>) => void;
};

export const createOutbox = (dataDir: string, log?: (msg: OutboxMessage) => void): Outbox => {
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
      log?.(full);
    },
  };
};
