// Saved searches and their alerts on a real migrated database with the clock moved:
// who may save what, the "new since last opened" count, one alert a day at most, the
// daily hour in India, proven contacts only, and the one-tap unsubscribe.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { pngFiles, saveListing, validForm } from '../../../test/listing-kit.ts';
import { savedSearches } from '../../db/schema.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

let t: TestApp;
let poster: string;
const MINUTE = 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const runAlerts = () =>
  runJobOnce(
    findJob('saved-search-alerts')!,
    { deps: t.deps, log: quiet },
    { trigger: 'manual', attempt: 1 },
  );
const alertsTo = (to: string) =>
  t.deps.outbox.messages.filter((m) => m.to === to && /new home/.test(m.subject + m.text));

const post = async (overrides: Parameters<typeof validForm>[0]) => {
  t.clock.advance(MINUTE);
  const res = await saveListing(t, poster, { body: validForm(overrides), files: await pngFiles(1) });
  expect(res.statusCode, res.body).toBe(200);
};

const tenant = async () => {
  const { user, cookie } = await createTestUser(t, {
    mobileVerifiedAt: t.clock.now(),
    emailVerifiedAt: t.clock.now(),
  });
  return { user, cookie };
};

const save = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: API.savedSearch.list, headers: { cookie }, payload: body });

const koramangala = {
  name: '1BHK in Koramangala',
  query: { city: 'Bengaluru', search: '1bhk koramangala under 25000' },
  alert_channels: ['whatsapp', 'email'],
};

beforeAll(async () => {
  t = await buildTestApp();
  poster = (await createTestUser(t, { userType: 'owner' })).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.database.db.delete(savedSearches);
});

describe('saving a search', () => {
  it('keeps the search for its owner only, and a visitor is asked to log in', async () => {
    const { cookie } = await tenant();
    const saved = await save(cookie, koramangala);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: '1BHK in Koramangala',
      new_count: 0,
      alert_frequency: 'instant',
    });
    const list = await t.app.inject({ url: API.savedSearch.list, headers: { cookie } });
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['1BHK in Koramangala']);

    const other = await tenant();
    expect(
      (await t.app.inject({ url: API.savedSearch.list, headers: { cookie: other.cookie } })).json().data,
    ).toEqual([]);
    const id = saved.json().data.id;
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: API.savedSearch.one.replace(':id', String(id)),
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await save('', koramangala)).statusCode).toBe(401);
  });

  it('names the field when the name is missing or an alert channel is not proven', async () => {
    const { cookie } = await createTestUser(t, { mobileVerifiedAt: null, emailVerifiedAt: t.clock.now() });
    const noName = await save(cookie, { ...koramangala, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual([{ field: 'name', message: 'Please give the search a name' }]);
    const unproven = await save(cookie, koramangala);
    expect(unproven.statusCode).toBe(400);
    expect(unproven.json().errors).toEqual([
      { field: 'alert_channels', message: 'Verify your mobile number to get alerts on WhatsApp' },
    ]);
    expect((await save(cookie, { ...koramangala, alert_channels: ['Email'] })).statusCode).toBe(200);
  });

  it('counts the matching homes listed since the search was last opened', async () => {
    const { cookie } = await tenant();
    const id = (await save(cookie, koramangala)).json().data.id;
    await post({ city: 'Bengaluru', locality: 'Koramangala', configuration: '_1BHK', rent: 22000 });
    await post({ city: 'Bengaluru', locality: 'Koramangala', configuration: '_2BHK', rent: 22000 });
    await post({ city: 'Bengaluru', locality: 'Koramangala', configuration: '_1BHK', rent: 40000 });
    await post({ city: 'Bengaluru', locality: 'Indiranagar', configuration: '_1BHK', rent: 20000 });
    const list = async () =>
      (await t.app.inject({ url: API.savedSearch.list, headers: { cookie } })).json().data[0];
    expect((await list()).new_count).toBe(1);
    const seen = await t.app.inject({
      method: 'POST',
      url: API.savedSearch.seen.replace(':id', String(id)),
      headers: { cookie },
    });
    expect(seen.statusCode).toBe(200);
    expect((await list()).new_count).toBe(0);
  });
});

describe('the alert job', () => {
  it('sends one instant alert a day on each chosen channel, naming the new homes, and sends nothing twice', async () => {
    const { user, cookie } = await tenant();
    await save(cookie, koramangala);
    expect((await runAlerts()).sent).toBe(0);
    await post({
      city: 'Bengaluru',
      locality: 'Koramangala',
      configuration: '_1BHK',
      rent: 21000,
      title: 'Quiet 1BHK near Forum',
    } as never);
    await post({ city: 'Mumbai', locality: 'Andheri West', configuration: '_1BHK', rent: 21000 });
    t.clock.advance(MINUTE);
    expect(await runAlerts()).toMatchObject({ sent: 1 });
    const whatsapp = alertsTo(`91${user.mobileNo}`);
    const email = alertsTo(user.email!);
    expect(whatsapp).toHaveLength(1);
    expect(email).toHaveLength(1);
    expect(email[0]!.subject).toBe('1 new home for “1BHK in Koramangala”');
    expect(whatsapp[0]!.text).toContain('• 1BHK Apartment in Koramangala, Bengaluru: ₹21,000');
    expect(whatsapp[0]!.text).toMatch(/\/unsubscribe\?token=\d+\.[\w-]+/);

    // Another home the same day waits for tomorrow; a second run sends nothing.
    await post({ city: 'Bengaluru', locality: 'Koramangala', configuration: '_1BHK', rent: 23000 });
    t.clock.advance(MINUTE);
    expect((await runAlerts()).sent).toBe(0);
    expect(alertsTo(user.email!)).toHaveLength(1);
    t.clock.advance(24 * 60 * MINUTE);
    expect((await runAlerts()).sent).toBe(1);
    expect(alertsTo(user.email!).at(-1)!.subject).toBe('1 new home for “1BHK in Koramangala”');
    expect((await runAlerts()).sent).toBe(0);
  });

  it('names each new home by its title and city, never its locality twice', async () => {
    const { user, cookie } = await tenant();
    await save(cookie, {
      name: 'Apartments in Baner',
      query: { city: 'Pune', search: 'baner', filters: { property_type: 'APARTMENT' } },
      alert_channels: ['email'],
    });
    await post({ city: 'Pune', locality: 'Baner', configuration: '_1BHK', rent: 18000 });
    t.clock.advance(MINUTE);
    expect((await runAlerts()).sent).toBe(1);
    const [alert] = alertsTo(user.email!);
    expect(alert!.text).toContain('• 1BHK Apartment in Baner, Pune: ₹18,000');
    expect(alert!.text).not.toContain('Baner, Baner');
  });

  it('sends a daily alert at its hour in India, not before', async () => {
    const { user, cookie } = await tenant();
    // 06:30 UTC on the test clock is 12:00 in India; ask for 18:00.
    await save(cookie, {
      ...koramangala,
      alert_channels: ['email'],
      alert_frequency: 'daily',
      alert_hour: 18,
    });
    await post({ city: 'Bengaluru', locality: 'Koramangala', configuration: '_1BHK', rent: 24000 });
    const hoursTo18 =
      (18 -
        Number(
          new Intl.DateTimeFormat('en-GB', {
            timeZone: 'Asia/Kolkata',
            hour: '2-digit',
            hourCycle: 'h23',
          }).format(t.clock.now()),
        )) %
      24;
    t.clock.advance(MINUTE);
    expect((await runAlerts()).sent).toBe(0);
    t.clock.advance(((hoursTo18 + 24) % 24) * 60 * MINUTE);
    expect((await runAlerts()).sent).toBe(1);
    expect(alertsTo(user.email!)).toHaveLength(1);
  });

  it('stops for good after the one-tap unsubscribe, which needs no login', async () => {
    const { user, cookie } = await tenant();
    await save(cookie, { ...koramangala, alert_channels: ['email'] });
    await post({ city: 'Bengaluru', locality: 'Koramangala', configuration: '_1BHK', rent: 20000 });
    t.clock.advance(MINUTE);
    await runAlerts();
    const link = alertsTo(user.email!)[0]!.text.match(/unsubscribe\?token=([\w.-]+)/)![1]!;
    const forged = await t.app.inject({
      method: 'POST',
      url: API.savedSearch.unsubscribe,
      payload: { token: link.replace(/\..*/, '.forged-signature-x') },
    });
    expect(forged.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: API.savedSearch.unsubscribe,
      payload: { token: link },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('1BHK in Koramangala');
    t.clock.advance(24 * 60 * MINUTE);
    await post({ city: 'Bengaluru', locality: 'Koramangala', configuration: '_1BHK', rent: 20500 });
    t.clock.advance(MINUTE);
    expect((await runAlerts()).sent).toBe(0);
    expect(alertsTo(user.email!)).toHaveLength(1);
  });
});
