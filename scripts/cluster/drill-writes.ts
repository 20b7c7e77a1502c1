// The drill's writer: people doing what changes the database (posting a listing with a
// photo, sending a message, buying a pass) through the load balancer, each acknowledged
// write remembered by its id, so that after a failure every one of them can be looked for.
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/http/session.ts';
import { API } from '../../src/shared/api.ts';
import { CONVERSATION_API } from '../../src/shared/api-conversations.ts';
import { makePhoto, validForm } from '../../src/test/listing-kit.ts';

export type Acknowledged = {
  listings: number[];
  messages: number[];
  payments: string[];
  /** Writes answered otherwise, by what was written and the status ('listing 503'). */
  refused: Record<string, number>;
};
export type Writer = { stop: () => Promise<Acknowledged> };
type Person = { cookie: string; conversation: number };

/** People made once in the database and given sessions, as a login would. */
const sessionsFor = async (databaseUrl: string, prefix: string, count: number) => {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 2 });
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.in`);
  const have = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const missing = emails.filter((e) => !have.some((u) => u.email === e));
  if (missing.length > 0) {
    const made = await database.db
      .insert(users)
      .values(missing.map((email, i) => ({ fullName: `Drill Person ${i}`, email })))
      .returning({ id: users.id, email: users.email });
    have.push(...made);
  }
  const cookies: string[] = [];
  for (const user of have)
    cookies.push(`thikana_session=${await createSession(database.db, { userId: user.id, now: new Date() })}`);
  await database.close();
  return cookies;
};

let unanswered = 0;
const call = async (base: string, path: string, cookie: string, body: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: base,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch((error: Error) => error);
  if (res instanceof Error) {
    unanswered += 1;
    if (unanswered <= 3) console.info(`  no answer to ${path}: ${res.name}: ${res.message}`);
    return { status: 0, body: {} as Record<string, unknown> };
  }
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
};

export const prepareWriters = async (base: string, databaseUrl: string) => {
  const posters = await sessionsFor(databaseUrl, 'drill-poster', 4);
  // A pass may be bought twice in 90 days: enough buyers for every row of the drill, new ones
  // for each drill.
  const buyers = await sessionsFor(databaseUrl, `drill-buyer-${Date.now().toString(36)}`, 400);
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 1 });
  const ids = await queryRows<{ id: number }>(
    database.db,
    sql`select id from listings where status = 'live' order by id limit 50`,
  );
  await database.close();
  const people: Person[] = [];
  for (const [i, cookie] of posters.entries()) {
    const started = await call(base, CONVERSATION_API.list, cookie, {
      listing_id: ids[i % ids.length]!.id,
      text: `Is this home still available? (drill ${i})`,
    });
    const conversation = (started.body.conversation as { id?: number } | undefined)?.id;
    if (conversation) people.push({ cookie, conversation });
  }
  if (people.length === 0) throw new Error('No person of the drill could start a conversation');
  return { people, buyers, photo: await makePhoto({ width: 320, height: 240, format: 'jpeg' }) };
};

type Prepared = Awaited<ReturnType<typeof prepareWriters>>;

/** A pass bought as the checkout does: its payment id once credited, or the status that refused it. */
const buyPass = async (base: string, cookie: string): Promise<string | number> => {
  const order = await call(base, API.payments.createOrder, cookie, { confirm_age_18: true });
  if (order.status !== 200) return order.status;
  const paid = await call(base, API.payments.testCheckout, cookie, {
    order_id: order.body.order_id,
    outcome: 'success',
  });
  if (paid.status !== 200) return paid.status;
  const credited = await call(base, API.payments.setRazorpayTransaction, cookie, {
    transaction_id: paid.body.razorpay_payment_id,
    razorpay_order_id: paid.body.razorpay_order_id,
    razorpay_signature: paid.body.razorpay_signature,
  });
  return credited.status === 200 ? String(paid.body.razorpay_payment_id) : credited.status;
};

/** Two writers in a loop until stopped: a message each turn, a listing every 4th, a pass every 8th. */
export const startWriters = (base: string, prepared: Prepared): Writer => {
  const acknowledged: Acknowledged = { listings: [], messages: [], payments: [], refused: {} };
  const refuse = (what: string, status: number) => {
    const key = `${what} ${status || 'no answer'}`;
    acknowledged.refused[key] = (acknowledged.refused[key] ?? 0) + 1;
  };
  let running = true;
  let turn = 0;
  const loop = async (w: number) => {
    while (running) {
      turn += 1;
      const person = prepared.people[(turn + w) % prepared.people.length]!;
      const said = await call(
        base,
        CONVERSATION_API.messages.replace(':id', String(person.conversation)),
        person.cookie,
        {
          text: `Can I visit on Sunday? (drill ${turn})`,
        },
      );
      const message = (said.body.message as { id?: number } | undefined)?.id;
      if (said.status === 200 && message) acknowledged.messages.push(message);
      else refuse('message', said.status);
      if (turn % 4 === 0) {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(prepared.photo)], { type: 'image/jpeg' }), 'room.jpg');
        form.append(
          'body',
          JSON.stringify(
            validForm({ city: 'Pune', locality: 'Baner', description: `Drill listing ${turn}` }),
          ),
        );
        const posted = await call(base, API.listing.addListing, person.cookie, form);
        if (posted.status === 200 && typeof posted.body.listed_id === 'number')
          acknowledged.listings.push(posted.body.listed_id);
        else refuse('listing', posted.status);
      }
      const buyer = prepared.buyers.shift();
      if (turn % 8 === 0 && buyer) {
        const payment = await buyPass(base, buyer);
        if (typeof payment === 'string') acknowledged.payments.push(payment);
        else refuse('pass', payment);
      } else if (buyer) prepared.buyers.unshift(buyer);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const loops = [loop(0), loop(1)];
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return acknowledged;
    },
  };
};

/** How many acknowledged writes the primary does not hold, and listings saved without their photo. */
export const lostWrites = async (databaseUrl: string, acknowledged: Acknowledged) => {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 1 });
  const count = async (table: string, column: string, values: (number | string)[]) =>
    values.length === 0
      ? 0
      : (
          await queryRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} in (${sql.join(
              values.map((v) => sql`${v}`),
              sql`, `,
            )})`,
          )
        )[0]!.n;
  const lost =
    acknowledged.listings.length -
    (await count('listings', 'id', acknowledged.listings)) +
    acknowledged.messages.length -
    (await count('messages', 'id', acknowledged.messages)) +
    acknowledged.payments.length -
    (await count('payments', 'gateway_payment_id', acknowledged.payments));
  const halfSaved = (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from listings l where l.description like 'Drill listing %'
          and not exists (select 1 from listing_images i where i.listing_id = l.id)`,
    )
  )[0]!.n;
  await database.close();
  return { lost, halfSaved };
};
