// A client written from the product's original call list alone (docs/product/api.md),
// the way its web front end makes the calls: paths and bodies as listed, answers read
// the axios way ("response data.user" is `body.user`), a visitor's null identity
// fields, and enumerations in whichever spelling it holds. It drives the whole product
// over real HTTP against a listening server, with its own cookie jar per person.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { makePhoto } from '../test/listing-kit.ts';
import { users } from './db/schema.ts';
import { setAdmin } from './features/accounts/index.ts';
import { createSession } from './http/session.ts';

// biome-ignore lint/suspicious/noExplicitAny: an untyped client reads answers as axios does
type Json = Record<string, any>;
// biome-ignore lint/suspicious/noExplicitAny: an untyped client reads answers as axios does
type Answer = { status: number; data: any };

/** One browser: a cookie jar and the calls, written as the call list gives them. */
class SpecClient {
  private cookies = new Map<string, string>();
  /** What the front end keeps under `user` in local storage. */
  user: Json | null = null;

  /** The server's address, known once it listens. */
  constructor(private readonly base: () => string) {}

  private async send(method: string, path: string, body?: BodyInit, type?: string): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (type) headers['content-type'] = type;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const res = await fetch(`${this.base()}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await res.text();
    return { status: res.status, data: text ? JSON.parse(text) : null };
  }

  /** A session made outside the call list (an admin who gave their second factor). */
  adoptSession(cookie: string) {
    const [name = '', value = ''] = cookie.split('=');
    this.cookies.set(name, value);
  }

  get = (path: string, query: Json = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return this.send('GET', search.size ? `${path}?${search}` : path);
  };
  post = (path: string, body: unknown = {}) =>
    this.send('POST', path, JSON.stringify(body), 'application/json');
  multipart = (path: string, form: FormData) => this.send('POST', path, form);

  // ------------------------------------------------------------------ Auth
  async login(email: string, password: string) {
    const res = await this.post('/api/user/login', { email, password });
    if (res.status === 200) this.user = res.data.user;
    return res;
  }
  logout = () => this.post('/api/user/logout', {});
  loginOtp = (mobile_no: string) => this.post('/api/user/login/otp', { mobile_no });
  async loginVerify(mobile_no: string, otp: string) {
    const res = await this.post('/api/user/login/verify', { mobile_no, otp });
    if (res.status === 200) this.user = res.data.user;
    return res;
  }
  register = (body: Json) => this.post('/api/user/register', body);
  getUserDetails = (email: string) => this.get('/api/user/getUserDetails', { email });
  /** "POST /user/restore, empty body": a JSON request with no bytes at all. */
  async restore() {
    const res = await this.send('POST', '/api/user/restore', '', 'application/json');
    this.user = res.data?.userSessionExpired ? null : (res.data?.user ?? this.user);
    return res;
  }
  updateUser = (body: Json) => this.post('/api/user/updateUser', body);

  // ------------------------------------------------------------------ Listings
  /** The front end sends `user?.id`, which is undefined for a visitor: "undefined" in a query. */
  private get userId() {
    return this.user?.id;
  }
  getListings = (location: string) =>
    this.get('/api/listing/getListings', { location, user_id: this.userId });
  getCategories = (location: string) =>
    this.get('/api/listing/getCategories', { location, user_id: this.userId });
  getCount = (location: string) => this.get('/api/listing/getCount', { location, user_id: this.userId });
  searchProperties = (location: string, search: string, filters: Json) =>
    this.post('/api/listing/searchProperties', { user_id: this.user?.id ?? null, location, search, filters });
  saveListing = (kind: 'addListing' | 'updateListing', body: Json, files: Buffer[]) => {
    const form = new FormData();
    for (const [i, file] of files.entries()) {
      form.append('files', new Blob([new Uint8Array(file)], { type: 'image/png' }), `photo-${i}.png`);
    }
    form.append('body', JSON.stringify(body));
    return this.multipart(`/api/listing/${kind}`, form);
  };
  addToWishlist = (listing_id: number) =>
    this.post('/api/listing/addToWishlist', { listing_id, user_id: this.user?.id ?? null });
  deleteListing = (id: number) => this.post('/api/listing/deleteListing', { id });
  getListingContactDetails = (id: number) => this.get('/api/listing/getListingContactDetails', { id });
  getListingById = (id: number) => this.get('/api/listing/getListingById', { id, user_id: this.userId });
  setVisits = (property_id: number) =>
    this.post('/api/listing/setVisits', {
      user_id: this.user?.id ?? null,
      email: this.user?.email ?? null,
      property_id,
    });
  getListingByUserId = () => this.get('/api/listing/getListingByUserId', { user_id: this.userId });
  getWishListByUserId = () => this.get('/api/listing/getWishListByUserId', { user_id: this.userId });
  getVisitsByUserId = () => this.get('/api/listing/getVisitsByUserId', { user_id: this.userId });
  imageUpload = (file: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'banner.png');
    return this.multipart('/api/listing/imageUpload', form);
  };

  // ------------------------------------------------------------------ Services
  getServices = (location: unknown) => this.get('/api/services/getServices', { location });
  addService = (file: Buffer, body: Json) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'service.png');
    form.append('body', JSON.stringify({ user_id: this.user?.id, ...body }));
    return this.multipart('/api/services/addService', form);
  };
  /** The id as the card holds it: a number, or the text a data attribute gives back. */
  deleteService = (service_id: number | string) => this.post('/api/services/deleteService', { service_id });

  // ------------------------------------------------------------------ Payments
  getRazorpayDetails = () => this.get('/api/payments/getRazorpayDetails');
  /**
   * The checkout: an order, the (test) gateway's Pay, then the spec's transaction call. The
   * order call is not in the call list, so the client sends it nothing of its own (no 18-or-older
   * confirmation: its own screen showed that notice). The transaction call carries what the
   * gateway's checkout hands back beside the payment id (docs/product/pass.md#crediting-a-payment).
   */
  async buyPass(property_id: number) {
    const order = await this.post('/api/payments/createOrder', {});
    const paid = await this.post('/api/payments/testCheckout', {
      order_id: order.data.order_id,
      outcome: 'success',
    });
    const res = await this.post('/api/payments/setRazorpayTransaction', {
      transaction_id: paid.data.razorpay_payment_id,
      user_id: this.user?.id,
      email: this.user?.email ?? null,
      property_id,
      razorpay_order_id: paid.data.razorpay_order_id,
      razorpay_signature: paid.data.razorpay_signature,
    });
    if (res.status === 200) this.user = res.data.user;
    return { order, res };
  }

  // ------------------------------------------------------------------ Blogs
  /** "search only if non-empty"; the page and category come from the URL, maybe missing. */
  getBlogs = (search: string, page: unknown, category: unknown) =>
    this.get('/api/blog/getBlogs', { ...(search ? { search } : {}), page, category });
  getBlogByTitle = (title: string) => this.get('/api/blog/getBlogByTitle', { title });
  getBlogCategories = () => this.get('/api/blog/getBlogCategories');
  addBlog = (body: Json) => this.post('/api/blog/addBlog', { user_id: this.user?.id, ...body });
  updateBlog = (body: Json) => this.post('/api/blog/updateBlog', { user_id: this.user?.id, ...body });
  deleteBlog = (id: number) => this.post('/api/blog/deleteBlog', { id, user_id: this.user?.id });

  // ------------------------------------------------------------------ Contact
  addContact = (body: Json) => this.post('/api/contact/addContact', body);
}

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const PASSWORD = 'monsoon-terrace-58';
/** How and when an account's privacy consent and 18-or-older confirmation were given. */
const consentOf = async (who: { email: string } | { mobileNo: string }) => {
  const [row] = await t.deps.database.db
    .select({
      consentedAt: users.consentedAt,
      consentVia: users.consentVia,
      adultConfirmedAt: users.adultConfirmedAt,
      adultConfirmedVia: users.adultConfirmedVia,
    })
    .from(users)
    .where('email' in who ? eq(users.email, who.email) : eq(users.mobileNo, who.mobileNo));
  return row;
};
const otpSentTo = (mobile: string) => {
  const message = t.deps.outbox.messages.filter((m) => m.to === `91${mobile}`).at(-1);
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
};

describe('a client written from the call list, over HTTP', () => {
  const visitor = () => new SpecClient(() => base);
  const owner = visitor();
  const seeker = visitor();
  const admin = visitor();
  const ownerEmail = `kavya.${Date.now()}@example.in`;
  const adminEmail = `editor.${Date.now()}@example.in`;
  let listingId = 0;
  let adminListingId = 0;

  it('browses as a visitor: restore, home sections, categories, count and a search with user_id null', async () => {
    const client = visitor();
    expect((await client.restore()).data).toEqual({ userSessionExpired: true });
    const home = await client.getListings('Mumbai');
    expect(home.status).toBe(200);
    expect(home.data).toMatchObject({ recommended: [], best_deals: [], weekend_home: [] });
    expect((await client.getCategories('mumbai')).data.categories[0]).toHaveProperty('property_type');
    expect((await client.getCount('MUMBAI')).data.anotherData[0].count_all).toBe(0);
    const found = await client.searchProperties('Mumbai', '', {});
    expect(found.status).toBe(200);
    expect(found.data.properties).toEqual([]);
  });

  it("registers with the call list's fields alone, logs in and restores the session, reading body.user", async () => {
    const registered = await owner.register({
      full_name: 'Kavya Nair',
      email: ownerEmail,
      mobile_no: '9876501234',
      user_type: 'Owner',
      location: 'pune',
      password: PASSWORD,
    });
    expect(registered.status, JSON.stringify(registered.data)).toBe(200);
    expect(registered.data.message).toBe('User Registered Successfully!');
    // The client showed its own notice: the account says so, and when
    // (docs/decisions/0088-spec-era-calls-keep-working.md).
    expect(await consentOf({ email: ownerEmail })).toEqual({
      consentedAt: t.clock.now(),
      consentVia: 'api_client',
      adultConfirmedAt: t.clock.now(),
      adultConfirmedVia: 'api_client',
    });
    const login = await owner.login(ownerEmail, PASSWORD);
    expect(login.data.message).toBe('login success');
    expect(owner.user).toMatchObject({ email: ownerEmail, user_type: 'owner', location: 'Pune' });
    const restored = await owner.restore();
    expect(restored.data).toMatchObject({ userSessionExpired: false, user: { id: owner.user!.id } });
    expect((await owner.getUserDetails(ownerEmail)).data.data.email).toBe(ownerEmail);
  });

  it('updates the profile with a date-time date of birth and a capitalised gender', async () => {
    const res = await owner.updateUser({
      full_name: 'Kavya R Nair',
      email: ownerEmail,
      dob: '1994-02-10T18:30:00.000Z',
      gender: 'Female',
      location: 'Pune',
    });
    expect(res.data.message).toBe('Profile Updated');
    expect(res.data.data).toMatchObject({ full_name: 'Kavya R Nair', dob: '1994-02-11', gender: 'female' });
  });

  it("keeps the city when the profile sends location null, and reads the signup list's and old city names", async () => {
    const unchanged = await owner.updateUser({ full_name: 'Kavya R Nair', location: null });
    expect(unchanged.status, JSON.stringify(unchanged.data)).toBe(200);
    expect(unchanged.data.data.location).toBe('Pune');
    const listed = await owner.updateUser({ location: 'Indore, Madhya Pradesh' });
    expect(listed.status, JSON.stringify(listed.data)).toBe(200);
    expect(listed.data.data.location).toBe('Indore');
    const old = await owner.updateUser({ location: 'Bangalore' });
    expect(old.status, JSON.stringify(old.data)).toBe(200);
    expect(old.data.data.location).toBe('Bengaluru');
    expect((await owner.updateUser({ location: 'Pune' })).data.data.location).toBe('Pune');
  });

  it('posts and edits a listing with multipart, in labels and odd letter case', async () => {
    const form = {
      listed_by: 'owner',
      property_type: 'Apartment',
      city: 'Pune',
      locality: 'Baner',
      rent: '32000',
      deposit: '64000',
      brokerage: '0 Days',
      configuration: '2BHK',
      occupancy: 'Full House',
      tenant_type: 'Family',
      food_allowed: 'Veg',
      furnishing_status: 'Semi Furnished',
      available_from: '2026-12-01',
      images: [],
      amenities: ['Lift', 'power backup'],
      description: 'Corner flat with a balcony.',
      // What the form holds for a box nobody but an admin sees.
      buildinCategory: null,
    };
    const added = await owner.saveListing('addListing', form, [await makePhoto({ seed: 3 })]);
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    listingId = added.data.listed_id;
    const own = (await owner.getListingById(listingId)).data.propertyListing;
    expect(own).toMatchObject({
      listed_by: 'Owner',
      property_type: 'APARTMENT',
      configuration: '_2BHK',
      occupancy: 'FULL',
      tenant_type: 'FAMILY',
      food_allowed: 'VEG',
      furnishing_status: 'SEMI_FURNISHED',
      brokerage: 'ZERO',
      amenities: ['Lift', 'Power Backup'],
      mobile_no: '9876501234',
      email: ownerEmail,
      recommended: 0,
      best_deals: 0,
      weekend_home: 0,
    });
    expect(own.images).toHaveLength(1);
    const edited = await owner.saveListing(
      'updateListing',
      { ...form, id: listingId, images: own.images, rent: 30000, tenant_type: 'OPEN FOR ALL' },
      [],
    );
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    const mine = (await owner.getListingByUserId()).data.usersListing;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: listingId,
      rent: 30000,
      tenant_type: 'NO_PREFERENCE',
      mobile_no: '9876501234',
    });
  });

  it('lets an admin curate a listing into home sections with any spelling of the categories', async () => {
    await admin.register({
      full_name: 'Editor Desk',
      email: adminEmail,
      mobile_no: '9876505678',
      user_type: 'TENANT',
      location: 'Mumbai',
      password: PASSWORD,
    });
    const made = await setAdmin({
      deps: { database: t.deps.database, clock: t.clock },
      target: { email: adminEmail },
      isAdmin: true,
    });
    // Admins also enrol and give a TOTP code at login, which the original calls do not
    // know: the admin's browser holds a session that has passed it.
    await t.deps.database.db.update(users).set({ totpEnabledAt: t.clock.now() }).where(eq(users.id, made.id));
    const sessionId = await createSession(t.deps.database.db, {
      userId: made.id,
      now: t.clock.now(),
      secondFactorAt: t.clock.now(),
    });
    admin.adoptSession(`thikana_session=${sessionId}`);
    await admin.restore();
    expect(admin.user!.isAdmin).toBe(1);
    const added = await admin.saveListing(
      'addListing',
      {
        listed_by: 'BROKER',
        property_type: 'pg_hostel',
        city: 'mumbai',
        locality: 'Powai',
        rent: 12000,
        brokerage: '_15_DAYS_RENT',
        configuration: 'Double Sharing',
        occupancy: 'DOUBLE_SHARING',
        tenant_type: 'female',
        food_allowed: 'non-veg',
        furnishing_status: 'Furnished',
        amenities: ['WIFI AVAILABLE'],
        buildinCategory: ['RECOMMENDED', 'Best Deals', 'weekend_home'],
      },
      [await makePhoto({ seed: 5 })],
    );
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    adminListingId = added.data.listed_id;
    const home = (await visitor().getListings('Mumbai')).data;
    for (const section of ['recommended', 'best_deals', 'weekend_home']) {
      expect(home[section][0]).toMatchObject({
        id: adminListingId,
        property_type: 'PG_HOSTEL',
        food_allowed: 'NONVEG',
        furnishing_status: 'FULLY_FURNISHED',
        recommended: 1,
        best_deals: 1,
        weekend_home: 1,
      });
      expect(home[section][0]).not.toHaveProperty('mobile_no');
    }
  });

  it('signs a new number up by WhatsApp, who saves a profile without an email', async () => {
    const mobile = '9876509999';
    expect((await seeker.loginOtp(mobile)).status).toBe(200);
    const verified = await seeker.loginVerify(mobile, otpSentTo(mobile));
    expect(verified.status, JSON.stringify(verified.data)).toBe(200);
    expect(verified.data.message).toBe('Login Success');
    expect(await consentOf({ mobileNo: mobile })).toEqual({
      consentedAt: t.clock.now(),
      consentVia: 'api_client',
      adultConfirmedAt: null,
      adultConfirmedVia: null,
    });
    expect(seeker.user).toMatchObject({ mobile_no: mobile, email: null, user_type: 'tenant' });
    const saved = await seeker.updateUser({
      full_name: 'Rohan Desai',
      email: seeker.user!.email,
      dob: '1998-07-21',
      gender: 'MALE',
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    seeker.user = saved.data.data;
    expect(seeker.user).toMatchObject({ full_name: 'Rohan Desai', email: null, gender: 'male' });
  });

  it('searches with labels, wishlists and records a visit, sending email null', async () => {
    const found = await seeker.searchProperties('PUNE', 'baner', {
      property_type: 'APARTMENT',
      listed_by: 'Owner',
      configuration: '_2BHK',
      tenant_type: 'Family',
      furnishing_status: 'semi-furnished',
      food_allowed: 'VEG',
      brokerage: 'zero',
    });
    expect(found.status, JSON.stringify(found.data)).toBe(200);
    expect(found.data.properties.map((p: Json) => p.id)).toEqual([listingId]);
    expect(found.data.properties[0]).not.toHaveProperty('mobile_no');

    // The filter popup's own labels: tenant type "any", furnishing "semi", "fully", "none".
    const popup = await seeker.searchProperties('Pune', '', {
      tenant_type: 'any',
      furnishing_status: 'semi',
    });
    expect(popup.status, JSON.stringify(popup.data)).toBe(200);
    expect(popup.data.properties.map((p: Json) => p.id)).toEqual([listingId]);
    for (const furnishing_status of ['fully', 'none']) {
      const other = await seeker.searchProperties('Pune', '', { tenant_type: 'any', furnishing_status });
      expect(other.status, JSON.stringify(other.data)).toBe(200);
      expect(other.data.properties).toEqual([]);
    }

    expect((await visitor().addToWishlist(listingId)).status).toBe(401);
    const wished = await seeker.addToWishlist(listingId);
    expect(wished.data).toEqual({ wishlisted: 1, message: 'Wishlist Updated' });
    expect((await seeker.getWishListByUserId()).data.wishlist.map((l: Json) => l.id)).toEqual([listingId]);

    expect((await visitor().setVisits(listingId)).status).toBe(401);
    expect((await seeker.setVisits(listingId)).data.message).toBe('Property added to Visits');
    expect((await seeker.getVisitsByUserId()).data.visits.map((l: Json) => l.id)).toEqual([listingId]);
    const seen = (await seeker.getListingById(listingId)).data.propertyListing;
    expect(seen).toMatchObject({ wishlisted: 1, isVisited: 1 });
    expect(seen).not.toHaveProperty('email');
  });

  it('buys a pass with the test gateway and then sees the owner details', async () => {
    const locked = await seeker.getListingContactDetails(listingId);
    expect(locked.status).toBe(403);
    expect((await seeker.getRazorpayDetails()).data.RAZORPAY_KEY).toBeTruthy();
    const { order, res } = await seeker.buyPass(listingId);
    expect(order.data.amount).toBe(29900);
    expect(res.data.message).toBe('Payment Successful');
    expect(Date.parse(seeker.user!.subscription_upto)).toBeGreaterThan(t.clock.now().getTime());
    const details = await seeker.getListingContactDetails(listingId);
    expect(details.data.listingContactDetails[0]).toEqual({
      full_name: 'Kavya R Nair',
      mobile_no: '9876501234',
      email: ownerEmail,
    });
  });

  it('runs the blog: an admin uploads a banner and publishes, placeholders list it, the author edits and deletes', async () => {
    const banner = await admin.imageUpload(await makePhoto({ width: 320, height: 180, seed: 7 }));
    expect(banner.status).toBe(200);
    const publicUrl: string = banner.data.data.publicUrl;
    const published = await admin.addBlog({
      title: 'Renting in Baner',
      summary: 'What a first month costs.',
      image: publicUrl,
      category: 'renting tips',
      visibility: 'Public',
      description: [{ subheading: 'Deposit', description: 'Two months is usual.', image: '', hyperlink: '' }],
    });
    expect(published.data.message).toBe('Blog Published');
    expect((await owner.addBlog({ title: 'Members cannot post' })).status).toBe(403);

    const list = await visitor().getBlogs('', 0, undefined);
    expect(list.status, JSON.stringify(list.data)).toBe(200);
    expect(list.data.total_blogs).toBe(1);
    expect(list.data.active_categories).toEqual([{ category: 'Renting Tips' }]);
    expect((await visitor().getBlogs('baner', 'undefined', 'null')).data.blogs[0].title).toBe(
      'Renting in Baner',
    );
    expect((await visitor().getBlogs('', '', '')).data.total_blogs).toBe(1);
    const garbled = await visitor().getBlogs('', 'abc', undefined);
    expect(garbled.status, JSON.stringify(garbled.data)).toBe(200);
    expect(garbled.data.total_blogs).toBe(1);
    expect((await visitor().getBlogCategories()).data).toContainEqual({ category: 'Decor' });

    const [blog] = (await visitor().getBlogByTitle('Renting in Baner')).data;
    expect(blog).toMatchObject({ image: publicUrl, category: 'Renting Tips', author_name: 'Editor Desk' });
    const updated = await admin.updateBlog({
      id: blog.id,
      title: blog.title,
      summary: 'Updated',
      image: blog.image,
      category: 'MOVING',
      visibility: 'PUBLIC',
      description: blog.description,
    });
    expect(updated.data.message).toBe('Blog Updated');
    expect((await owner.deleteBlog(blog.id)).status).toBe(403);
    expect((await admin.deleteBlog(blog.id)).data.message).toBe('Blog Deleted');

    // A post without a banner: the form holds null for the image nobody chose.
    const plain = await admin.addBlog({
      title: 'Moving day checklist',
      summary: 'Meter readings first.',
      image: null,
      category: 'Moving',
      visibility: 'public',
      description: [],
    });
    expect(plain.status, JSON.stringify(plain.data)).toBe(200);
    const [posted] = (await visitor().getBlogByTitle('Moving day checklist')).data;
    expect(posted.image).toBe('');
    expect((await admin.deleteBlog(posted.id)).data.message).toBe('Blog Deleted');
  });

  it('runs services: an admin adds one, placeholders answer the default city, and deletes it', async () => {
    const added = await admin.addService(await makePhoto({ seed: 9 }), {
      service_name: 'Baner Plumbing',
      url: 'https://baner-plumbing.example.in',
      contact: 9876512345,
      location: 'pune',
    });
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    const pune = (await visitor().getServices('Pune')).data.services;
    expect(pune.map((s: Json) => s.service_name)).toEqual(['Baner Plumbing']);
    for (const location of [undefined, null, '', 'Gotham']) {
      const res = await visitor().getServices(location);
      expect(res.status).toBe(200);
      expect(res.data.services).toEqual([]);
    }
    const deleted = await admin.deleteService(String(pune[0].id));
    expect(deleted.status, JSON.stringify(deleted.data)).toBe(200);
    expect(deleted.data.message).toBe('Service Deleted');
  });

  it('sends the contact form', async () => {
    const res = await visitor().addContact({
      firstName: 'Anil',
      lastName: 'Shetty',
      email: 'anil@example.in',
      message: 'Do you list homes in Mangaluru?',
    });
    expect(res.status).toBe(200);
    expect(res.data.message).toBeTruthy();
  });

  it('deletes the listing and logs out, after which restore says the session expired', async () => {
    expect((await owner.deleteListing(listingId)).data).toEqual({
      success: true,
      message: 'Property Deleted',
    });
    expect((await owner.getListingById(listingId)).status).toBe(404);
    expect((await owner.logout()).status).toBe(200);
    expect((await owner.restore()).data).toEqual({ userSessionExpired: true });
    expect(owner.user).toBeNull();
  });
});
