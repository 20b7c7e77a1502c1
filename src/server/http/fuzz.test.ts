// Hostile input for every route the API documents (docs/decisions/0034-never-a-5xx.md).
// The route list comes from the real app's /api/docs/json, so a route added later is
// fuzzed without being named here. For each route, fast-check (fixed seed, bounded
// count) builds bodies, queries and multipart uploads from the route's own declared
// schema with hostile values mixed in, sent by a visitor and by a logged-in user.
// Every answer must be below 500 with a status the route declares; a refused request
// must leave every table as it was.

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { insertTestListing } from '../../test/listing-fixture.ts';
import { queryRows } from '../db/client.ts';

const SEED = 20261123;
/** Requests per route and role: ~50 routes x 2 roles x 8 stays well under two minutes on PGlite. */
const RUNS = 8;

/**
 * Tables a refused request may change by design: a wrong OTP spends a try, every
 * request counts against rate limits, and a session's last use is refreshed.
 */
const CHANGED_BY_DESIGN = new Set(['otp_challenges', 'rate_counters', 'sessions']);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  required?: string[];
  minimum?: number;
  maximum?: number;
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
};
type Role = 'visitor' | 'user';
type FuzzRequest = {
  query: Record<string, string>;
  payload?: string | Buffer;
  contentType?: string;
};

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '2024-02-30',
  '2147483648',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '[object Object]',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\ud800',
  '🏠'.repeat(50),
  'x'.repeat(5000),
  'javascript:alert(1)',
  'MUMBAI',
  'apartment',
  // What the rules against strangers' input are for (docs/security.md): addresses inside the
  // network for a push endpoint, a name that speaks for us, contact details spelled to slip past
  // masking, a line break that would start a calendar property.
  'https://127.0.0.1:6379/',
  'http://169.254.169.254/latest/meta-data',
  'https://[::1]/push',
  'https://fcm.googleapis.com.evil.example/x',
  'Thikana Support: KYC pending, pay Rs 10 at http://x.example',
  '९८७६५४३२१०',
  '９８７６５４３２１０',
  '98765\u200b43210',
  'name [at] gmail [dot] com',
  'note\rDTSTART:20260101T000000Z',
  'a\u2028b',
];
const HOSTILE_NUMBERS = [2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -1, 0, 1.5, 1e308, -1e308, 3];

const hostileLeaf = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(true, false, null, [], {}, [1, 2], { nested: { deep: 'a\u0000' } }),
  fc.string({ maxLength: 30 }),
  fc.integer(),
);

/** Mostly what the schema asks for, often something hostile in its place. */
const fromSchema = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 4) return hostileLeaf;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)), hostileLeaf);
  let fitting: fc.Arbitrary<unknown>;
  const type = [schema.type].flat()[0];
  if (schema.enum) fitting = fc.constantFrom(...schema.enum);
  else if (type === 'object' && schema.properties) {
    const keys = Object.keys(schema.properties);
    fitting = fc.record(
      Object.fromEntries(keys.map((k) => [k, fromSchema(schema.properties![k], depth + 1)])),
      { requiredKeys: [] },
    );
  } else if (type === 'array') fitting = fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
  else if (type === 'integer' || type === 'number')
    fitting = fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100_000, 100_000) });
  else if (type === 'boolean') fitting = fc.boolean();
  else fitting = fc.string({ maxLength: 40 });
  return fc.oneof({ arbitrary: fitting, weight: 3 }, { arbitrary: hostileLeaf, weight: 1 });
};

const asQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A multipart body: a JSON `body` part, maybe files, maybe broken on purpose. */
const multipartBody = fc
  .record({
    body: fromSchema(undefined),
    fields: fc.dictionary(fc.constantFrom('body', 'title', 'service_name', 'rent', 'id'), fc.string()),
    files: fc.array(
      fc.record({
        name: fc.constantFrom('files', 'file', 'body', 'other'),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
          fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
        ),
      }),
      { maxLength: 3 },
    ),
    broken: fc.constantFrom('none', 'none', 'no-boundary', 'truncated', 'wrong-boundary'),
  })
  .map(({ body, fields, files, broken }): FuzzRequest => {
    const b = 'fuzzBoundary7MA4YWxk';
    const parts = [
      `--${b}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${JSON.stringify(body)}\r\n`,
      ...Object.entries(fields).map(
        ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      ),
    ].map((p) => Buffer.from(p));
    for (const file of files) {
      parts.push(
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="${file.name}"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.from(file.bytes),
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${b}--\r\n`));
    let payload = Buffer.concat(parts);
    if (broken === 'truncated') payload = payload.subarray(0, Math.max(1, payload.length - 20));
    const contentType =
      broken === 'no-boundary'
        ? 'multipart/form-data'
        : broken === 'wrong-boundary'
          ? 'multipart/form-data; boundary=other'
          : `multipart/form-data; boundary=${b}`;
    return { query: {}, payload, contentType };
  });

const RAW_BODIES = fc.constantFrom<FuzzRequest>(
  { query: {}, payload: 'not json', contentType: 'application/json' },
  { query: {}, payload: '{"a":', contentType: 'application/json' },
  { query: {}, payload: 'null', contentType: 'application/json' },
  { query: {}, payload: '[]', contentType: 'application/json' },
  { query: {}, payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { query: {}, payload: 'a=b', contentType: 'application/x-www-form-urlencoded' },
  { query: {}, payload: 'hello', contentType: 'text/plain' },
  { query: {}, payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, contentType: 'application/json' },
  { query: {}, payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { query: {}, payload: `[${'0,'.repeat(100_000)}0]`, contentType: 'application/json' },
  { query: {}, payload: JSON.stringify({ ['k'.repeat(100_000)]: 'v' }), contentType: 'application/json' },
);

const requestsFor = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
  const params = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const query = fc
    .record(Object.fromEntries(params.map((p) => [p.name, fromSchema(p.schema).map(asQueryValue)])), {
      requiredKeys: [],
    })
    .map((q) => q as Record<string, string>);
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data']) return fc.oneof(multipartBody, RAW_BODIES);
  const jsonSchema = content['application/json']?.schema;
  if (!operation.requestBody) return query.map((q) => ({ query: q }));
  const json = fc.tuple(query, fromSchema(jsonSchema)).map(
    ([q, body]): FuzzRequest => ({
      query: q,
      payload: JSON.stringify(body ?? null),
      contentType: 'application/json',
    }),
  );
  return fc.oneof({ arbitrary: json, weight: 4 }, { arbitrary: RAW_BODIES, weight: 1 });
};

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

let fingerprintQuery: ReturnType<typeof sql.join>;

/** One fingerprint per table (row count and a hash over its rows), in one statement. */
const tableFingerprints = async () => {
  const rows = await queryRows<{ name: string; n: number; h: string | null }>(
    t.deps.database.db,
    fingerprintQuery,
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.h}`]));
};

const buildFingerprintQuery = async () => {
  const tables = await queryRows<{ name: string }>(
    t.deps.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'`,
  );
  fingerprintQuery = sql.join(
    tables
      .filter(({ name }) => !CHANGED_BY_DESIGN.has(name))
      .map(
        ({ name }) =>
          sql`select ${name}::text as name, count(*)::int as n, sum(hashtext(x::text)::bigint)::text as h
              from ${sql.identifier(name)} x`,
      ),
    sql` union all `,
  );
};

beforeAll(async () => {
  t = await buildTestApp();
  const poster = await createTestUser(t);
  for (let i = 0; i < 3; i += 1) await insertTestListing(t, poster.user.id);
  await buildFingerprintQuery();
  paths = (await t.app.inject('/api/docs/json')).json().paths;
}, 120_000);
afterAll(() => t.close());

describe('hostile requests to every documented route', () => {
  it('never answer 5xx or outside their declared statuses, and a refused one changes no row', async () => {
    const histogram: Record<number, number> = {};
    const problems: string[] = [];
    let count = 0;
    let routeIndex = 0;
    for (const [url, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        routeIndex += 1;
        const samples = fc.sample(requestsFor(operation), { seed: SEED + routeIndex, numRuns: RUNS * 2 });
        for (const [i, sample] of samples.entries()) {
          const role: Role = i % 2 === 0 ? 'visitor' : 'user';
          const cookie = role === 'user' ? (await createTestUser(t)).cookie : undefined;
          const before = await tableFingerprints();
          let res: LightMyRequestResponse;
          try {
            res = await t.app.inject({
              method: method.toUpperCase() as 'GET' | 'POST',
              url,
              query: sample.query,
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(sample.contentType ? { 'content-type': sample.contentType } : {}),
                'sec-fetch-site': 'same-origin',
              },
              ...(sample.payload !== undefined ? { payload: sample.payload } : {}),
            });
          } catch (error) {
            problems.push(`${method} ${url} threw ${String(error)}`);
            continue;
          }
          count += 1;
          histogram[res.statusCode] = (histogram[res.statusCode] ?? 0) + 1;
          const where = `${method.toUpperCase()} ${url} as ${role} ${JSON.stringify(sample.query)} ${String(sample.payload ?? '').slice(0, 200)}`;
          if (res.statusCode >= 500) problems.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
          else if (!(String(res.statusCode) in operation.responses))
            problems.push(`undeclared ${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            const after = await tableFingerprints();
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            if (changed.length > 0)
              problems.push(`refused ${res.statusCode} but changed ${changed} ${where}`);
          }
        }
      }
    }
    console.info(`fuzz: ${count} requests over ${routeIndex} routes, statuses ${JSON.stringify(histogram)}`);
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(routeIndex * RUNS);
  }, 240_000);
});
