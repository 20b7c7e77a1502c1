import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { pngFiles, saveListing, validForm } from '../../../test/listing-kit.ts';

let t: TestApp;
let poster: Awaited<ReturnType<typeof createTestUser>>;
let other: Awaited<ReturnType<typeof createTestUser>>;
let admin: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  poster = await createTestUser(t, {
    fullName: 'Priya Poster',
    mobileNo: '9876500001',
    email: 'priya@example.in',
  });
  other = await createTestUser(t, { fullName: 'Other Person' });
  admin = await createTestUser(t, { fullName: 'Asha Admin', isAdmin: true });
});
afterAll(() => t.close());

const post = async (overrides = {}) => {
  const res = await saveListing(t, poster.cookie, { body: validForm(overrides), files: await pngFiles(1) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ listed_id: number; message: string }>().listed_id;
};

const getListing = async (id: number, cookie?: string) =>
  t.app.inject({ url: `/api/listing/getListingById?id=${id}`, headers: cookie ? { cookie } : {} });

const update = (cookie: string | null, id: number, overrides = {}) =>
  saveListing(t, cookie, { body: validForm({ id, ...overrides }) }, 'update');

const remove = (cookie: string | null, id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/listing/deleteListing',
    headers: cookie ? { cookie } : {},
    payload: { id },
  });

describe(`posting a listing on ${testDatabaseKind()}`, () => {
  it('a logged-in poster adds a listing and reads it back with its title and photos', async () => {
    const res = await saveListing(t, poster.cookie, { body: validForm(), files: await pngFiles(2) });
    expect(res.statusCode).toBe(200);
    const { listed_id, message } = res.json();
    expect(message).toBe('Property Added Successfully');
    const listing = (await getListing(listed_id)).json<{ propertyListing: Listing }>().propertyListing;
    expect(listing).toMatchObject({
      id: listed_id,
      title: '2BHK Apartment in Andheri West',
      rent: 25000,
      deposit: 50000,
      full_name: 'Priya Poster',
      amenities: ['Lift', 'Parking'],
      buildin_category: [],
      assured: false,
    });
    expect(listing.photos).toHaveLength(2);
    expect(listing.images).toEqual(listing.photos.map((p) => p.lg));
  });

  it('a visitor cannot post a listing', async () => {
    const res = await saveListing(t, null, { body: validForm() });
    expect(res.statusCode).toBe(401);
  });

  it('fills blank contact fields from the poster’s profile and keeps the ones given', async () => {
    const id = await post({ full_name: '', mobile_no: '', email: '' });
    const contact = await t.app.inject({
      url: `/api/listing/getListingById?id=${id}`,
      headers: { cookie: poster.cookie },
    });
    expect(contact.json().propertyListing.full_name).toBe('Priya Poster');
    const named = await post({ full_name: 'Ravi Caretaker' });
    expect((await getListing(named)).json().propertyListing.full_name).toBe('Ravi Caretaker');
  });

  it('defaults available_from to today in India and deposit to 0', async () => {
    const id = await post({ available_from: '', deposit: '' });
    const listing = (await getListing(id)).json().propertyListing;
    expect(listing.available_from).toBe('2026-11-22');
    expect(listing.deposit).toBe(0);
  });
});

describe('options follow the property type', () => {
  const refused = async (overrides: Record<string, unknown>, field: string) => {
    const res = await saveListing(t, poster.cookie, { body: validForm(overrides) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  };

  it('refuses a sharing configuration for an apartment and a BHK for a PG/Hostel', async () => {
    await refused({ configuration: 'DOUBLE_SHARING' }, 'configuration');
    await refused(
      { property_type: 'PG_HOSTEL', configuration: '_2BHK', tenant_type: 'MALE' },
      'configuration',
    );
  });

  it('refuses tenant types the form does not offer for the type', async () => {
    await refused({ tenant_type: 'BACHELOR' }, 'tenant_type');
    await refused(
      { property_type: 'PG_HOSTEL', configuration: 'SINGLE_SHARING', tenant_type: 'FAMILY' },
      'tenant_type',
    );
    await refused(
      { property_type: 'WEEKEND_HOME', brokerage: null, tenant_type: 'NO_PREFERENCE' },
      'tenant_type',
    );
  });

  it('refuses brokerage on a weekend home or co-living place', async () => {
    await refused(
      { property_type: 'WEEKEND_HOME', tenant_type: 'FAMILY', brokerage: '_15_DAYS_RENT' },
      'brokerage',
    );
    await refused(
      { property_type: 'CO_LIVING', configuration: 'SINGLE_SHARING', tenant_type: 'MALE', brokerage: 'ZERO' },
      'brokerage',
    );
  });

  it('accepts every combination the form offers', async () => {
    await post({
      property_type: 'PG_HOSTEL',
      configuration: 'TRIPLE_SHARING',
      tenant_type: 'FEMALE',
      brokerage: '_30_DAYS_RENT',
    });
    await post({
      property_type: 'WEEKEND_HOME',
      configuration: '_4BHK',
      tenant_type: 'BACHELOR',
      brokerage: null,
    });
  });

  it('refuses negative or absurd rent and deposit, and unknown values, naming the field', async () => {
    await refused({ rent: -5 }, 'rent');
    await refused({ rent: 0 }, 'rent');
    await refused({ rent: 50_000_000 }, 'rent');
    await refused({ rent: 'a lot' }, 'rent');
    await refused({ rent: '' }, 'rent');
    await refused({ deposit: -1 }, 'deposit');
    await refused({ deposit: 5_000_000_000 }, 'deposit');
    await refused({ furnishing_status: 'PALACE' }, 'furnishing_status');
    await refused({ city: 'Atlantis' }, 'city');
    await refused({ amenities: ['Helipad'] }, 'amenities.0');
  });

  it('refuses an availability date more than 30 days in the past', async () => {
    await refused({ available_from: '2026-10-01' }, 'available_from');
    await post({ available_from: '2026-10-25' });
  });

  it('lets an old listing be edited while it keeps its old availability date', async () => {
    const id = await post({ available_from: '2026-11-25' });
    t.clock.advance(90 * 86_400_000);
    try {
      const editor = await createTestUser(t, { isAdmin: true });
      const keep = await update(editor.cookie, id, { available_from: '2026-11-25', rent: 24000 });
      expect(keep.statusCode, keep.body).toBe(200);
      const moved = await update(editor.cookie, id, { available_from: '2026-11-26' });
      expect(moved.statusCode).toBe(400);
    } finally {
      t.clock.advance(-90 * 86_400_000);
    }
  });

  it('refuses a body that is not JSON or is missing', async () => {
    const bad = await saveListing(t, poster.cookie, { rawBody: '{not json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body');
  });
});

describe('who may change a listing', () => {
  it('the poster updates their own listing', async () => {
    const id = await post();
    const res = await update(poster.cookie, id, { rent: 27000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ listed_id: id, message: 'Property Updated Successfully' });
    expect((await getListing(id)).json().propertyListing.rent).toBe(27000);
  });

  it('another user can neither update nor delete it', async () => {
    const id = await post();
    expect((await update(other.cookie, id, { rent: 1000 })).statusCode).toBe(403);
    expect((await remove(other.cookie, id)).statusCode).toBe(403);
    expect((await getListing(id)).json().propertyListing.rent).toBe(25000);
  });

  it('a visitor can neither update nor delete it', async () => {
    const id = await post();
    expect((await update(null, id)).statusCode).toBe(401);
    expect((await remove(null, id)).statusCode).toBe(401);
    expect((await getListing(id)).statusCode).toBe(200);
  });

  it('an admin updates and deletes anyone’s listing, keeping the poster’s contact details', async () => {
    const id = await post({ full_name: '' });
    expect((await update(admin.cookie, id, { rent: 31000, full_name: '' })).statusCode).toBe(200);
    const listing = (await getListing(id)).json().propertyListing;
    expect(listing).toMatchObject({ rent: 31000, full_name: 'Priya Poster', user_id: poster.user.id });
    const res = await remove(admin.cookie, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Property Deleted' });
  });

  it('the poster deletes their listing; it then answers 404 and cannot be deleted or edited again', async () => {
    const id = await post();
    expect((await remove(poster.cookie, id)).statusCode).toBe(200);
    expect((await getListing(id)).statusCode).toBe(404);
    expect((await remove(poster.cookie, id)).statusCode).toBe(404);
    expect((await update(poster.cookie, id)).statusCode).toBe(404);
  });

  it('refuses an update without an id', async () => {
    const res = await saveListing(t, poster.cookie, { body: validForm() }, 'update');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('id');
  });
});

describe('build-in categories and the Assured badge are the admin’s', () => {
  it('a poster who sets a build-in category or Assured is refused with 403', async () => {
    const withCategory = await saveListing(t, poster.cookie, {
      body: validForm({ buildinCategory: ['Recommended'] }),
    });
    expect(withCategory.statusCode).toBe(403);
    expect(withCategory.json().errors[0].field).toBe('buildinCategory');
    const assured = await saveListing(t, poster.cookie, { body: validForm({ assured: true }) });
    expect(assured.statusCode).toBe(403);
    expect(assured.json().errors[0].field).toBe('assured');
  });

  it('a poster sending an empty list or false is fine', async () => {
    await post({ buildinCategory: [], assured: false });
  });

  it('an admin sets them on a poster’s listing; the poster may echo them back but not change them', async () => {
    const id = await post();
    const set = await update(admin.cookie, id, {
      buildinCategory: ['Recommended', 'Best Deals'],
      assured: true,
    });
    expect(set.statusCode).toBe(200);
    expect((await getListing(id)).json().propertyListing).toMatchObject({
      buildin_category: ['Recommended', 'Best Deals'],
      assured: true,
    });
    const echo = await update(poster.cookie, id, {
      buildinCategory: ['Best Deals', 'Recommended'],
      assured: true,
      rent: 26000,
    });
    expect(echo.statusCode).toBe(200);
    const omitted = await update(poster.cookie, id, { rent: 26500 });
    expect(omitted.statusCode).toBe(200);
    expect((await update(poster.cookie, id, { buildinCategory: [] })).statusCode).toBe(403);
    expect((await update(poster.cookie, id, { assured: false })).statusCode).toBe(403);
    expect((await getListing(id)).json().propertyListing).toMatchObject({
      buildin_category: ['Recommended', 'Best Deals'],
      assured: true,
      rent: 26500,
    });
  });

  it('another user cannot set them either', async () => {
    const id = await post();
    expect((await update(other.cookie, id, { buildinCategory: ['Recommended'] })).statusCode).toBe(403);
  });

  it('an admin posts a listing straight into a home section', async () => {
    const res = await saveListing(t, admin.cookie, {
      body: validForm({ buildinCategory: ['Weekend Home'] }),
    });
    expect(res.statusCode).toBe(200);
    expect((await getListing(res.json().listed_id)).json().propertyListing.buildin_category).toEqual([
      'Weekend Home',
    ]);
  });
});
