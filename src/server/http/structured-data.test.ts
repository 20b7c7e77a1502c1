// The structured data search engines read (docs/decisions/0090-structured-data.md), parsed from
// the HTML the server sends and checked against what each schema.org type it claims needs: the
// context, the type, the properties we claim for it and the kind of each value. No property the
// table does not know may appear, so each claim is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';

type Check = (value: unknown, at: string) => string[];
type Shape = { required: Record<string, Check>; optional?: Record<string, Check> };

const fail = (at: string, what: string, value: unknown) => [
  `${at}: expected ${what}, got ${JSON.stringify(value)}`,
];
const text: Check = (v, at) => (typeof v === 'string' && v.trim() !== '' ? [] : fail(at, 'text', v));
const url: Check = (v, at) =>
  typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v) ? [] : fail(at, 'an absolute URL', v);
const number: Check = (v, at) => (typeof v === 'number' && Number.isFinite(v) ? [] : fail(at, 'a number', v));
const integer: Check = (v, at) =>
  Number.isInteger(v) && (v as number) > 0 ? [] : fail(at, 'a whole number', v);
const yes: Check = (v, at) => (v === true ? [] : fail(at, 'true', v));
const date: Check = (v, at) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? [] : fail(at, 'a date', v);
const dateTime: Check = (v, at) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v)
    ? []
    : fail(at, 'a date-time with its zone', v);
const oneOf =
  (...values: unknown[]): Check =>
  (v, at) =>
    values.includes(v) ? [] : fail(at, `one of ${values.join(', ')}`, v);
const between =
  (min: number, max: number): Check =>
  (v, at) =>
    typeof v === 'number' && v >= min && v <= max ? [] : fail(at, `a number from ${min} to ${max}`, v);
const listOf =
  (check: Check, { empty = false } = {}): Check =>
  (v, at) =>
    Array.isArray(v) && (empty || v.length > 0)
      ? v.flatMap((item, i) => check(item, `${at}[${i}]`))
      : fail(at, 'a list', v);
const thing =
  (...types: string[]): Check =>
  (v, at) =>
    typeof v === 'object' && v !== null && types.includes((v as { '@type'?: string })['@type'] ?? '')
      ? validate(v as Record<string, unknown>, at)
      : fail(at, `a ${types.join(' or ')}`, v);

const accommodation: Shape = {
  required: { name: text, address: thing('PostalAddress') },
  optional: {
    image: listOf(url),
    geo: thing('GeoCoordinates'),
    numberOfBedrooms: integer,
    occupancy: thing('QuantitativeValue'),
    amenityFeature: listOf(thing('LocationFeatureSpecification')),
  },
};

const TYPES: Record<string, Shape> = {
  RealEstateListing: {
    required: {
      name: text,
      description: text,
      url,
      datePosted: dateTime,
      mainEntity: thing('Apartment', 'House', 'Room'),
      offers: thing('Offer'),
    },
    optional: { image: listOf(url) },
  },
  Apartment: accommodation,
  House: accommodation,
  Room: accommodation,
  PostalAddress: { required: { addressLocality: text, addressRegion: text, addressCountry: oneOf('IN') } },
  GeoCoordinates: { required: { latitude: between(-90, 90), longitude: between(-180, 180) } },
  QuantitativeValue: { required: { value: integer }, optional: { unitText: text } },
  LocationFeatureSpecification: { required: { name: text, value: yes } },
  Offer: {
    required: {
      price: number,
      priceCurrency: oneOf('INR'),
      priceSpecification: thing('UnitPriceSpecification'),
      availability: oneOf(
        'https://schema.org/InStock',
        'https://schema.org/OutOfStock',
        'https://schema.org/SoldOut',
      ),
      url,
    },
    optional: {
      businessFunction: oneOf('http://purl.org/goodrelations/v1#LeaseOut'),
      availabilityStarts: date,
    },
  },
  UnitPriceSpecification: {
    required: {
      price: number,
      priceCurrency: oneOf('INR'),
      unitCode: oneOf('MON', 'DAY'),
      unitText: oneOf('MONTH', 'DAY'),
    },
  },
  BreadcrumbList: { required: { itemListElement: listOf(thing('ListItem')) } },
  ListItem: { required: { position: integer, name: text }, optional: { item: url, url } },
  SearchResultsPage: { required: { name: text, url }, optional: { mainEntity: thing('ItemList') } },
  ItemList: {
    required: { numberOfItems: number, itemListElement: listOf(thing('ListItem'), { empty: true }) },
  },
  Blog: {
    required: {
      name: text,
      url,
      publisher: thing('Organization'),
      blogPost: listOf(thing('BlogPosting'), { empty: true }),
    },
  },
  BlogPosting: {
    required: {
      headline: (v, at) => [
        ...text(v, at),
        ...(String(v).length > 110 ? fail(at, 'at most 110 characters', v) : []),
      ],
      url,
      mainEntityOfPage: url,
      datePublished: dateTime,
      author: thing('Person', 'Organization'),
      publisher: thing('Organization'),
    },
    optional: {
      dateModified: dateTime,
      articleSection: text,
      inLanguage: oneOf('en-IN'),
      description: text,
      image: url,
    },
  },
  Person: { required: { name: text } },
  Organization: { required: { name: text, url } },
};

/** A list's items are numbered from 1 in order; a breadcrumb's each name a page. */
const listRules = (object: Record<string, unknown>, at: string) => {
  const items = object.itemListElement as { position: number; item?: unknown; url?: unknown }[] | undefined;
  if (!Array.isArray(items)) return [];
  const numbered = items.every((item, i) => item.position === i + 1) ? [] : [`${at}: positions are not 1..n`];
  const linked = items.every((item) => (object['@type'] === 'BreadcrumbList' ? item.item : item.url))
    ? []
    : [`${at}: an item without its page`];
  return [...numbered, ...linked];
};

function validate(object: Record<string, unknown>, at: string): string[] {
  const type = String(object['@type']);
  const shape = TYPES[type];
  if (!shape) return [`${at}: no rule for @type ${type}`];
  const known = { ...shape.required, ...shape.optional };
  return [
    ...Object.entries(shape.required).flatMap(([key, check]) =>
      key in object ? check(object[key], `${at}.${key}`) : [`${at}: ${type} needs ${key}`],
    ),
    ...Object.entries(object).flatMap(([key, value]) => {
      if (key === '@type' || key in shape.required) return [];
      const check = known[key];
      return check ? check(value, `${at}.${key}`) : [`${at}: ${type} has no property ${key} in our claims`];
    }),
    ...listRules(object, at),
  ];
}

/** Every JSON-LD block of a page, each checked from its context down; returns the objects. */
const structuredDataOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  const objects = blocks.flatMap(([, json]) => {
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    const { '@context': _, '@graph': graph, ...single } = data;
    return (graph as Record<string, unknown>[] | undefined) ?? [single];
  });
  for (const [i, object] of objects.entries()) expect(validate(object, `object ${i}`)).toEqual([]);
  // biome-ignore lint/suspicious/noExplicitAny: the objects are read as a search engine reads them
  return objects as ({ '@type': string } & Record<string, any>)[];
};
const ofType = (objects: ReturnType<typeof structuredDataOf>, type: string) =>
  objects.find((object) => object['@type'] === type)!;
const trailOf = (objects: ReturnType<typeof structuredDataOf>) =>
  ofType(objects, 'BreadcrumbList').itemListElement.map((item: { name: string }) => item.name);

const HOSTILE = 'Quiet flat. </script><script>alert("owned")</script> <!-- & \u2028 done';
const BASE = 'http://localhost:3000';
let t: TestApp;
const ids = { flat: 0, weekend: 0, pg: 0 };
let adminCookie = '';

beforeAll(async () => {
  t = await buildTestApp();
  const poster = await createTestUser(t);
  const post = async (form: Parameters<typeof validForm>[0], photos: number) => {
    const res = await saveListing(t, poster.cookie, { body: validForm(form), files: await pngFiles(photos) });
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.json().listed_id);
  };
  ids.flat = await post({ description: HOSTILE }, 2);
  ids.weekend = await post(
    {
      property_type: 'WEEKEND_HOME',
      city: 'Pune',
      locality: 'Lonavala',
      tenant_type: 'FAMILY',
      brokerage: null,
      rent: 9000,
      amenities: [],
      description: '',
    },
    1,
  );
  ids.pg = await post(
    {
      property_type: 'PG_HOSTEL',
      configuration: 'DOUBLE_SHARING',
      tenant_type: 'FEMALE',
      occupancy: 'DOUBLE_SHARING',
    },
    0,
  );
  adminCookie = (await createTestUser(t, { isAdmin: true })).cookie;
}, 120_000);
afterAll(() => t?.close());

const page = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const listingOf = async (id: number) =>
  (await t.app.inject({ url: `${API.listing.getListingById}?id=${id}` })).json().propertyListing;

describe("a listing's page", () => {
  it('describes an apartment let by the month, at its approximate position, with its photos and trail', async () => {
    const listing = await listingOf(ids.flat);
    const objects = structuredDataOf(await page(`/propertydetail/${ids.flat}`));
    const home = ofType(objects, 'RealEstateListing');
    expect(home.mainEntity['@type']).toBe('Apartment');
    expect(home.mainEntity.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Andheri West, Mumbai',
      addressRegion: 'Maharashtra',
      addressCountry: 'IN',
    });
    // The position the map shows, which is the locality's centre moved, never the address.
    expect(home.mainEntity.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: listing.position.lat,
      longitude: listing.position.lng,
    });
    expect(home.mainEntity.image).toEqual(listing.photos.map((p: { lg: string }) => `${BASE}${p.lg}`));
    expect(home.mainEntity.numberOfBedrooms).toBe(2);
    expect(home.offers).toMatchObject({
      price: 25000,
      priceCurrency: 'INR',
      availabilityStarts: '2026-12-01',
    });
    expect(home.offers.priceSpecification).toMatchObject({ unitCode: 'MON', unitText: 'MONTH' });
    expect(trailOf(objects)).toEqual(['Home', 'Mumbai', 'Andheri West', listing.title]);
  });

  it("keeps a poster's text inside the block: no </script> ends it early, and it reads back as written", async () => {
    const html = await page(`/propertydetail/${ids.flat}`);
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('\u2028');
    expect(ofType(structuredDataOf(html), 'RealEstateListing').description).toBe(HOSTILE);
  });

  it('describes a weekend home as a House let by the day and a PG bed as a shared Room', async () => {
    const weekend = ofType(
      structuredDataOf(await page(`/propertydetail/${ids.weekend}`)),
      'RealEstateListing',
    );
    expect(weekend.mainEntity['@type']).toBe('House');
    expect(weekend.mainEntity.address.addressRegion).toBe('Maharashtra');
    expect(weekend.offers.priceSpecification).toMatchObject({
      price: 9000,
      unitCode: 'DAY',
      unitText: 'DAY',
    });
    expect(weekend.description).toMatch(/^₹9,000 per day/);
    const pg = ofType(structuredDataOf(await page(`/propertydetail/${ids.pg}`)), 'RealEstateListing');
    expect(pg.mainEntity['@type']).toBe('Room');
    expect(pg.mainEntity.occupancy).toMatchObject({ value: 2 });
    expect(pg.mainEntity).not.toHaveProperty('image');
  });
});

describe('the search page', () => {
  it('lists the homes it shows as a SearchResultsPage, with the trail to the locality', async () => {
    const objects = structuredDataOf(await page('/search?city=mumbai&locality=Andheri%20West'));
    const results = ofType(objects, 'SearchResultsPage');
    expect(results.name).toBe('Homes for rent in Andheri West, Mumbai');
    const listed = results.mainEntity.itemListElement.map((item: { url: string }) => item.url);
    expect(listed.sort()).toEqual(
      [`${BASE}/propertydetail/${ids.flat}`, `${BASE}/propertydetail/${ids.pg}`].sort(),
    );
    expect(trailOf(objects)).toEqual(['Home', 'Mumbai', 'Andheri West']);
  });
});

describe('the blog', () => {
  it('describes a post as a BlogPosting and the list as a Blog of its posts', async () => {
    const title = 'Deposits </script> explained';
    const added = await t.app.inject({
      method: 'POST',
      url: API.blog.addBlog,
      headers: { cookie: adminCookie },
      payload: { title, summary: 'Two months is usual.', category: 'Renting Tips', visibility: 'public' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const post = structuredDataOf(await page(`/blog?blog_title=${encodeURIComponent(title)}`));
    expect(ofType(post, 'BlogPosting')).toMatchObject({
      headline: title,
      description: 'Two months is usual.',
      articleSection: 'Renting Tips',
      author: { '@type': 'Person' },
    });
    expect(trailOf(post)).toEqual(['Home', 'Blog', title]);
    const list = structuredDataOf(await page('/blogs'));
    expect(ofType(list, 'Blog').blogPost.map((p: { headline: string }) => p.headline)).toEqual([title]);
    expect(trailOf(list)).toEqual(['Home', 'Blog']);
  });
});

describe('the check itself', () => {
  it('refuses a type it has no rule for, a missing property, one we do not claim and a value of the wrong kind', () => {
    expect(validate({ '@type': 'Hotel' }, 'x')).toEqual(['x: no rule for @type Hotel']);
    const offer = {
      '@type': 'Offer',
      price: '25000',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: '/propertydetail/1',
      color: 'red',
    };
    expect(validate(offer, 'offer')).toEqual([
      'offer.price: expected a number, got "25000"',
      'offer: Offer needs priceSpecification',
      'offer.url: expected an absolute URL, got "/propertydetail/1"',
      'offer: Offer has no property color in our claims',
    ]);
  });
});
