// A full disk (docs/decisions/0158-secrets-rotate-disks-fill.md), made by the database itself:
// triggers on users and app_meta raise PostgreSQL's own disk_full (53100) on every write to them,
// as a table that cannot grow does. A profile change is then answered 503 in our words with
// Retry-After, writes are refused before they start, reads (a signed-in page, a search) are
// served, and once the triggers are dropped (space is back) the probe lets writes in again with no
// command typed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { DISK_FULL_MESSAGE, isDiskFull } from './disk-full.ts';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await buildTestApp({ config: { DISK_FULL_PROBE_SECONDS: '1' } });
  ({ cookie } = await createTestUser(t));
});
afterAll(() => t.close());

const fillDisk = async () => {
  await t.deps.database.db.execute(sql`
    create or replace function test_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/16384/16385": No space left on device'
        using errcode = 'disk_full';
    end $$`);
  for (const table of ['users', 'app_meta'])
    await t.deps.database.db.execute(
      sql.raw(
        `create trigger test_disk_full before insert or update on ${table} for each row execute function test_disk_full()`,
      ),
    );
};
const freeSpace = async () => {
  for (const table of ['users', 'app_meta'])
    await t.deps.database.db.execute(sql.raw(`drop trigger test_disk_full on ${table}`));
};

const rename = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: ACCOUNT_API.updateUser,
    headers: { cookie },
    payload: { full_name: name },
  });

describe('a full disk', () => {
  it('refuses writes with 503 in our words, serves reads, and resumes by itself when space is back', async () => {
    expect((await rename('Before Full')).statusCode).toBe(200);
    await fillDisk();

    const refused = await rename('While Full');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ message: DISK_FULL_MESSAGE });
    // Now refused before it reaches the database, with the same words.
    const again = await rename('While Full Again');
    expect([again.statusCode, again.json()]).toEqual([503, { message: DISK_FULL_MESSAGE }]);

    const me = await t.app.inject({ url: ACCOUNT_API.getUserDetails, headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const search = await t.app.inject({ method: 'POST', url: API.listing.searchProperties, payload: {} });
    expect(search.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await freeSpace();
    let resumed = 0;
    for (let i = 0; i < 50 && resumed !== 200; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      resumed = (await rename('After Full')).statusCode;
    }
    expect(resumed).toBe(200);
  }, 60_000);

  it('is told by the database code, the file system code or the words, through a wrapped error', () => {
    expect(
      isDiskFull(new Error('insert failed', { cause: Object.assign(new Error('x'), { code: '53100' }) })),
    ).toBe(true);
    expect(isDiskFull(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(new Error('could not extend file "base/1/2": wrote only 4096 of 8192 bytes'))).toBe(
      true,
    );
    expect(isDiskFull(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
