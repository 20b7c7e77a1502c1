// A conversation knows its home (docs/decisions/0142-a-conversation-knows-its-home.md), on a real
// migrated database through the real app: once the home is deleted, rented out or paused, both
// sides read so in the conversation and the inbox, and a message is refused with 409 naming why,
// but for the two arranging a visit they booked, until it is over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { CONVERSATION_API, VIEWING_API } from '../../../shared/api-conversations.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createTestUser>>;

const person = (fields: Parameters<typeof createTestUser>[1] = {}) => createTestUser(t, fields);
const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const one = (path: string, id: number) => path.replace(':id', String(id));
const send = (who: Person, id: number, text: string) =>
  call(who, 'POST', one(CONVERSATION_API.messages, id), { text });
const conversationOf = async (who: Person, id: number) =>
  (await call(who, 'GET', one(CONVERSATION_API.messages, id))).json().conversation;
const inboxRowOf = async (who: Person, id: number) =>
  (await call(who, 'GET', CONVERSATION_API.list)).json().data.find((c: { id: number }) => c.id === id);

/** A poster's listing and a tenant's conversation about it. */
const aConversation = async () => {
  const poster = await person({ fullName: 'Ravi Shetty' });
  const listing = await insertTestListing(t, poster.user.id);
  const tenant = await person({ fullName: 'Meera Iyer' });
  const res = await call(tenant, 'POST', CONVERSATION_API.list, {
    listing_id: listing.id,
    text: 'Is it still available?',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { poster, listing, tenant, id: res.json().conversation.id as number };
};

const refusal = async (who: Person, id: number) => {
  const res = await send(who, id, 'Hello?');
  return { status: res.statusCode, message: res.json().message as string };
};

describe('a conversation about a home that is no longer live', () => {
  it('says a live home is live, and takes messages both ways', async () => {
    const { poster, tenant, id } = await aConversation();
    expect(await conversationOf(tenant, id)).toMatchObject({
      listing: { status: 'live' },
      visit_booked: false,
    });
    expect((await send(poster, id, 'Yes, it is')).statusCode).toBe(200);
  });

  it('says the home was removed once its poster deletes it, in the conversation and the inbox, and refuses messages with 409', async () => {
    const { poster, listing, tenant, id } = await aConversation();
    const deleted = await call(poster, 'POST', API.listing.deleteListing, { id: listing.id });
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const who of [tenant, poster]) {
      expect(await conversationOf(who, id)).toMatchObject({
        listing: { id: listing.id, title: listing.title, status: 'removed' },
      });
      expect(await inboxRowOf(who, id)).toMatchObject({ listing: { status: 'removed' } });
      expect(await refusal(who, id)).toEqual({
        status: 409,
        message: 'This home has been removed from Thikana, so this conversation is closed.',
      });
    }
    const page = (await call(tenant, 'GET', one(CONVERSATION_API.messages, id))).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual(['Is it still available?']);
  });

  it('says the home is rented out, and refuses messages with 409', async () => {
    const { poster, listing, tenant, id } = await aConversation();
    const rented = await call(poster, 'POST', API.listing.markRented, { id: listing.id });
    expect(rented.statusCode, rented.body).toBe(200);
    expect(await inboxRowOf(tenant, id)).toMatchObject({ listing: { status: 'rented' } });
    expect(await refusal(tenant, id)).toEqual({
      status: 409,
      message: 'This home has been rented out, so this conversation is closed.',
    });
    expect((await refusal(poster, id)).status).toBe(409);
  });

  it('says the home is paused, refuses messages until it is live again, then takes them', async () => {
    const { poster, listing, tenant, id } = await aConversation();
    const admin = await person({ isAdmin: true });
    const paused = await call(admin, 'POST', ADMIN_API.moderate, {
      listing_id: listing.id,
      action: 'pause',
      note: '',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await conversationOf(poster, id)).toMatchObject({ listing: { status: 'paused' } });
    expect(await refusal(tenant, id)).toEqual({
      status: 409,
      message: 'This home is paused, so this conversation is closed until the home is live again.',
    });

    const back = await call(admin, 'POST', API.listing.confirmListing, { id: listing.id });
    expect(back.statusCode, back.body).toBe(200);
    expect(await conversationOf(tenant, id)).toMatchObject({ listing: { status: 'live' } });
    expect((await send(tenant, id, 'Great, is Sunday fine?')).statusCode).toBe(200);
  });
});

describe('a booked visit keeps the two talking', () => {
  it('lets both sides arrange a booked visit after the home is rented out or removed, until the visit is over', async () => {
    const { poster, listing, tenant, id } = await aConversation();
    const hours = await call(poster, 'PUT', VIEWING_API.hours, {
      listing_id: listing.id,
      hours: [0, 6].map((weekday) => ({ weekday, from: '10:00', to: '13:00' })),
      slot_minutes: 30,
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const slots = (await call(tenant, 'GET', `${VIEWING_API.slots}?listing_id=${listing.id}`)).json().slots;
    const booked = await call(tenant, 'POST', VIEWING_API.list, {
      listing_id: listing.id,
      starts_at: slots[0].starts_at,
      note: '',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const viewing = booked.json().viewing;

    expect((await call(poster, 'POST', API.listing.markRented, { id: listing.id })).statusCode).toBe(200);
    expect(await conversationOf(tenant, id)).toMatchObject({
      listing: { status: 'rented' },
      visit_booked: true,
    });
    expect((await send(tenant, id, 'I am at the gate')).statusCode).toBe(200);
    expect((await call(poster, 'POST', API.listing.deleteListing, { id: listing.id })).statusCode).toBe(200);
    expect(await conversationOf(poster, id)).toMatchObject({
      listing: { status: 'removed' },
      visit_booked: true,
    });
    expect((await send(poster, id, 'Come to the back door')).statusCode).toBe(200);

    t.clock.set(new Date(new Date(viewing.ends_at).getTime() + 60_000));
    expect(await conversationOf(poster, id)).toMatchObject({
      listing: { status: 'removed' },
      visit_booked: false,
    });
    expect((await refusal(poster, id)).status).toBe(409);
  });
});
