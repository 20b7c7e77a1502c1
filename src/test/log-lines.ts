// A pino logger at info whose lines a test can read back, parsed, in the order they were written.
import { Writable } from 'node:stream';
import pino from 'pino';

export const loggerWithLines = () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
};
