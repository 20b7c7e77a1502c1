// A full disk (docs/decisions/0158-secrets-rotate-disks-fill.md): a write that fails for want of
// space (PostgreSQL's disk_full 53100, "could not extend file", a photo's ENOSPC) is answered 503
// with Retry-After in the product's words, and from then on this process refuses writes before
// they start while it keeps serving reads. A probe every DISK_FULL_PROBE_SECONDS writes one row
// (and, on this machine's data directory, asks for free space); the first that succeeds lets
// writes in again, with nobody typing a command.
import { statfs } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../shared/api.ts';

export const DISK_FULL_MESSAGE =
  'Thikana cannot save anything right now: our storage is full. Nothing you sent was saved, and you can still browse. Please try again in a few minutes.';
export const DISK_FULL_RETRY_SECONDS = 60;

/** PostgreSQL's disk_full; ENOSPC from the file system, ours or the embedded database's. */
const DISK_FULL_CODES: ReadonlySet<string> = new Set(['53100', 'ENOSPC']);
const DISK_FULL_WORDS = /No space left on device|could not extend file/i;

/** True when the error, or one it wraps (Drizzle wraps the driver's), says the disk is full. */
export const isDiskFull = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    if (typeof message === 'string' && DISK_FULL_WORDS.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Calls that change nothing though they are POSTs: a search, a counted view (kept in memory first). */
const READS_BY_POST: ReadonlySet<string> = new Set([API.listing.searchProperties, '/api/listing/countView']);

const isWrite = (request: FastifyRequest) =>
  !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !READS_BY_POST.has(request.url.split('?')[0] ?? '');

declare module 'fastify' {
  interface FastifyInstance {
    /** Called by the error handler with a write's disk-full error: writes are refused until a probe succeeds. */
    noteDiskFull: (error: unknown) => void;
  }
}

export const registerDiskFull = (
  app: FastifyInstance,
  options: {
    /** One small write; rejects while the disk is still full. */
    probeWrite: () => Promise<void>;
    /** This machine's data directory, whose free space is asked too; null in memory. */
    dataDir: string | null;
    probeSeconds: number;
    log: FastifyBaseLogger;
  },
) => {
  let fullSince: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  const probe = async () => {
    if (options.dataDir) {
      const space = await statfs(options.dataDir);
      if (space.bavail * space.bsize < 1_048_576) throw new Error('No space left on device');
    }
    await options.probeWrite();
  };
  const resume = () => {
    if (fullSince === null) return;
    options.log.warn(
      { fullSeconds: Math.round((Date.now() - fullSince) / 1000) },
      'space is back: writes are accepted again',
    );
    fullSince = null;
    clearInterval(timer);
  };
  app.decorate('noteDiskFull', (error: unknown) => {
    if (fullSince !== null) return;
    fullSince = Date.now();
    options.log.error(
      { err: error },
      'the disk is full: writes are refused, reads served, until space returns',
    );
    timer = setInterval(() => void probe().then(resume, () => undefined), options.probeSeconds * 1000);
    timer.unref();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (fullSince === null || !isWrite(request)) return done();
    reply
      .code(503)
      .header('retry-after', String(DISK_FULL_RETRY_SECONDS))
      .send({ message: DISK_FULL_MESSAGE });
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
