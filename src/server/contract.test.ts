// The HTTP contract read the way a client written from the product's call list reads
// it (docs/product/api.md#leniency): `user` at the top level of a login answer, visitor
// placeholders (null, "", "undefined") in identity fields and queries, enumerations
// in any spelling, an empty JSON body, and the listing fields the poster sees.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../shared/api.ts';
import { ACCOUNT_API } from '../shared/api-account.ts';
import type { GetServicesResponse } from '../shared/schemas/service.ts';
import { buildTestApp, createTestUser, type TestApp } from '../test/app.ts';
import { saveListing, validForm } from '../test/listing-kit.ts';
import { listings, services, users } from './db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string | null) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const get = (url: string, cookie?: string | null) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A live listing written straight to the database, so these tests do not depend on the form. */
const insertTestListing = async (t: TestApp, posterId: number) => {
  seq += 1;
  const [row] = await t.deps.database.db
    .insert(listings)
    .values({
      userId: posterId,
      listedBy: 'Owner',
      propertyType: 'APARTMENT',
      fullName: `Poster ${seq}`,
      mobileNo: `98300${String(10000 + seq).slice(-5)}`,
      email: `contract.poster${seq}@example.in`,
      city: 'Mumbai',
      locality: 'Andheri West',
      rent: 25_000,
      deposit: 50_000,
      brokerage: 'ZERO',
      configuration: '_2BHK',
      tenantType: 'NO_PREFERENCE',
      furnishingStatus: 'SEMI_FURNISHED',
      availableFrom: '2026-12-01',
      title: '2BHK Apartment in Andheri West',
      createdAt: t.clock.now(),
    })
    .returning();
  return row!;
};

/** The pass checkout as the web app makes it: an order, the test gateway's Pay, the transaction. */
const passCalls = (_t: TestApp) => ({
  createOrder: (cookie: string, body: object) => post(API.payments.createOrder, body, cookie),
  testCheckout: (cookie: string, order_id: string) =>
    post(API.payments.testCheckout, { order_id, outcome: 'success' }, cookie),
  confirm: (
    cookie: string,
    paid: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
    extra: object,
  ) =>
    post(
      API.payments.setRazorpayTransaction,
      {
        transaction_id: paid.razorpay_payment_id,
        razorpay_order_id: paid.razorpay_order_id,
        razorpay_signature: paid.razorpay_signature,
        ...extra,
      },
      cookie,
    ),
});

let seq = 0;
const freshMobile = () => {
  seq += 1;
  return `97${String(Date.now() % 1e6).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
};

describe('logging in', () => {
  it('answers login with the user at the top level, and under data as before', async () => {
    const email = `asha${Date.now()}@example.in`;
    const registered = await post(ACCOUNT_API.register, {
      full_name: 'Asha Verma',
      email,
      mobile_no: freshMobile(),
      user_type: 'Owner',
      location: 'pune',
      password: 'tulsi-garden-42',
      consent: true,
      confirm_age_18: true,
    });
    expect(registered.statusCode).toBe(200);
    const res = await post(ACCOUNT_API.login, { email, password: 'tulsi-garden-42' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, user_type: 'owner', location: 'Pune' });
    expect(body.data.user).toEqual(body.user);
  });

  it('answers the WhatsApp OTP verify with the user at the top level', async () => {
    const mobile = freshMobile();
    expect((await post(ACCOUNT_API.loginOtp, { mobile_no: mobile })).statusCode).toBe(200);
    const message = t.deps.outbox.messages.filter((m) => m.to === `91${mobile}`).at(-1)!;
    const otp = /\b(\d{6})\b/.exec(message.text)![1];
    const res = await post(ACCOUNT_API.loginVerify, { mobile_no: mobile, otp, consent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ mobile_no: mobile, email: null, user_type: 'tenant' });
    expect(res.json().data.user).toEqual(res.json().user);
  });

  it('reads user_type as value, label or in any letter case at signup', async () => {
    for (const [given, stored] of [
      ['TENANT', 'tenant'],
      ['Broker', 'broker'],
      ['flatMATE', 'flatmate'],
    ]) {
      const email = `signup${given!.toLowerCase()}${Date.now()}@example.in`;
      const res = await post(ACCOUNT_API.register, {
        full_name: 'Ravi Kumar',
        email,
        mobile_no: freshMobile(),
        user_type: given,
        password: 'tulsi-garden-42',
        consent: true,
        confirm_age_18: true,
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.userType).toBe(stored);
    }
  });
});

describe('visitor placeholders in identity fields', () => {
  const placeholders = [null, '', 'undefined', 'null'];

  it('reads a placeholder email in getUserDetails as the caller, and another email is still 403', async () => {
    const { cookie, user } = await createTestUser(t);
    for (const email of ['', 'undefined', 'null']) {
      const res = await get(`${ACCOUNT_API.getUserDetails}?email=${email}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(user.id);
    }
    const other = await createTestUser(t);
    expect((await get(`${ACCOUNT_API.getUserDetails}?email=${other.user.email}`, cookie)).statusCode).toBe(
      403,
    );
  });

  it('signs up with a placeholder location in the default city', async () => {
    const email = `placeholder${Date.now()}@example.in`;
    const res = await post(ACCOUNT_API.register, {
      full_name: 'Sara Khan',
      email,
      mobile_no: freshMobile(),
      location: null,
      user_type: '',
      password: 'tulsi-garden-42',
      consent: true,
      confirm_age_18: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ location: 'Mumbai', userType: 'tenant' });
  });

  it('lets a visitor search with user_id and email null, "" or "undefined"', async () => {
    for (const user_id of placeholders) {
      const res = await post(API.listing.searchProperties, {
        user_id,
        email: null,
        location: 'Mumbai',
        search: '',
        filters: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('properties');
    }
  });

  it('asks a visitor to log in (401, not 400) for wishlist and visits sent with placeholders', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    for (const user_id of placeholders) {
      const wish = await post(API.listing.addToWishlist, { listing_id: listing.id, user_id });
      expect(wish.statusCode).toBe(401);
      expect(wish.json().message).toBe('You need to Login first');
      const visit = await post(API.listing.setVisits, { property_id: listing.id, user_id, email: null });
      expect(visit.statusCode).toBe(401);
    }
  });

  it('lets a WhatsApp user without an email record a visit and buy a pass sending email: null', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const buyer = await createTestUser(t, { email: null });
    const visit = await post(
      API.listing.setVisits,
      { user_id: buyer.user.id, email: null, property_id: listing.id },
      buyer.cookie,
    );
    expect(visit.statusCode).toBe(200);
    const calls = passCalls(t);
    const order = await calls.createOrder(buyer.cookie, { confirm_age_18: true, user_id: '', email: null });
    expect(order.statusCode).toBe(200);
    const paid = await calls.testCheckout(buyer.cookie, order.json().order_id);
    const confirmed = await calls.confirm(buyer.cookie, paid.json(), {
      user_id: buyer.user.id,
      email: null,
      property_id: listing.id,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.subscription_upto).not.toBeNull();
  });

  it('reads a placeholder user_id as the caller in getListingByUserId, and refuses someone else (403)', async () => {
    const poster = await createTestUser(t);
    const other = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    for (const placeholder of ['', 'undefined', 'null']) {
      const res = await get(`${API.listing.getListingByUserId}?user_id=${placeholder}`, poster.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().usersListing.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    }
    const res = await get(`${API.listing.getListingByUserId}?user_id=${poster.user.id}`, other.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('reads placeholder query values in the listing reads as not given', async () => {
    for (const url of [
      `${API.listing.getListings}?location=undefined&user_id=undefined`,
      `${API.listing.getCategories}?location=null&user_id=null`,
      `${API.listing.getCount}?location=&user_id=`,
      `${API.listing.getPropertyList}?property_type=undefined&location=undefined&user_id=undefined`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('enumerations in any spelling', () => {
  it('stores a listing sent with labels and odd letter case under the canonical values', async () => {
    const poster = await createTestUser(t);
    const res = await saveListing(t, poster.cookie, {
      body: validForm({
        listed_by: 'OWNER',
        property_type: 'Apartment',
        city: 'navi mumbai',
        configuration: '2BHK',
        occupancy: 'Full House',
        tenant_type: 'family',
        food_allowed: 'Non-Veg',
        furnishing_status: 'Semi Furnished',
        brokerage: '15 Days',
        amenities: ['wifi available', 'LIFT'],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await get(`${API.listing.getListingById}?id=${res.json().listed_id}`);
    expect(read.json().propertyListing).toMatchObject({
      listed_by: 'Owner',
      property_type: 'APARTMENT',
      city: 'Navi Mumbai',
      configuration: '_2BHK',
      occupancy: 'FULL',
      tenant_type: 'FAMILY',
      food_allowed: 'NONVEG',
      furnishing_status: 'SEMI_FURNISHED',
      brokerage: '_15_DAYS_RENT',
      amenities: ['Wifi Available', 'Lift'],
    });
  });

  it('reads build-in categories as values, labels or section names from an admin', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    const res = await saveListing(t, admin.cookie, {
      body: validForm({
        property_type: 'PG/Hostel',
        configuration: 'double sharing',
        tenant_type: 'Female',
        brokerage: 'ZERO',
        buildinCategory: ['RECOMMENDED', 'best_deals', 'Weekend Home'],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.deps.database.db
      .select()
      .from(listings)
      .where(eq(listings.id, res.json().listed_id));
    expect(row!.propertyType).toBe('PG_HOSTEL');
    expect(row!.configuration).toBe('DOUBLE_SHARING');
    expect([...row!.buildinCategory].sort()).toEqual(['Best Deals', 'Recommended', 'Weekend Home']);
  });

  it('filters a search by labels and lower case, answering canonical values', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const res = await post(API.listing.searchProperties, {
      user_id: null,
      location: 'MUMBAI',
      filters: {
        property_type: 'apartment',
        listed_by: 'owner',
        configuration: '2BHK',
        tenant_type: 'Open for all',
        furnishing_status: 'Semi-Furnished',
        brokerage: '0 Days',
      },
      sort: 'Newest first',
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().properties.find((l: { id: number }) => l.id === listing.id);
    expect(found).toMatchObject({
      property_type: 'APARTMENT',
      listed_by: 'Owner',
      configuration: '_2BHK',
      tenant_type: 'NO_PREFERENCE',
    });
  });

  it('names the field of a spelling that is no value or label', async () => {
    const res = await post(API.listing.searchProperties, { filters: { property_type: 'castle' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('filters.property_type');
  });
});

describe('empty bodies and placeholder queries', () => {
  it('restores a session sent with Content-Type: application/json and no body, as with {}', async () => {
    const { cookie, user } = await createTestUser(t);
    for (const who of [cookie, null]) {
      const empty = await t.app.inject({
        method: 'POST',
        url: API.user.restore,
        headers: { 'content-type': 'application/json', ...(who ? { cookie: who } : {}) },
        payload: '',
      });
      expect(empty.statusCode).toBe(200);
      const withBraces = await post(API.user.restore, {}, who);
      expect(empty.json()).toEqual(withBraces.json());
    }
    const logged = await post(API.user.restore, {}, cookie);
    expect(logged.json()).toMatchObject({ userSessionExpired: false, user: { id: user.id } });
  });

  it('answers getServices with no, a placeholder or an unknown location with the default city', async () => {
    const admin = await createTestUser(t, { isAdmin: true });
    await t.deps.database.db.insert(services).values([
      {
        serviceName: 'Mumbai Movers',
        url: 'https://movers.example.in',
        contact: '9876543210',
        image: '/media/services/a-lg.webp',
        location: 'Mumbai',
        userId: admin.user.id,
        createdAt: t.clock.now(),
      },
      {
        serviceName: 'Pune Plumbers',
        url: 'https://plumbers.example.in',
        contact: '9876543211',
        image: '/media/services/b-lg.webp',
        location: 'Pune',
        userId: admin.user.id,
        createdAt: t.clock.now(),
      },
    ]);
    const names = async (query: string) => {
      const res = await get(`${API.services.getServices}${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json<GetServicesResponse>().services.map((s) => s.service_name);
    };
    for (const query of ['', '?location=', '?location=undefined', '?location=null', '?location=Gotham']) {
      expect(await names(query)).toEqual(['Mumbai Movers']);
    }
    expect(await names('?location=pune')).toEqual(['Pune Plumbers']);
  });
});

describe('updating the profile', () => {
  it('lets a WhatsApp user without an email save the profile, email null or ""', async () => {
    const { cookie } = await createTestUser(t, { email: null });
    for (const email of [null, '', undefined]) {
      const res = await post(
        ACCOUNT_API.updateUser,
        { full_name: 'Kiran Patil', email, location: 'Pune' },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ full_name: 'Kiran Patil', email: null, location: 'Pune' });
    }
  });

  it('keeps an existing email when the form sends none', async () => {
    const { cookie, user } = await createTestUser(t);
    const res = await post(ACCOUNT_API.updateUser, { full_name: 'Meena Rao', email: '' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(user.email);
  });

  it('reads dob as a date or an ISO date-time, the day it is in India', async () => {
    const { cookie } = await createTestUser(t);
    for (const [dob, stored] of [
      ['1990-05-15', '1990-05-15'],
      ['1990-05-15T00:00:00.000Z', '1990-05-15'],
      ['1990-05-14T18:30:00.000Z', '1990-05-15'],
      ['1991-01-02T10:00:00', '1991-01-02'],
      ['1992-03-04T00:00:00+05:30', '1992-03-04'],
    ]) {
      const res = await post(ACCOUNT_API.updateUser, { dob }, cookie);
      expect(res.statusCode, `${dob}: ${res.body}`).toBe(200);
      expect(res.json().data.dob).toBe(stored);
    }
    const bad = await post(ACCOUNT_API.updateUser, { dob: '15/05/1990' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('dob');
  });

  it('reads gender in any letter case and answers the stored value', async () => {
    const { cookie } = await createTestUser(t);
    for (const [gender, stored] of [
      ['Female', 'female'],
      ['MALE', 'male'],
      ['female', 'female'],
    ]) {
      const res = await post(ACCOUNT_API.updateUser, { gender }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.gender).toBe(stored);
    }
  });
});

describe('listing fields', () => {
  it('carries the recommended, best_deals and weekend_home flags beside buildin_category', async () => {
    const poster = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    await t.deps.database.db
      .update(listings)
      .set({ buildinCategory: ['Recommended', 'Weekend Home'] })
      .where(eq(listings.id, listing.id));
    const res = await get(`${API.listing.getListingById}?id=${listing.id}`);
    expect(res.json().propertyListing).toMatchObject({
      buildin_category: ['Recommended', 'Weekend Home'],
      recommended: 1,
      best_deals: 0,
      weekend_home: 1,
    });
    const home = await get(`${API.listing.getListings}?location=Mumbai`);
    const inSection = home.json().recommended.find((l: { id: number }) => l.id === listing.id);
    expect(inSection).toMatchObject({ recommended: 1, best_deals: 0, weekend_home: 1 });
    const viewAll = await get(`${API.listing.getListings}?location=mumbai&section=WEEKEND_HOME`);
    expect(viewAll.json().weekend_home.map((l: { id: number }) => l.id)).toContain(listing.id);
  });

  it('shows the contact mobile_no and email to the poster and admins only', async () => {
    const poster = await createTestUser(t);
    const admin = await createTestUser(t, { isAdmin: true });
    const other = await createTestUser(t);
    const listing = await insertTestListing(t, poster.user.id);
    const contact = { mobile_no: listing.mobileNo, email: listing.email };
    const byId = (cookie?: string) => get(`${API.listing.getListingById}?id=${listing.id}`, cookie);

    expect((await byId(poster.cookie)).json().propertyListing).toMatchObject(contact);
    expect((await byId(admin.cookie)).json().propertyListing).toMatchObject(contact);
    const own = await get(API.listing.getListingByUserId, poster.cookie);
    expect(own.json().usersListing[0]).toMatchObject(contact);
    const asAdmin = await get(`${API.listing.getListingByUserId}?user_id=${poster.user.id}`, admin.cookie);
    expect(asAdmin.json().usersListing[0]).toMatchObject(contact);

    for (const cookie of [other.cookie, undefined]) {
      const seen = (await byId(cookie)).json().propertyListing;
      expect(seen).not.toHaveProperty('mobile_no');
      expect(seen).not.toHaveProperty('email');
    }
    const searched = await post(API.listing.searchProperties, { location: 'Mumbai' }, poster.cookie);
    for (const l of searched.json().properties) {
      expect(l).not.toHaveProperty('mobile_no');
      expect(l).not.toHaveProperty('email');
    }
  });
});

describe('the OpenAPI description', () => {
  it('describes the shapes the server accepts and answers', async () => {
    const doc = (await get('/api/docs/json')).json();
    const body = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema;
    const answer = (path: string, method = 'post') =>
      doc.paths[path][method].responses['200'].content['application/json'].schema;

    const search = body(API.listing.searchProperties).properties;
    expect(search.user_id.nullable).toBe(true);
    expect(search.email.nullable).toBe(true);
    expect(search.property_type.description).toContain('PG_HOSTEL (PG/Hostel)');
    expect(search.property_type.description).toContain('any letter case');
    expect(search.property_type).not.toHaveProperty('enum');

    expect(answer(ACCOUNT_API.login).required).toEqual(expect.arrayContaining(['user', 'data']));
    expect(answer(ACCOUNT_API.loginVerify).required).toEqual(expect.arrayContaining(['user', 'data']));
    expect(body(ACCOUNT_API.updateUser).properties.email.description).toMatch(/null or ""/);
    expect(body(ACCOUNT_API.updateUser).properties.gender.description).toContain('male (Male)');

    const listing = answer(API.listing.getListingById, 'get').properties.propertyListing;
    expect(listing.required).toEqual(expect.arrayContaining(['recommended', 'best_deals', 'weekend_home']));
    expect(Object.keys(listing.properties)).toEqual(expect.arrayContaining(['mobile_no', 'email']));
    expect(listing.required).not.toContain('mobile_no');
    const searched = answer(API.listing.searchProperties).properties.properties.items;
    expect(Object.keys(searched.properties)).not.toContain('mobile_no');
  });
});
