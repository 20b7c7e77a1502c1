// `npm run bench:alerts -- [--listings 50000] [--searches 10000] [--new 1000]`
//
// How much one run of the saved-search alert job costs: --searches saved searches (a
// realistic mix of typed phrasings and filters over the 12 cities) against --new
// listings posted in the last hour, among --listings in all. It runs the real job
// (sendSavedSearchAlerts, messages to an in-memory outbox) twice: the first run finds
// the new homes and sends the day's alerts, the second finds nothing left to send.
//
// PGlite (the default, in memory) or DATABASE_URL=postgres://... (give it an empty
// database of its own: createdb thikana_bench_alerts).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createOutboxMailer } from '../src/server/adapters/mail.ts';
import { createOutbox } from '../src/server/adapters/outbox.ts';
import { createOutboxWhatsApp } from '../src/server/adapters/whatsapp.ts';
import { generateListings, indexProgress, progressBar } from '../src/server/cli/generate.ts';
import { seededRandom } from '../src/server/cli/synthetic-listings.ts';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { sendSavedSearchAlerts } from '../src/server/features/alerts/index.ts';
import { CITY_AREAS } from '../src/server/seed/localities.ts';
import { CITY_NAMES } from '../src/shared/cities.ts';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    searches: { type: 'string', default: '10000' },
    new: { type: 'string', default: '1000' },
  },
});
const total = Number(args.listings);
const searchCount = Number(args.searches);
const fresh = Number(args.new);
const url = process.env.DATABASE_URL || undefined;

const PHRASES = [
  (l: string) => `1bhk ${l} under 25000`,
  (l: string) => `2 bhk ${l}`,
  (l: string) => `pg in ${l} for girls`,
  (l: string) => `furnished flat ${l} below 40k`,
  (l: string) => `${l}`,
  () => 'no brokerage family',
  () => 'single sharing veg',
  () => '15-20k',
];

const main = async () => {
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 4 });
  await database.migrate();
  const db = database.db;
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from listings`)) as [
    { n: number },
  ];
  if (n > 0) throw new Error('Give the benchmark an empty database of its own');

  await generateListings({
    db,
    count: total,
    onProgress: progressBar('listings', total),
    onIndexProgress: indexProgress(),
  });
  const now = new Date();
  // The newest --new listings were posted within the last hour.
  await db.execute(sql`update listings set created_at = ${now.toISOString()}::timestamptz - (random() * interval '59 minutes')
    where id > (select max(id) from listings) - ${fresh}`);
  await db.execute(sql`update listings set created_at = ${now.toISOString()}::timestamptz - interval '2 hours' - (random() * interval '300 days')
    where id <= (select max(id) from listings) - ${fresh}`);
  await db.execute(sql`analyze listings`);

  const random = seededRandom(7);
  const people = Math.ceil(searchCount / 5);
  await db.execute(sql`insert into users (full_name, email, mobile_no, mobile_verified_at, email_verified_at)
    select 'Alert reader ' || g, 'reader' || g || '@example.in', (7000000000 + g)::text, now(), now()
    from generate_series(1, ${people}) g`);
  const [{ first }] = (await queryRows<{ first: number }>(
    db,
    sql`select min(id)::int as first from users where full_name like 'Alert reader %'`,
  )) as [{ first: number }];
  const rows: string[] = [];
  for (let i = 0; i < searchCount; i += 1) {
    const city = CITY_NAMES[Math.floor(random() * CITY_NAMES.length)]!;
    const localities = CITY_AREAS[city].localities;
    const locality = localities[Math.floor(random() * localities.length)]!;
    const phrase = PHRASES[Math.floor(random() * PHRASES.length)]!(locality.toLowerCase());
    const channels = random() < 0.5 ? '{whatsapp}' : random() < 0.5 ? '{email}' : '{whatsapp,email}';
    const frequency = random() < 0.7 ? 'instant' : 'daily';
    const query = JSON.stringify({ city, search: phrase, filters: {} }).replaceAll("'", "''");
    rows.push(
      `(${first + (i % people)}, 'Search ${i}', '${query}'::jsonb, '${channels}', '${frequency}', ${Math.floor(random() * 24)}, now() - interval '1 hour')`,
    );
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db.execute(
      sql.raw(`insert into saved_searches (user_id, name, query, alert_channels, alert_frequency, alert_hour, matched_until)
        values ${rows.slice(i, i + 1000).join(',')}`),
    );
  }

  const outbox = createOutbox('memory://');
  const deps = {
    db,
    config: {
      appSecret: 'bench-secret',
      PUBLIC_URL: 'https://thikana.example',
      RECIPIENT_MESSAGES_PER_HOUR: 6,
      RECIPIENT_MESSAGES_PER_DAY: 20,
      NOTICE_FOLD_HOURS: 24,
    },
    mailer: createOutboxMailer(outbox),
    whatsapp: createOutboxWhatsApp(outbox),
    log: { warn: () => {} },
  };
  console.info(
    `\n${url ? 'PostgreSQL' : 'PGlite'}: ${total} listings (${fresh} in the last hour), ${searchCount} saved searches`,
  );
  for (const label of ['first run (sends the day’s alerts)', 'second run (nothing left to send)']) {
    const started = performance.now();
    const result = await sendSavedSearchAlerts({ ...deps, now: new Date() });
    const ms = performance.now() - started;
    console.info(
      `${label}: ${(ms / 1000).toFixed(2)} s, ${(ms / searchCount).toFixed(3)} ms per saved search; ` +
        `checked ${result.checked}, queries ${result.queried}, alerts ${result.sent}, messages ${outbox.messages.length}`,
    );
  }
  await database.close();
};

await main();
