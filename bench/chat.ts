// `npm run bench:chat -- [--connections 1000] [--rate 100] [--duration 10] [--redis]`
//
// The live channel of conversations (docs/product/conversations.md#live) on one production
// server process over PostgreSQL: how much memory each open channel costs (the process's
// resident memory before and after --connections Server-Sent Events channels, held by 200
// people in several tabs each), and how long a message takes from its POST to the open
// channel of the person it is for, at --rate messages a second for --duration seconds. Every
// open tab of both people is timed, not only the first; a message the server refuses (the
// conversation's pace, a busy server) is counted as refused with its status, and an accepted
// message a tab never hears counts as a lost hearing.
// With --redis the fan-out goes through Redis pub/sub (REDIS_URL, else 127.0.0.1:6379), as
// it does across several processes. Nothing here is answered from a cache: every message is
// a write and every event is pushed.
//
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// the benchmark makes a database of its own there and drops it afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { listings, users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/http/session.ts';
import { CONVERSATION_API } from '../src/shared/api-conversations.ts';
import { runAdminStatement, startServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    redis: { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Number(args.connections);
const RATE = Number(args.rate);
const DURATION = Number(args.duration);
const PEOPLE = 200;
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = (statement: string) => runAdminStatement(adminUrl, statement);

const residentKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** 100 posters with a listing each, 100 seekers: the i-th seeker writes about the i-th listing. */
const preparePeople = async (databaseUrl: string) => {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: 2 });
  const now = new Date();
  const made = await database.db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        fullName: `Chat Bench ${i}`,
        email: `chat-${i}-${randomBytes(3).toString('hex')}@example.in`,
      })),
    )
    .returning({ id: users.id });
  const cookies = await Promise.all(
    made.map(async ({ id }) => `thikana_session=${await createSession(database.db, { userId: id, now })}`),
  );
  const posters = made.slice(0, PEOPLE / 2);
  const homes = await database.db
    .insert(listings)
    .values(
      posters.map(({ id }, i) => ({
        userId: id,
        listedBy: 'Owner' as const,
        propertyType: 'APARTMENT' as const,
        fullName: `Chat Bench ${i}`,
        mobileNo: '9876543210',
        email: 'poster@example.in',
        city: 'Pune',
        locality: 'Baner',
        rent: 20_000,
        configuration: '_1BHK' as const,
        tenantType: 'NO_PREFERENCE' as const,
        furnishingStatus: 'SEMI_FURNISHED' as const,
        availableFrom: '2026-12-01',
        title: `1BHK Apartment in Baner ${i}`,
      })),
    )
    .returning({ id: listings.id });
  await database.close();
  return { cookies, homes: homes.map((h) => h.id) };
};

type Channel = { request: http.ClientRequest };

/** Opens one live channel; `onEvent` hears each event's data. */
const openChannel = (
  base: string,
  cookie: string,
  onEvent: (data: string, at: number) => void,
  onClose: () => void,
) =>
  new Promise<Channel>((resolve, reject) => {
    const request = http.get(
      `${base}${CONVERSATION_API.live}`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`live channel: ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        // The server ends a tab's channel when the same account opens one too many (its oldest).
        res.on('close', onClose);
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (data) onEvent(data, at);
          }
        });
        resolve({ request });
      },
    );
    request.on('error', reject);
  });

const post = async (base: string, path: string, cookie: string, body: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

/** Sends a message and gives the status it was answered with (0 when no answer came). */
const send = async (base: string, path: string, cookie: string, body: unknown) => {
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
};

const main = async () => {
  const name = `thikana_chat_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(`create database "${name}"`);
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  console.info(
    `bench:chat, ${CONNECTIONS} channels, ${RATE} messages/s for ${DURATION} s, fan-out ${args.redis ? 'through Redis' : 'in process'}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const server = await startServer({
    DATABASE_URL: url.toString(),
    // Every channel comes from this one machine: the cap per address (meant for one household or
    // office) is raised to the benchmark's count, the cap per account (5 tabs) is kept.
    LIVE_STREAMS_PER_ADDRESS: String(Math.max(50, CONNECTIONS)),
    ...(args.redis ? { REDIS_URL: redisUrl } : {}),
  });
  const channels: Channel[] = [];
  let stopping = false;
  try {
    const { cookies, homes } = await preparePeople(url.toString());
    const posters = cookies.slice(0, PEOPLE / 2);
    const seekers = cookies.slice(PEOPLE / 2);
    // Each seeker starts the conversation about "their" listing.
    const conversations: number[] = [];
    for (const [i, cookie] of seekers.entries()) {
      const started = (await post(server.base, CONVERSATION_API.list, cookie, {
        listing_id: homes[i],
        text: 'Is it still available?',
      })) as { conversation: { id: number } };
      conversations.push(started.conversation.id);
    }

    // Warm the process, then measure its memory before and after the channels open.
    await new Promise((r) => setTimeout(r, 1_000));
    const before = residentKb(server.pid);
    // Every open tab of the poster and of the seeker who wrote hears a message; each hearing is
    // timed, and a tab that never hears an accepted message counts as a lost delivery.
    const tabsOf = new Map<string, number>();
    let closedByServer = 0;
    const sent = new Map<string, { t0: number; accepted: boolean; heard: number }>();
    const delays: number[] = [];
    const onEvent = (data: string, at: number) => {
      const tag = /#(\w+)/.exec(data)?.[1];
      const message = tag ? sent.get(tag) : undefined;
      if (!message) return;
      message.heard += 1;
      delays.push(at - message.t0);
    };
    // Posters hold most tabs; seekers the rest: every message is for a poster.
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const cookie = i % 5 === 4 ? seekers[i % seekers.length]! : posters[i % posters.length]!;
      tabsOf.set(cookie, (tabsOf.get(cookie) ?? 0) + 1);
      const closed = () => {
        if (stopping) return;
        tabsOf.set(cookie, tabsOf.get(cookie)! - 1);
        closedByServer += 1;
      };
      channels.push(await openChannel(server.base, cookie, onEvent, closed));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    const after = residentKb(server.pid);

    // Messages at RATE a second, each from a seeker to the poster of their conversation.
    const answers: number[] = [];
    const refused = new Map<string, number>();
    let expectedHearings = 0;
    const total = RATE * DURATION;
    const sends: Promise<void>[] = [];
    const start = performance.now();
    for (let n = 0; n < total; n += 1) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const i = n % conversations.length;
      const tag = `m${n}`;
      const t0 = performance.now();
      const message = { t0, accepted: false, heard: 0 };
      sent.set(tag, message);
      const tabs = (tabsOf.get(posters[i]!) ?? 0) + (tabsOf.get(seekers[i]!) ?? 0);
      sends.push(
        send(server.base, CONVERSATION_API.messages.replace(':id', String(conversations[i])), seekers[i]!, {
          text: `Can I see it at ${n % 12} pm? #${tag}`,
        }).then((status) => {
          answers.push(performance.now() - t0);
          if (status >= 200 && status < 300) {
            message.accepted = true;
            expectedHearings += tabs;
          } else {
            const why = status === 0 ? 'no answer' : String(status);
            refused.set(why, (refused.get(why) ?? 0) + 1);
          }
        }),
      );
    }
    await Promise.all(sends);
    await new Promise((r) => setTimeout(r, 2_000));
    const elapsed = (performance.now() - start) / 1000;
    delays.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const accepted = [...sent.values()].filter((m) => m.accepted).length;
    const heard = [...sent.values()].reduce((sum, m) => sum + (m.accepted ? m.heard : 0), 0);
    const refusedCount = total - accepted;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
    const rows = {
      'channels opened': { value: CONNECTIONS },
      'closed by the server': {
        value: `${closedByServer} (an account's tabs past its cap close its oldest)`,
      },
      'resident memory before': { value: `${(before / 1024).toFixed(1)} MB` },
      'resident memory after': { value: `${(after / 1024).toFixed(1)} MB` },
      'memory per open channel': {
        value: `${((after - before) / Math.max(1, CONNECTIONS - closedByServer)).toFixed(1)} KB`,
      },
      'messages sent': { value: `${total} in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s)` },
      'messages accepted': { value: `${accepted} (${pct(accepted, total)})` },
      'messages refused': {
        value: `${refusedCount} (${pct(refusedCount, total)})${refused.size ? `: ${[...refused].map(([why, n]) => `${n} × ${why}`).join(', ')}` : ''}`,
      },
      'tabs that should hear them': { value: expectedHearings },
      'tabs that heard them': { value: `${heard} (${pct(heard, expectedHearings)})` },
      'hearings lost': {
        value: `${expectedHearings - heard} (${pct(expectedHearings - heard, expectedHearings)})`,
      },
      'delivery p50 (POST to each tab)': { value: ms(percentile(delays, 50)) },
      'delivery p95': { value: ms(percentile(delays, 95)) },
      'delivery p99': { value: ms(percentile(delays, 99)) },
      'answer p50 (refused included)': { value: ms(percentile(answers, 50)) },
      'answer p95 (refused included)': { value: ms(percentile(answers, 95)) },
    };
    for (const [figure, { value }] of Object.entries(rows)) console.info(`${figure.padEnd(30)} ${value}`);
  } finally {
    stopping = true;
    for (const channel of channels) channel.request.destroy();
    await server.stop();
    await admin(`drop database if exists "${name}" with (force)`);
  }
};

await main();
