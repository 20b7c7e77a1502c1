// The live channel over real HTTP: a poster's open stream hears a seeker's message the moment
// it is saved, each side as they may read it; a stream is refused without a login or without
// asking for events; closing the server ends every stream, so a restart drains.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_API } from '../../shared/api-conversations.ts';
import type { LiveEvent } from '../../shared/schemas/conversation.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { insertTestListing } from '../../test/listing-fixture.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
// Every request says `connection: close`: a kept-alive connection of this process's fetch would
// hold the server's close for a minute.
afterAll(() => t.close());

/** Opens `cookie`'s live channel and collects its events until `close`. */
const openChannel = async (cookie: string) => {
  const abort = new AbortController();
  const res = await fetch(`${base}${CONVERSATION_API.live}`, {
    headers: { cookie, accept: 'text/event-stream', connection: 'close' },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // Aborted.
    }
  })();
  const next = async (count: number) => {
    while (events.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return events.slice(0, count);
  };
  return { events, next, close: () => abort.abort() };
};

describe('the live channel', () => {
  it('brings a seeker’s message to the poster’s open page, and the poster’s answer back hidden', async () => {
    const poster = await createTestUser(t);
    const seeker = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const posterChannel = await openChannel(poster.cookie);
    const seekerChannel = await openChannel(seeker.cookie);
    const started = await t.app.inject({
      method: 'POST',
      url: CONVERSATION_API.list,
      headers: { cookie: seeker.cookie },
      payload: { listing_id: listing.id, text: 'Is it still available?' },
    });
    const id = started.json().conversation.id as number;
    const [heard] = await posterChannel.next(1);
    expect(heard).toMatchObject({
      type: 'message',
      conversation_id: id,
      message: { text: 'Is it still available?', from_me: false },
    });
    await t.app.inject({
      method: 'POST',
      url: CONVERSATION_API.messages.replace(':id', String(id)),
      headers: { cookie: poster.cookie },
      payload: { text: 'Yes, call 9876543210' },
    });
    const seekerHeard = await seekerChannel.next(2);
    expect(seekerHeard[1]).toMatchObject({
      type: 'message',
      message: { text: 'Yes, call •••', hidden: ['phone'], from_me: false },
    });
    await t.app.inject({
      method: 'POST',
      url: CONVERSATION_API.read.replace(':id', String(id)),
      headers: { cookie: seeker.cookie },
    });
    expect((await seekerChannel.next(3))[2]).toEqual({ type: 'read', conversation_id: id, unread: 0 });
    posterChannel.close();
    seekerChannel.close();
  });

  it('is refused to a visitor, and to a request that does not ask for events', async () => {
    const visitor = await fetch(`${base}${CONVERSATION_API.live}`, {
      headers: { accept: 'text/event-stream', connection: 'close' },
    });
    expect([visitor.status, (await visitor.json()).message]).toEqual([401, 'Please Login First']);
    const { cookie } = await createTestUser(t);
    const plain = await fetch(`${base}${CONVERSATION_API.live}`, {
      headers: { cookie, connection: 'close' },
    });
    expect([plain.status, (await plain.json()).message]).toEqual([
      406,
      'This is a live channel: ask for text/event-stream',
    ]);
  });

  it('counts its open channels and forgets a closed one', async () => {
    const { cookie } = await createTestUser(t);
    const before = t.deps.live.connections();
    const channel = await openChannel(cookie);
    expect(t.deps.live.connections()).toBe(before + 1);
    channel.close();
    for (let i = 0; i < 50 && t.deps.live.connections() > before; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(t.deps.live.connections()).toBe(before);
  });
});
