// Who may call what, as one table: every route the app registers under /api, for a
// visitor, a user, the owner of the object the call names, a pass holder and an
// admin, with the exact status each gets. The route list is read from the app
// itself, so a route added without a row here fails this test.

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { ADMIN_API } from '../../shared/api-admin.ts';
import {
  CONVERSATION_API,
  PUSH_API,
  VIEWING_API,
  VIEWING_REQUEST_API,
} from '../../shared/api-conversations.ts';
import { AGREEMENT_API, DEAL_API } from '../../shared/api-deals.ts';
import { HANDOVER_API } from '../../shared/api-handover.ts';
import { COUNT_VIEW_PATH, RENT_API } from '../../shared/api-rents.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { freshIdentity, lastOutboxCode } from '../../test/auth-support.ts';
import { insertTestListing } from '../../test/listing-fixture.ts';
import { makePhoto, validForm } from '../../test/listing-kit.ts';
import { isTestGateway } from '../adapters/test-gateway.ts';
import { blogs, paymentExceptions } from '../db/schema.ts';
import { unsubscribeToken } from '../features/alerts/unsubscribe-token.ts';
import { hashPassword } from '../features/passwords/passwords.ts';
import { issueFreshnessToken } from '../features/trust/freshness-token.ts';
import { issueRequestToken } from '../features/viewings/request-token.ts';

const ROLES = ['visitor', 'user', 'owner', 'passHolder', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Actor = { role: Role; cookie: string | null; id: number | null; email: string | null };
type TestUser = Awaited<ReturnType<typeof createTestUser>>;

/** What one cell works on: a poster (the owner) and their listing, made fresh per cell. */
type World = { owner: TestUser; listingId: number; ip: string };

const DAY = 24 * 3600 * 1000;
const PASSWORD = 'matrix-garden-42';

let t: TestApp;
let cellSeq = 0;

/**
 * Every admin of this test is made here, so a second factor (or any other step an
 * admin session will need) is added in one place.
 */
const makeAdmin = (app: TestApp) => createTestUser(app, { isAdmin: true });

const actorFor = async (role: Role, world: World): Promise<Actor> => {
  const made =
    role === 'visitor'
      ? null
      : role === 'owner'
        ? world.owner
        : role === 'admin'
          ? await makeAdmin(t)
          : await createTestUser(
              t,
              role === 'passHolder' ? { subscriptionUpto: new Date(t.clock.now().getTime() + DAY) } : {},
            );
  return { role, cookie: made?.cookie ?? null, id: made?.user.id ?? null, email: made?.user.email ?? null };
};

const makeWorld = async (): Promise<World> => {
  cellSeq += 1;
  const owner = await createTestUser(t, { passwordHash: await hashPassword(PASSWORD) });
  const listing = await insertTestListing(t, owner.user.id);
  return { owner, listingId: listing.id, ip: `10.9.${Math.floor(cellSeq / 250)}.${cellSeq % 250}` };
};

const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
});

const multipart = async (fields: Record<string, string>, files: Record<string, Buffer[]>) => {
  const form = new FormData();
  for (const [name, list] of Object.entries(files))
    for (const [i, data] of list.entries())
      form.append(name, new Blob([new Uint8Array(data)], { type: 'image/png' }), `photo-${i}.png`);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** A request the owner makes first, as the setup of a cell. */
const asOwner = (world: World, options: InjectOptions) =>
  t.app.inject({
    ...options,
    headers: { cookie: world.owner.cookie, 'sec-fetch-site': 'same-origin', ...options.headers },
    remoteAddress: world.ip,
  });

/** An order the owner paid through the test checkout. */
const ownerPayment = async (world: World) => {
  const order = (
    await asOwner(world, json('POST', API.payments.createOrder, { confirm_age_18: true }))
  ).json();
  const paid = (
    await asOwner(
      world,
      json('POST', API.payments.testCheckout, { order_id: order.order_id, outcome: 'success' }),
    )
  ).json();
  return { orderId: order.order_id as string, paid };
};

/** The owner paid the wrong amount: a payment exception an admin may refund. */
const ownerPaymentException = async (world: World) => {
  const order = (
    await asOwner(world, json('POST', API.payments.createOrder, { confirm_age_18: true }))
  ).json();
  const gateway = t.deps.gateway;
  if (!isTestGateway(gateway)) throw new Error('expected the test gateway');
  const paid = (await gateway.completePayment(order.order_id, 'captured', { amountPaise: 100 }))!;
  await asOwner(
    world,
    json('POST', API.payments.setRazorpayTransaction, {
      transaction_id: paid.paymentId,
      razorpay_order_id: order.order_id,
      razorpay_signature: paid.signature,
    }),
  );
  const [row] = await t.deps.database.db
    .select()
    .from(paymentExceptions)
    .where(eq(paymentExceptions.gatewayPaymentId, paid.paymentId));
  return row!.id;
};

const ownersBlog = async (world: World) => {
  const admin = await makeAdmin(t);
  const title = `Matrix post ${cellSeq}`;
  await t.app.inject({
    ...json('POST', API.blog.addBlog, { title, summary: 'About renting' }),
    headers: { cookie: admin.cookie },
  });
  const [row] = await t.deps.database.db
    .update(blogs)
    .set({ userId: world.owner.user.id })
    .where(eq(blogs.title, title))
    .returning();
  return row!;
};

const aService = async () => {
  const admin = await makeAdmin(t);
  const body = JSON.stringify({
    service_name: `Movers ${cellSeq}`,
    url: 'https://movers.example.in',
    contact: '9876543210',
    location: 'Mumbai',
  });
  await t.app.inject({
    method: 'POST',
    url: ADMIN_API.addService,
    headers: { cookie: admin.cookie },
    payload: await multipart({ body }, { file: [await makePhoto()] }),
  });
  const services = (await t.app.inject(`${API.services.getServices}?location=Mumbai`)).json().services;
  return services.at(-1).id as number;
};

const ownersSavedSearch = async (world: World) =>
  (
    await asOwner(
      world,
      json('POST', API.savedSearch.list, { name: 'Homes in Pune', query: { city: 'Pune' } }),
    )
  ).json().data.id as number;

/** A conversation a tenant started about the owner's listing: the owner is its poster. */
const ownersConversation = async (world: World) => {
  const tenant = await createTestUser(t);
  const started = await t.app.inject({
    ...json('POST', CONVERSATION_API.list, { listing_id: world.listingId, text: 'Is it still available?' }),
    headers: { cookie: tenant.cookie },
  });
  return started.json().conversation.id as number;
};
const inOwnersConversation = (path: string, payload?: unknown) => async (_a: Actor, w: World) =>
  json(
    path === CONVERSATION_API.messages && !payload ? 'GET' : 'POST',
    path.replace(':id', String(await ownersConversation(w))),
    payload,
  );

/** The owner opens visiting hours on their listing every day, 10:00 to 13:00, 3 people at a time. */
const ownersHours = (listingId: number | 'all') => ({
  listing_id: listingId,
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '10:00', to: '13:00' })),
  slot_minutes: 30,
  per_slot: 3,
  note: 'Blue gate after the temple',
});
const ownersSlots = async (world: World) => {
  await asOwner(world, json('PUT', VIEWING_API.hours, ownersHours(world.listingId)));
  const slots = await t.app.inject(json('GET', `${VIEWING_API.slots}?listing_id=${world.listingId}`));
  return slots.json().slots.map((slot: { starts_at: string }) => slot.starts_at) as string[];
};
/** A visit a tenant booked to the owner's listing: the owner is its poster. */
const ownersViewing = async (world: World) => {
  const [first] = await ownersSlots(world);
  const tenant = await createTestUser(t);
  const booked = await t.app.inject({
    ...json('POST', VIEWING_API.list, { listing_id: world.listingId, starts_at: first }),
    headers: { cookie: tenant.cookie, 'sec-fetch-site': 'same-origin' },
  });
  return booked.json().viewing.id as number;
};
const onOwnersViewing =
  (path: string, method: 'GET' | 'POST', payload?: (slots: string[]) => unknown) =>
  async (_a: Actor, w: World) => {
    const id = await ownersViewing(w);
    const slots = await ownersSlots(w);
    return json(method, path.replace(':id', String(id)), payload?.(slots));
  };

/** Terms the owner offers their home on. */
const DEAL_TERMS = { rent: 25_000, deposit: 50_000, move_in: '2027-01-01' };
/**
 * A deal on the owner's home with a tenant who wrote to them: offered, countered by the tenant
 * (the owner's turn to answer) or accepted by the tenant (the agreement is drawn).
 */
const ownersDeal = async (world: World, stage: 'offered' | 'countered' | 'accepted') => {
  const tenant = await createTestUser(t);
  const started = await t.app.inject({
    ...json('POST', CONVERSATION_API.list, { listing_id: world.listingId, text: 'Is it still available?' }),
    headers: { cookie: tenant.cookie },
  });
  const offered = await asOwner(
    world,
    json('POST', DEAL_API.list, { conversation_id: started.json().conversation.id, ...DEAL_TERMS }),
  );
  const id = offered.json().deal.id as number;
  if (stage !== 'offered') {
    const path = (stage === 'countered' ? DEAL_API.counter : DEAL_API.accept).replace(':id', String(id));
    const payload = stage === 'countered' ? { ...DEAL_TERMS, deposit: 40_000 } : undefined;
    await t.app.inject({ ...json('POST', path, payload), headers: { cookie: tenant.cookie } });
  }
  return id;
};
const onOwnersDeal =
  (
    path: string,
    stage: 'offered' | 'countered' | 'accepted',
    method: 'GET' | 'POST' = 'POST',
    payload?: unknown,
  ) =>
  async (_a: Actor, w: World) =>
    json(method, path.replace(':id', String(await ownersDeal(w, stage))), payload);

/** A handover path of the move-in report, its entry 999999 (none). */
const moveIn = (path: string) => path.replace(':kind', 'move_in').replace(':entry', '999999');
/** Times a tenant proposes to the owner's listing, which has no hours: tomorrow and the day after. */
const askTimes = () =>
  [26, 50].map((hours) => new Date(t.clock.now().getTime() + hours * 3600_000).toISOString());
/** A visit a tenant asked of the owner's listing: its id, a time asked and the owner's one-tap token. */
const ownersRequest = async (world: World) => {
  const tenant = await createTestUser(t);
  const asked = await t.app.inject({
    ...json('POST', VIEWING_REQUEST_API.list, { listing_id: world.listingId, times: askTimes() }),
    headers: { cookie: tenant.cookie, 'sec-fetch-site': 'same-origin' },
  });
  const { id, times, answer_by } = asked.json().request as { id: number; times: string[]; answer_by: string };
  const token = issueRequestToken(t.deps.config.appSecret, { requestId: id, expiresAt: new Date(answer_by) });
  return { id, time: times[0]!, token };
};
const onOwnersRequest =
  (path: string, payload?: (time: string) => unknown) => async (_a: Actor, w: World) => {
    const { id, time } = await ownersRequest(w);
    return json('POST', path.replace(':id', String(id)), payload?.(time));
  };

/** A WhatsApp code for the owner's number, which the owner only claims: the token of the choice. */
const ownersNumberChoice = async (world: World) => {
  const mobile = world.owner.user.mobileNo!;
  const send = json('POST', ACCOUNT_API.loginOtp, { mobile_no: mobile });
  await t.app.inject({ ...send, remoteAddress: world.ip });
  const otp = lastOutboxCode(t, `91${mobile}`);
  const verify = json('POST', ACCOUNT_API.loginVerify, { mobile_no: mobile, otp });
  return (await t.app.inject({ ...verify, remoteAddress: world.ip })).json().choice.token as string;
};

type Expect = Record<Role, number>;
const all = (status: number): Expect => ({
  visitor: status,
  user: status,
  owner: status,
  passHolder: status,
  admin: status,
});
const loggedIn = (status = 200): Expect => ({ ...all(status), visitor: 401 });
const ownerOrAdmin = (denied = 403): Expect => ({
  visitor: 401,
  user: denied,
  owner: 200,
  passHolder: denied,
  admin: 200,
});
const ownerOnly = (denied: number): Expect => ({
  visitor: 401,
  user: denied,
  owner: 200,
  passHolder: denied,
  admin: denied,
});
const adminOnly: Expect = { visitor: 401, user: 403, owner: 403, passHolder: 403, admin: 200 };

type Entry = {
  expect: Expect;
  request: (actor: Actor, world: World) => Promise<InjectOptions> | InjectOptions;
};

const MATRIX: Record<string, Entry> = {
  [`GET ${API.health}`]: { expect: all(200), request: () => json('GET', API.health) },
  [`GET ${API.ready}`]: { expect: all(200), request: () => json('GET', API.ready) },

  [`POST ${ACCOUNT_API.login}`]: {
    expect: all(200),
    request: (_a, w) => json('POST', ACCOUNT_API.login, { email: w.owner.user.email, password: PASSWORD }),
  },
  [`POST ${ACCOUNT_API.logout}`]: { expect: all(200), request: () => json('POST', ACCOUNT_API.logout, {}) },
  [`POST ${ACCOUNT_API.loginOtp}`]: {
    expect: all(200),
    request: () => json('POST', ACCOUNT_API.loginOtp, { mobile_no: freshIdentity().mobile }),
  },
  [`POST ${ACCOUNT_API.loginVerify}`]: {
    expect: all(200),
    request: async (_a, w) => {
      const { mobile } = freshIdentity();
      await t.app.inject({
        ...json('POST', ACCOUNT_API.loginOtp, { mobile_no: mobile }),
        remoteAddress: w.ip,
      });
      return json('POST', ACCOUNT_API.loginVerify, {
        mobile_no: mobile,
        otp: lastOutboxCode(t, `91${mobile}`),
        consent: true,
      });
    },
  },
  [`POST ${ACCOUNT_API.forgetPassword}`]: {
    expect: all(200),
    request: (_a, w) => json('POST', ACCOUNT_API.forgetPassword, { email: w.owner.user.email }),
  },
  // A public call: only the code decides, never who asks.
  [`POST ${ACCOUNT_API.resetPassword}`]: {
    expect: all(400),
    request: (_a, w) =>
      json('POST', ACCOUNT_API.resetPassword, {
        email: w.owner.user.email,
        otp: '000000',
        new_password: 'a-new-garden-43',
        confirm_password: 'a-new-garden-43',
      }),
  },
  [`POST ${ACCOUNT_API.register}`]: {
    expect: all(200),
    request: () => {
      const { mobile, email } = freshIdentity();
      return json('POST', ACCOUNT_API.register, {
        full_name: 'Matrix Person',
        email,
        mobile_no: mobile,
        password: PASSWORD,
        consent: true,
        confirm_age_18: true,
      });
    },
  },
  [`POST ${API.user.restore}`]: { expect: all(200), request: () => json('POST', API.user.restore, {}) },
  [`GET ${ACCOUNT_API.getProfile}`]: {
    expect: loggedIn(),
    request: () => json('GET', ACCOUNT_API.getProfile),
  },
  [`GET ${ACCOUNT_API.getUserDetails}`]: {
    expect: ownerOrAdmin(),
    request: (_a, w) => json('GET', `${ACCOUNT_API.getUserDetails}?email=${w.owner.user.email}`),
  },
  [`POST ${ACCOUNT_API.updateUser}`]: {
    expect: loggedIn(),
    request: () => json('POST', ACCOUNT_API.updateUser, { full_name: 'Renamed Person' }),
  },
  [`GET ${ACCOUNT_API.exportData}`]: {
    expect: loggedIn(),
    request: () => json('GET', ACCOUNT_API.exportData),
  },
  [`GET ${ACCOUNT_API.verification}`]: {
    expect: loggedIn(),
    request: () => json('GET', ACCOUNT_API.verification),
  },
  [`POST ${ACCOUNT_API.verifyMobileSend}`]: {
    expect: loggedIn(),
    request: () => json('POST', ACCOUNT_API.verifyMobileSend, {}),
  },
  [`POST ${ACCOUNT_API.verifyMobile}`]: {
    expect: loggedIn(400),
    request: () => json('POST', ACCOUNT_API.verifyMobile, { otp: '000000' }),
  },
  [`POST ${ACCOUNT_API.verifyEmailSend}`]: {
    expect: loggedIn(),
    request: () => json('POST', ACCOUNT_API.verifyEmailSend, {}),
  },
  [`POST ${ACCOUNT_API.verifyEmail}`]: {
    expect: loggedIn(400),
    request: () => json('POST', ACCOUNT_API.verifyEmail, { otp: '000000' }),
  },
  [`POST ${ACCOUNT_API.proofOtp}`]: {
    expect: loggedIn(400),
    request: () => json('POST', ACCOUNT_API.proofOtp, {}),
  },
  [`POST ${ACCOUNT_API.changeEmail}`]: {
    expect: loggedIn(400),
    request: () =>
      json('POST', ACCOUNT_API.changeEmail, { email: `changed${cellSeq}@example.in`, password: PASSWORD }),
  },
  [`POST ${ACCOUNT_API.changeEmailConfirm}`]: {
    expect: loggedIn(400),
    request: () => json('POST', ACCOUNT_API.changeEmailConfirm, { otp: '000000' }),
  },
  [`POST ${ACCOUNT_API.setPassword}`]: {
    expect: all(400),
    request: () =>
      json('POST', ACCOUNT_API.setPassword, { password: 'a-new-garden-44', current_password: PASSWORD }),
  },
  // Public calls: only the token of the pending proof decides, never who asks.
  [`POST ${ACCOUNT_API.accountChoiceSendCode}`]: {
    expect: all(200),
    request: async (_a, w) =>
      json('POST', ACCOUNT_API.accountChoiceSendCode, { token: await ownersNumberChoice(w), account: 1 }),
  },
  [`POST ${ACCOUNT_API.accountChoiceJoin}`]: {
    expect: all(200),
    request: async (_a, w) =>
      json('POST', ACCOUNT_API.accountChoiceJoin, {
        token: await ownersNumberChoice(w),
        account: 1,
        password: PASSWORD,
      }),
  },
  [`POST ${ACCOUNT_API.accountChoiceSeparate}`]: {
    expect: all(200),
    request: async (_a, w) =>
      json('POST', ACCOUNT_API.accountChoiceSeparate, { token: await ownersNumberChoice(w), consent: true }),
  },
  [`GET ${ADMIN_API.factor}`]: { expect: adminOnly, request: () => json('GET', ADMIN_API.factor) },
  [`POST ${ADMIN_API.factorEnrol}`]: {
    expect: { ...adminOnly, admin: 409 },
    request: () => json('POST', ADMIN_API.factorEnrol, {}),
  },
  [`POST ${ADMIN_API.factorConfirm}`]: {
    expect: { ...adminOnly, admin: 409 },
    request: () => json('POST', ADMIN_API.factorConfirm, { code: '000000' }),
  },
  [`POST ${ADMIN_API.factorVerify}`]: {
    expect: { ...adminOnly, admin: 400 },
    request: () => json('POST', ADMIN_API.factorVerify, { code: '000000' }),
  },
  [`POST ${ACCOUNT_API.deleteAccount}`]: {
    expect: loggedIn(),
    request: () => json('POST', ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' }),
  },

  [`POST ${API.listing.imageUpload}`]: {
    expect: loggedIn(),
    request: async () => ({
      method: 'POST',
      url: API.listing.imageUpload,
      payload: await multipart({}, { file: [await makePhoto()] }),
    }),
  },
  [`GET ${API.listing.getListings}`]: {
    expect: all(200),
    request: () => json('GET', `${API.listing.getListings}?location=Mumbai`),
  },
  [`GET ${API.listing.getCategories}`]: {
    expect: all(200),
    request: () => json('GET', API.listing.getCategories),
  },
  [`GET ${API.listing.getCount}`]: {
    expect: all(200),
    request: () => json('GET', `${API.listing.getCount}?location=Mumbai`),
  },
  [`GET ${API.listing.getStats}`]: { expect: all(200), request: () => json('GET', API.listing.getStats) },
  [`POST ${API.listing.addListing}`]: {
    expect: loggedIn(),
    request: async () => ({
      method: 'POST',
      url: API.listing.addListing,
      payload: await multipart({ body: JSON.stringify(validForm()) }, { files: [await makePhoto()] }),
    }),
  },
  [`POST ${API.listing.updateListing}`]: {
    expect: ownerOrAdmin(),
    request: async (_a, w) => ({
      method: 'POST',
      url: API.listing.updateListing,
      payload: await multipart(
        { body: JSON.stringify(validForm({ id: w.listingId } as never)) },
        { files: [await makePhoto()] },
      ),
    }),
  },
  [`POST ${API.listing.deleteListing}`]: {
    expect: ownerOrAdmin(),
    request: (_a, w) => json('POST', API.listing.deleteListing, { id: w.listingId }),
  },
  [`GET ${API.listing.getListingById}`]: {
    expect: all(200),
    request: (_a, w) => json('GET', `${API.listing.getListingById}?id=${w.listingId}`),
  },
  [`POST ${COUNT_VIEW_PATH}`]: {
    expect: all(200),
    request: (_a, w) => json('POST', COUNT_VIEW_PATH, { id: w.listingId }),
  },
  [`GET ${API.listing.getListingByUserId}`]: {
    expect: ownerOrAdmin(),
    request: (_a, w) => json('GET', `${API.listing.getListingByUserId}?user_id=${w.owner.user.id}`),
  },
  [`GET ${API.listing.getPropertyList}`]: {
    expect: all(200),
    request: () => json('GET', `${API.listing.getPropertyList}?location=Mumbai`),
  },
  [`GET ${API.map.settings}`]: { expect: all(200), request: () => json('GET', API.map.settings) },
  [`GET ${API.listing.getSimilarListings}`]: {
    expect: all(200),
    request: (_a, w) => json('GET', `${API.listing.getSimilarListings}?id=${w.listingId}`),
  },
  [`POST ${API.listing.searchProperties}`]: {
    expect: all(200),
    request: () => json('POST', API.listing.searchProperties, { location: 'Mumbai' }),
  },
  [`POST ${API.listing.addToWishlist}`]: {
    expect: loggedIn(),
    request: (_a, w) => json('POST', API.listing.addToWishlist, { listing_id: w.listingId }),
  },
  [`GET ${API.listing.getWishListByUserId}`]: {
    expect: loggedIn(),
    request: () => json('GET', API.listing.getWishListByUserId),
  },
  [`POST ${API.listing.setVisits}`]: {
    expect: loggedIn(),
    request: (_a, w) => json('POST', API.listing.setVisits, { property_id: w.listingId }),
  },
  [`GET ${API.listing.getVisitsByUserId}`]: {
    expect: loggedIn(),
    request: () => json('GET', API.listing.getVisitsByUserId),
  },
  [`GET ${API.listing.getListingContactDetails}`]: {
    expect: { visitor: 401, user: 403, owner: 200, passHolder: 200, admin: 200 },
    request: (_a, w) => json('GET', `${API.listing.getListingContactDetails}?id=${w.listingId}`),
  },
  [`POST ${API.listing.markRented}`]: {
    expect: ownerOrAdmin(),
    request: (_a, w) => json('POST', API.listing.markRented, { id: w.listingId }),
  },
  [`POST ${API.listing.confirmListing}`]: {
    expect: ownerOrAdmin(),
    request: (_a, w) => json('POST', API.listing.confirmListing, { id: w.listingId }),
  },
  // Anyone logged in, except the poster of the listing.
  [`POST ${API.listing.reportListing}`]: {
    expect: { visitor: 401, user: 200, owner: 403, passHolder: 200, admin: 200 },
    request: (_a, w) => json('POST', API.listing.reportListing, { id: w.listingId, reason: 'FAKE_PHOTOS' }),
  },
  // The signed link is the proof, whoever holds it (docs/decisions/0043-freshness-links.md).
  [`GET ${API.listing.freshnessLink}`]: {
    expect: all(200),
    request: (_a, w) => {
      const token = issueFreshnessToken(t.deps.config.appSecret, {
        listingId: w.listingId,
        answer: 'available',
        now: t.clock.now(),
      });
      return json('GET', `${API.listing.freshnessLink}?token=${encodeURIComponent(token)}`);
    },
  },
  [`POST ${API.listing.answerFreshnessLink}`]: {
    expect: all(200),
    request: (_a, w) =>
      json('POST', API.listing.answerFreshnessLink, {
        token: issueFreshnessToken(t.deps.config.appSecret, {
          listingId: w.listingId,
          answer: 'rented',
          now: t.clock.now(),
        }),
      }),
  },
  [`GET ${API.payments.passCredits}`]: {
    expect: loggedIn(),
    request: () => json('GET', API.payments.passCredits),
  },

  [`GET ${CONVERSATION_API.admin}`]: {
    expect: adminOnly,
    request: () => json('GET', CONVERSATION_API.admin),
  },
  [`POST ${CONVERSATION_API.adminResolve}`]: {
    expect: adminOnly,
    request: async (_actor, w) => {
      const id = await ownersConversation(w);
      await asOwner(w, json('POST', CONVERSATION_API.report.replace(':id', String(id)), { reason: 'Spam' }));
      return json('POST', CONVERSATION_API.adminResolve.replace(':id', String(id)));
    },
  },
  [`GET ${ADMIN_API.moderation}`]: { expect: adminOnly, request: () => json('GET', ADMIN_API.moderation) },
  [`POST ${ADMIN_API.moderate}`]: {
    expect: adminOnly,
    request: (_a, w) => json('POST', ADMIN_API.moderate, { listing_id: w.listingId, action: 'dismiss' }),
  },
  [`GET ${ADMIN_API.users}`]: { expect: adminOnly, request: () => json('GET', `${ADMIN_API.users}?q=test`) },
  [`GET ${ADMIN_API.user}`]: {
    expect: adminOnly,
    request: (_a, w) => json('GET', ADMIN_API.user.replace(':id', String(w.owner.user.id))),
  },
  [`POST ${ADMIN_API.userAction}`]: {
    expect: adminOnly,
    request: (_a, w) =>
      json(
        'POST',
        ADMIN_API.userAction.replace(':id', String(w.owner.user.id)).replace(':action', 'suspend'),
        {
          note: 'Asked for money before visits',
        },
      ),
  },

  [`GET ${API.payments.getPlan}`]: { expect: all(200), request: () => json('GET', API.payments.getPlan) },
  [`GET ${API.payments.getRazorpayDetails}`]: {
    expect: all(200),
    request: () => json('GET', API.payments.getRazorpayDetails),
  },
  [`POST ${API.payments.createOrder}`]: {
    expect: loggedIn(),
    request: () => json('POST', API.payments.createOrder, { confirm_age_18: true }),
  },
  // Another person's order is simply not found, for admins too: nobody pays for someone else.
  [`POST ${API.payments.setRazorpayTransaction}`]: {
    expect: ownerOnly(404),
    request: async (_a, w) => {
      const { orderId, paid } = await ownerPayment(w);
      return json('POST', API.payments.setRazorpayTransaction, {
        transaction_id: paid.razorpay_payment_id,
        razorpay_order_id: orderId,
        razorpay_signature: paid.razorpay_signature,
      });
    },
  },
  [`POST ${API.payments.testCheckout}`]: {
    expect: ownerOnly(404),
    request: async (_a, w) => {
      const order = (
        await asOwner(w, json('POST', API.payments.createOrder, { confirm_age_18: true }))
      ).json();
      return json('POST', API.payments.testCheckout, { order_id: order.order_id, outcome: 'success' });
    },
  },
  [`GET ${API.payments.history}`]: { expect: loggedIn(), request: () => json('GET', API.payments.history) },
  [`GET ${ADMIN_API.getPaymentStats}`]: {
    expect: adminOnly,
    request: () => json('GET', ADMIN_API.getPaymentStats),
  },
  [`GET ${ADMIN_API.getPaymentExceptions}`]: {
    expect: adminOnly,
    request: () => json('GET', ADMIN_API.getPaymentExceptions),
  },
  // The payer too is refused: refunds are an admin's decision, told to the payer.
  [`POST ${ADMIN_API.refundPaymentException}`]: {
    expect: adminOnly,
    request: async (_a, w) =>
      json('POST', ADMIN_API.refundPaymentException, { id: await ownerPaymentException(w) }),
  },
  // Server to server: judged by its signature alone, never by a cookie.
  [`POST ${API.payments.webhook}`]: {
    expect: all(400),
    request: () => json('POST', API.payments.webhook, { event: 'payment.captured' }),
  },

  [`GET ${API.blog.getBlogs}`]: { expect: all(200), request: () => json('GET', API.blog.getBlogs) },
  [`GET ${API.blog.getBlogByTitle}`]: {
    expect: all(200),
    request: async (_a, w) =>
      json('GET', `${API.blog.getBlogByTitle}?title=${encodeURIComponent((await ownersBlog(w)).title)}`),
  },
  [`GET ${API.blog.getBlogCategories}`]: {
    expect: all(200),
    request: () => json('GET', API.blog.getBlogCategories),
  },
  // Admins publish; authors keep their own posts (docs/decisions/0031-admins-publish-blog-posts.md).
  [`POST ${API.blog.addBlog}`]: {
    expect: adminOnly,
    request: () => json('POST', API.blog.addBlog, { title: `New post ${cellSeq}`, summary: 'x' }),
  },
  [`POST ${API.blog.updateBlog}`]: {
    expect: ownerOrAdmin(),
    request: async (_a, w) =>
      json('POST', API.blog.updateBlog, { id: (await ownersBlog(w)).id, title: `Edited ${cellSeq}` }),
  },
  [`POST ${API.blog.deleteBlog}`]: {
    expect: ownerOrAdmin(),
    request: async (_a, w) => json('POST', API.blog.deleteBlog, { id: (await ownersBlog(w)).id }),
  },

  [`GET ${API.services.getServices}`]: {
    expect: all(200),
    request: () => json('GET', `${API.services.getServices}?location=Mumbai`),
  },
  [`POST ${ADMIN_API.addService}`]: {
    expect: adminOnly,
    request: async () => ({
      method: 'POST',
      url: ADMIN_API.addService,
      payload: await multipart(
        {
          body: JSON.stringify({
            service_name: 'Packers',
            url: 'https://packers.example.in',
            contact: '9876543210',
            location: 'Pune',
          }),
        },
        { file: [await makePhoto()] },
      ),
    }),
  },
  [`POST ${ADMIN_API.deleteService}`]: {
    expect: adminOnly,
    request: async () => json('POST', ADMIN_API.deleteService, { service_id: await aService() }),
  },

  [`POST ${API.contact.addContact}`]: {
    expect: all(200),
    request: () =>
      json('POST', API.contact.addContact, {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.in',
        message: 'Is the flat in Andheri still available?',
      }),
  },
  [`GET ${CONVERSATION_API.list}`]: { expect: loggedIn(), request: () => json('GET', CONVERSATION_API.list) },
  [`POST ${CONVERSATION_API.list}`]: {
    expect: { ...loggedIn(), owner: 400 },
    request: (_a, w) => json('POST', CONVERSATION_API.list, { listing_id: w.listingId, text: 'Hello' }),
  },
  // Without `Accept: text/event-stream` a signed-in caller is told what to ask for (406);
  // the stream itself is tested over real HTTP (realtime/live.test.ts).
  [`GET ${CONVERSATION_API.live}`]: {
    expect: loggedIn(406),
    request: () => json('GET', CONVERSATION_API.live),
  },
  [`GET ${CONVERSATION_API.messages}`]: {
    expect: ownerOnly(404),
    request: inOwnersConversation(CONVERSATION_API.messages),
  },
  [`POST ${CONVERSATION_API.messages}`]: {
    expect: ownerOnly(404),
    request: inOwnersConversation(CONVERSATION_API.messages, { text: 'Yes, it is' }),
  },
  [`POST ${CONVERSATION_API.read}`]: {
    expect: ownerOnly(404),
    request: inOwnersConversation(CONVERSATION_API.read),
  },
  [`POST ${CONVERSATION_API.block}`]: {
    expect: ownerOnly(404),
    request: inOwnersConversation(CONVERSATION_API.block),
  },
  [`POST ${CONVERSATION_API.unblock}`]: {
    expect: ownerOnly(404),
    request: inOwnersConversation(CONVERSATION_API.unblock),
  },
  [`POST ${CONVERSATION_API.report}`]: {
    expect: ownerOnly(404),
    request: inOwnersConversation(CONVERSATION_API.report, { reason: 'Asks for money up front' }),
  },
  [`GET ${PUSH_API.key}`]: { expect: all(200), request: () => json('GET', PUSH_API.key) },
  [`GET ${RENT_API.figures}`]: {
    expect: all(200),
    request: () => json('GET', `${RENT_API.figures}?city=Mumbai`),
  },
  [`GET ${RENT_API.listing}`]: {
    expect: all(200),
    request: (_a, w) => json('GET', RENT_API.listing.replace(':id', String(w.listingId))),
  },
  [`GET ${RENT_API.city}`]: { expect: all(200), request: () => json('GET', `${RENT_API.city}?city=Mumbai`) },
  [`GET ${RENT_API.cities}`]: { expect: all(200), request: () => json('GET', RENT_API.cities) },
  [`GET ${RENT_API.listingStats}`]: {
    expect: ownerOrAdmin(),
    request: (_a, w) => json('GET', RENT_API.listingStats.replace(':id', String(w.listingId))),
  },
  [`POST ${PUSH_API.subscriptions}`]: {
    expect: loggedIn(),
    request: () =>
      json('POST', PUSH_API.subscriptions, {
        endpoint: `https://fcm.googleapis.com/fcm/send/${cellSeq}-${Math.random().toString(36).slice(2)}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }),
  },
  [`DELETE ${PUSH_API.subscriptions}`]: {
    expect: loggedIn(),
    request: () => json('DELETE', PUSH_API.subscriptions, { endpoint: 'https://push.example.com/send/1' }),
  },
  [`GET ${VIEWING_API.hours}`]: { expect: loggedIn(), request: () => json('GET', VIEWING_API.hours) },
  [`PUT ${VIEWING_API.hours}`]: {
    expect: ownerOnly(404),
    request: (_a, w) => json('PUT', VIEWING_API.hours, ownersHours(w.listingId)),
  },
  [`POST ${VIEWING_API.blockedDays}`]: {
    expect: ownerOnly(404),
    request: (_a, w) =>
      json('POST', VIEWING_API.blockedDays, { listing_id: w.listingId, date: '2026-12-25', blocked: true }),
  },
  [`GET ${VIEWING_API.slots}`]: {
    expect: all(200),
    request: (_a, w) => json('GET', `${VIEWING_API.slots}?listing_id=${w.listingId}`),
  },
  [`GET ${VIEWING_API.list}`]: { expect: loggedIn(), request: () => json('GET', VIEWING_API.list) },
  // One's own listing is refused naming listing_id.
  [`POST ${VIEWING_API.list}`]: {
    expect: { ...loggedIn(), owner: 400 },
    request: async (_a, w) =>
      json('POST', VIEWING_API.list, { listing_id: w.listingId, starts_at: (await ownersSlots(w))[0] }),
  },
  [`POST ${VIEWING_API.cancel}`]: {
    expect: ownerOnly(404),
    request: onOwnersViewing(VIEWING_API.cancel, 'POST', () => ({ reason: 'A family emergency' })),
  },
  [`POST ${VIEWING_API.move}`]: {
    expect: ownerOnly(404),
    request: onOwnersViewing(VIEWING_API.move, 'POST', (slots) => ({ starts_at: slots[1] })),
  },
  // Whether the other side came is said after the time: before it, the poster is told so (409).
  [`POST ${VIEWING_API.outcome}`]: {
    expect: { ...ownerOnly(404), owner: 409 },
    request: onOwnersViewing(VIEWING_API.outcome, 'POST', () => ({ outcome: 'came' })),
  },
  [`GET ${VIEWING_API.calendar}`]: {
    expect: ownerOnly(404),
    request: onOwnersViewing(VIEWING_API.calendar, 'GET'),
  },
  [`GET ${VIEWING_REQUEST_API.list}`]: {
    expect: loggedIn(),
    request: () => json('GET', VIEWING_REQUEST_API.list),
  },
  // A home without hours is asked for; one's own is refused naming listing_id.
  [`POST ${VIEWING_REQUEST_API.list}`]: {
    expect: { ...loggedIn(), owner: 400 },
    request: (_a, w) =>
      json('POST', VIEWING_REQUEST_API.list, { listing_id: w.listingId, times: askTimes() }),
  },
  [`POST ${VIEWING_REQUEST_API.accept}`]: {
    expect: ownerOnly(404),
    request: onOwnersRequest(VIEWING_REQUEST_API.accept, (time) => ({ starts_at: time })),
  },
  [`POST ${VIEWING_REQUEST_API.propose}`]: {
    expect: ownerOnly(404),
    request: onOwnersRequest(VIEWING_REQUEST_API.propose, () => ({ starts_at: askTimes()[1] })),
  },
  // Only the seeker takes a request back: its poster is told so (403), anyone else finds none.
  [`POST ${VIEWING_REQUEST_API.withdraw}`]: {
    expect: { ...ownerOnly(404), owner: 403 },
    request: onOwnersRequest(VIEWING_REQUEST_API.withdraw),
  },
  // The signed link is the proof, whoever holds it (docs/decisions/0141-ask-for-a-visit.md).
  [`GET ${VIEWING_REQUEST_API.link}`]: {
    expect: all(200),
    request: async (_a, w) =>
      json('GET', `${VIEWING_REQUEST_API.link}?token=${encodeURIComponent((await ownersRequest(w)).token)}`),
  },
  [`POST ${VIEWING_REQUEST_API.linkAccept}`]: {
    expect: all(200),
    request: async (_a, w) => {
      const { token, time } = await ownersRequest(w);
      return json('POST', VIEWING_REQUEST_API.linkAccept, { token, starts_at: time });
    },
  },
  [`GET ${DEAL_API.list}`]: { expect: loggedIn(), request: () => json('GET', DEAL_API.list) },
  // Only the home's poster offers it, in a conversation of theirs; others find no conversation.
  [`POST ${DEAL_API.list}`]: {
    expect: ownerOnly(404),
    request: async (_a, w) =>
      json('POST', DEAL_API.list, { conversation_id: await ownersConversation(w), ...DEAL_TERMS }),
  },
  // A deal is its two sides' only, for admins too (docs/decisions/0155-the-deal-offer-counter-accept.md).
  [`GET ${DEAL_API.read}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(DEAL_API.read, 'offered', 'GET'),
  },
  [`POST ${DEAL_API.counter}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(DEAL_API.counter, 'countered', 'POST', DEAL_TERMS),
  },
  [`POST ${DEAL_API.accept}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(DEAL_API.accept, 'countered'),
  },
  [`POST ${DEAL_API.decline}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(DEAL_API.decline, 'countered'),
  },
  [`POST ${DEAL_API.withdraw}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(DEAL_API.withdraw, 'offered'),
  },
  [`POST ${DEAL_API.deposit}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(DEAL_API.deposit, 'accepted', 'POST', {
      amount: 50_000,
      paid_on: '2026-12-20',
      how: 'upi',
    }),
  },
  // Nobody recorded the deposit yet: the owner is told so.
  [`POST ${DEAL_API.depositConfirm}`]: {
    expect: { ...ownerOnly(404), owner: 409 },
    request: onOwnersDeal(DEAL_API.depositConfirm, 'accepted'),
  },
  // Rented only once both signed: the owner of an unsigned deal is told so.
  [`POST ${DEAL_API.rented}`]: {
    expect: { ...ownerOnly(404), owner: 409 },
    request: onOwnersDeal(DEAL_API.rented, 'accepted'),
  },
  [`GET ${DEAL_API.agreement}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(DEAL_API.agreement, 'accepted', 'GET'),
  },
  [`GET ${DEAL_API.agreementPdf}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(DEAL_API.agreementPdf, 'accepted', 'GET'),
  },
  // The owner proved no contact here: told what to prove (409 naming `contact`).
  [`POST ${DEAL_API.signStart}`]: {
    expect: { ...ownerOnly(404), owner: 409 },
    request: onOwnersDeal(DEAL_API.signStart, 'accepted', 'POST', {}),
  },
  // No code was sent: the owner's code is refused naming `code`.
  [`POST ${DEAL_API.sign}`]: {
    expect: { ...ownerOnly(404), owner: 400 },
    request: onOwnersDeal(DEAL_API.sign, 'accepted', 'POST', { code: '000000', version: 1 }),
  },
  [`GET ${HANDOVER_API.report}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(moveIn(HANDOVER_API.report), 'accepted', 'GET'),
  },
  [`POST ${HANDOVER_API.entries}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(moveIn(HANDOVER_API.entries), 'accepted', 'POST', { room: 'Kitchen' }),
  },
  // No such entry: the owner is told so too.
  [`DELETE ${HANDOVER_API.entry}`]: {
    expect: { ...ownerOnly(404), owner: 404 },
    request: async (_a: Actor, w: World) =>
      json('DELETE', moveIn(HANDOVER_API.entry).replace(':id', String(await ownersDeal(w, 'accepted')))),
  },
  [`POST ${HANDOVER_API.photos}`]: {
    expect: { ...ownerOnly(404), owner: 404 },
    request: onOwnersDeal(moveIn(HANDOVER_API.photos), 'accepted', 'POST', {}),
  },
  // Nothing to confirm in an empty report: the owner is told so.
  [`POST ${HANDOVER_API.confirmStart}`]: {
    expect: { ...ownerOnly(404), owner: 409 },
    request: onOwnersDeal(moveIn(HANDOVER_API.confirmStart), 'accepted', 'POST', {}),
  },
  [`POST ${HANDOVER_API.confirm}`]: {
    expect: { ...ownerOnly(404), owner: 409 },
    request: onOwnersDeal(moveIn(HANDOVER_API.confirm), 'accepted', 'POST', { code: '000000', round: 1 }),
  },
  [`GET ${HANDOVER_API.pdf}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(moveIn(HANDOVER_API.pdf), 'accepted', 'GET'),
  },
  [`POST ${HANDOVER_API.rentReceipt}`]: {
    expect: ownerOnly(404),
    request: onOwnersDeal(HANDOVER_API.rentReceipt, 'accepted', 'POST', {
      month: '2027-01',
      paid_on: '2027-01-05',
      pan: 'ABCDE1234F',
    }),
  },
  // Public: anyone holding a signed agreement checks its hash.
  [`GET ${AGREEMENT_API.verify}`]: {
    expect: all(200),
    request: () => json('GET', `${AGREEMENT_API.verify}?sha256=${'a'.repeat(64)}`),
  },
  // Server to server; without ESIGN_PROVIDER there is no provider to call it.
  [`POST ${AGREEMENT_API.esignCallback}`]: {
    expect: all(404),
    request: () => json('POST', AGREEMENT_API.esignCallback, { status: 'signed' }),
  },
  [`GET ${API.savedSearch.list}`]: { expect: loggedIn(), request: () => json('GET', API.savedSearch.list) },
  [`POST ${API.savedSearch.list}`]: {
    expect: loggedIn(),
    request: () => json('POST', API.savedSearch.list, { name: 'Flats in Pune', query: { city: 'Pune' } }),
  },
  // Another person's saved search is as absent as a deleted one, for admins too.
  [`DELETE ${API.savedSearch.one}`]: {
    expect: ownerOnly(404),
    request: async (_a, w) =>
      json('DELETE', API.savedSearch.one.replace(':id', String(await ownersSavedSearch(w)))),
  },
  [`POST ${API.savedSearch.seen}`]: {
    expect: ownerOnly(404),
    request: async (_a, w) =>
      json('POST', API.savedSearch.seen.replace(':id', String(await ownersSavedSearch(w)))),
  },
  // The link in an alert works for whoever holds it, logged in or not.
  [`POST ${API.savedSearch.unsubscribe}`]: {
    expect: all(200),
    request: async (_a, w) =>
      json('POST', API.savedSearch.unsubscribe, {
        token: unsubscribeToken(t.deps.config.appSecret, await ownersSavedSearch(w)),
      }),
  },
  [`GET ${API.contact.getSupport}`]: { expect: all(200), request: () => json('GET', API.contact.getSupport) },
  [`GET ${ADMIN_API.getContacts}`]: {
    expect: adminOnly,
    request: () => json('GET', ADMIN_API.getContacts),
  },
};

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('has a row for every route of the API', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !(r in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('gives each role exactly the status its row says', async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const [route, entry] of Object.entries(MATRIX)) {
      for (const role of ROLES) {
        const world = await makeWorld();
        const actor = await actorFor(role, world);
        const options = await entry.request(actor, world);
        const res = await t.app.inject({
          ...options,
          headers: {
            ...(actor.cookie ? { cookie: actor.cookie } : {}),
            'sec-fetch-site': 'same-origin',
            ...options.headers,
          },
          remoteAddress: world.ip,
        });
        cells += 1;
        if (res.statusCode !== entry.expect[role])
          wrong.push(
            `${route} as ${role}: ${res.statusCode} (expected ${entry.expect[role]}) ${res.body.slice(0, 160)}`,
          );
      }
    }
    console.info(
      `authorization matrix: ${Object.keys(MATRIX).length} routes x ${ROLES.length} roles = ${cells} cells`,
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});
