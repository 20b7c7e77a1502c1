// The language a signed-in person reads the site in, kept on their account so that notices
// (email, WhatsApp, digests) are written in it (docs/decisions/0145-hindi-wherever-a-listing-is-named.md).
// The web app names it on each API call as `Accept-Language` (`hi-IN` or `en-IN`), from the
// language switch; the last one named wins. A call that names neither language leaves it as is.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

type ReaderLanguage = 'en' | 'hi';

/** 'hi' for "hi-IN,hi;q=0.9", 'en' for "en-IN", null for anything else or nothing. */
export const languageOfHeader = (header: string | undefined): ReaderLanguage | null => {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first === 'hi' || first.startsWith('hi-')) return 'hi';
  if (first === 'en' || first.startsWith('en-')) return 'en';
  return null;
};

/** What this process last wrote for each person: a call in the same language writes nothing. */
const KNOWN_MAX = 50_000;

export const registerReaderLanguage = (app: FastifyInstance, db: Db) => {
  const known = new Map<number, ReaderLanguage>();
  app.addHook('onResponse', async (request) => {
    const viewer = request.viewer;
    const language = languageOfHeader(request.headers['accept-language']);
    if (!viewer || !language || known.get(viewer.id) === language) return;
    try {
      await db.execute(
        sql`update users set language = ${language}
             where id = ${viewer.id} and language is distinct from ${language}`,
      );
      if (known.size >= KNOWN_MAX) known.clear();
      known.set(viewer.id, language);
    } catch (error) {
      request.log.warn({ err: error }, 'the reader language was not kept');
    }
  });
};
