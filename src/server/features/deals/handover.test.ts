// The move-in report through the real app: either side adds rooms with meters, items and photos;
// only the two sides read it (404 to anyone else); confirming needs a proven contact and the right
// code; once both confirmed, the report cannot be changed (409 saying why), only added to as an
// addendum both confirm again; the PDF reads back with pdftotext.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HANDOVER_API } from '../../../shared/api-handover.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { lastOutboxCode } from '../../../test/auth-support.ts';
import { makePhoto } from '../../../test/listing-kit.ts';
import { listings, users } from '../../db/schema.ts';
import { dealKit, type Person } from './deal-test-kit.ts';

let t: TestApp;
const START = new Date('2026-12-28T05:30:00Z');

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

const { person, call, agreed } = dealKit(() => t);
const at = (route: string, dealId: number, entry?: number) =>
  route
    .replace(':id', String(dealId))
    .replace(':kind', 'move_in')
    .replace(':entry', String(entry ?? 0));

const KITCHEN = {
  room: 'Kitchen',
  condition: 'Chimney works; a crack in the tile left of the sink',
  meters: [{ name: 'Gas', reading: '00412.7' }],
  items: [{ name: 'Main door keys', count: 2 }],
};

const addEntry = async (who: Person, dealId: number, body: object = KITCHEN) => {
  const res = await call(who, 'POST', at(HANDOVER_API.entries, dealId), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().report;
};

const remove = (who: Person, dealId: number, entryId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: at(HANDOVER_API.entry, dealId, entryId),
    headers: { cookie: who.cookie },
  });

let clockStep = 0;
/** Starts confirming and confirms with the code WhatsApp carried. */
const confirm = async (who: Person, dealId: number) => {
  // Codes to one contact are 30 s apart.
  clockStep += 1;
  t.clock.set(new Date(START.getTime() + clockStep * 3_600_000));
  const started = await call(who, 'POST', at(HANDOVER_API.confirmStart, dealId), {});
  expect(started.statusCode, started.body).toBe(200);
  const code = lastOutboxCode(t, `91${who.user.mobileNo}`);
  const res = await call(who, 'POST', at(HANDOVER_API.confirm, dealId), {
    code,
    round: started.json().round,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().report;
};

describe('the move-in report', () => {
  it('is read and added to only by the two sides; anyone else gets 404', async () => {
    const { owner, seeker, dealId, listing } = await agreed();
    await t.deps.database.db
      .update(listings)
      .set({ furnishingStatus: 'FULLY_FURNISHED' })
      .where(eq(listings.id, listing.id));
    const first = (await call(seeker, 'GET', at(HANDOVER_API.report, dealId))).json().report;
    expect(first).toMatchObject({ role: 'tenant', open_round: 1, settled_rounds: 0, entries: [] });
    expect(first.suggested_items).toContain('Refrigerator');
    expect(first.can).toEqual({ add: true, confirm: false });

    const report = await addEntry(owner, dealId);
    expect(report.entries).toMatchObject([
      { by: 'owner', room: 'Kitchen', round: 1, addendum: false, fixed: false, meters: KITCHEN.meters },
    ]);
    const stranger = await person();
    for (const [method, url, body] of [
      ['GET', at(HANDOVER_API.report, dealId)],
      ['POST', at(HANDOVER_API.entries, dealId), KITCHEN],
      ['GET', at(HANDOVER_API.pdf, dealId)],
      ['POST', at(HANDOVER_API.confirmStart, dealId), {}],
    ] as const) {
      const res = await call(stranger, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(null, 'GET', at(HANDOVER_API.report, dealId))).statusCode).toBe(401);
  });

  it('names the field of a bad entry', async () => {
    const { owner, dealId } = await agreed();
    const res = await call(owner, 'POST', at(HANDOVER_API.entries, dealId), {
      room: 'Hall',
      items: [{ name: 'Keys', count: 0 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'items.0.count' })]);
    const noRoom = await call(owner, 'POST', at(HANDOVER_API.entries, dealId), { room: ' ' });
    expect(noRoom.json().errors).toEqual([expect.objectContaining({ field: 'room' })]);
  });

  it('keeps photos with the time taken, through the image pipeline', async () => {
    const { owner, seeker, dealId } = await agreed();
    const entry = (await addEntry(seeker, dealId)).entries[0];
    const form = new FormData();
    form.append('taken_at', '2026-12-28T10:15:00+05:30');
    form.append('file', new Blob([new Uint8Array(await makePhoto())], { type: 'image/png' }), 'crack.png');
    const res = await t.app.inject({
      method: 'POST',
      url: at(HANDOVER_API.photos, dealId, entry.id),
      headers: { cookie: owner.cookie },
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = res.json().report.entries[0].photos;
    expect(photo).toMatchObject({ by: 'owner', taken_at: '2026-12-28T04:45:00.000Z' });
    expect(photo.url).toMatch(/handover\/[0-9a-f]{32}-md\.webp$/);
    const notAPhoto = new FormData();
    notAPhoto.append(
      'file',
      new Blob([new Uint8Array(Buffer.from('hello'))], { type: 'image/png' }),
      'x.png',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: at(HANDOVER_API.photos, dealId, entry.id),
      headers: { cookie: owner.cookie },
      payload: notAPhoto,
    });
    expect(refused.statusCode).toBe(415);
  });

  it('is confirmed only with a proven contact and the right code', async () => {
    const { owner, dealId } = await agreed();
    await addEntry(owner, dealId);
    await t.deps.database.db
      .update(users)
      .set({ mobileVerifiedAt: null, emailVerifiedAt: null })
      .where(eq(users.id, owner.user.id));
    const unproven = await call(owner, 'POST', at(HANDOVER_API.confirmStart, dealId), {});
    expect(unproven.statusCode).toBe(409);
    expect(unproven.json().errors).toEqual([expect.objectContaining({ field: 'contact' })]);
    await t.deps.database.db
      .update(users)
      .set({ mobileVerifiedAt: t.clock.now() })
      .where(eq(users.id, owner.user.id));
    const started = await call(owner, 'POST', at(HANDOVER_API.confirmStart, dealId), {});
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      channel: 'phone',
      round: 1,
      sent_to: expect.stringMatching(/^\+91 /),
    });
    const code = lastOutboxCode(t, `91${owner.user.mobileNo}`)!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(owner, 'POST', at(HANDOVER_API.confirm, dealId), { code: wrong, round: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'code' })]);
    const stale = await call(owner, 'POST', at(HANDOVER_API.confirm, dealId), { code, round: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual([expect.objectContaining({ field: 'round' })]);
    const done = await call(owner, 'POST', at(HANDOVER_API.confirm, dealId), { code, round: 1 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().report).toMatchObject({ confirmed_by: ['owner'], settled_rounds: 0 });
    expect(done.json().report.confirmations[0].sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a change voids the other side’s confirmation; once both confirmed it cannot be changed, only added to', async () => {
    const { owner, seeker, dealId } = await agreed();
    const added = await addEntry(owner, dealId);
    await confirm(owner, dealId);
    // The tenant adds a room: what the owner confirmed changed, so the owner confirms again.
    const changed = await addEntry(seeker, dealId, { room: 'Bedroom 1', condition: 'Fresh paint' });
    expect(changed.confirmed_by).toEqual([]);
    await confirm(seeker, dealId);
    const both = await confirm(owner, dealId);
    expect(both).toMatchObject({ settled_rounds: 1, open_round: 2, confirmed_by: [] });
    expect(both.entries.every((e: { fixed: boolean }) => e.fixed)).toBe(true);
    expect(new Set(both.confirmations.map((c: { sha256: string }) => c.sha256)).size).toBe(1);

    const entryId = added.entries[0].id;
    const removed = await remove(owner, dealId, entryId);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toMatch(/Both of you confirmed this move-in report.*addendum/);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makePhoto())], { type: 'image/png' }), 'late.png');
    const photo = await t.app.inject({
      method: 'POST',
      url: at(HANDOVER_API.photos, dealId, entryId),
      headers: { cookie: owner.cookie },
      payload: form,
    });
    expect(photo.statusCode).toBe(409);

    const addendum = await addEntry(seeker, dealId, { room: 'Balcony', condition: 'Grill rusted' });
    expect(addendum.entries.at(-1)).toMatchObject({ round: 2, addendum: true, fixed: false });
    await confirm(seeker, dealId);
    const settled = await confirm(owner, dealId);
    expect(settled).toMatchObject({ settled_rounds: 2 });
  });

  it('a side removes only its own entry', async () => {
    const { owner, seeker, dealId } = await agreed();
    const entry = (await addEntry(owner, dealId)).entries[0];
    expect((await remove(seeker, dealId, entry.id)).statusCode).toBe(409);
    const gone = await remove(owner, dealId, entry.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().report.entries).toEqual([]);
  });

  it.runIf(existsSync('/usr/bin/pdftotext'))(
    'is a PDF in English and Hindi that pdftotext reads back',
    async () => {
      const { owner, seeker, dealId } = await agreed();
      await addEntry(owner, dealId);
      await confirm(owner, dealId);
      await confirm(seeker, dealId);
      const dir = mkdtempSync(path.join(tmpdir(), 'handover-pdf-'));
      const textOf = async (language: string) => {
        const res = await call(seeker, 'GET', `${at(HANDOVER_API.pdf, dealId)}?language=${language}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        const file = path.join(dir, `${language}.pdf`);
        writeFileSync(file, res.rawPayload);
        return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
          /\s+/g,
          ' ',
        );
      };
      const en = await textOf('en');
      expect(en).toContain('Move-in report');
      expect(en).toContain('Kitchen');
      expect(en).toContain('Gas: 00412.7');
      expect(en).toContain('Main door keys × 2');
      expect(en).toMatch(/Confirmed by Asha Rao \(owner\)/);
      expect(en).toMatch(/Confirmed by Priya Sharma \(tenant\)/);
      const hi = await textOf('hi');
      expect(hi).toContain('गृह-प्रवेश रिपोर्ट');
      expect(hi).toContain('Kitchen');
    },
  );
});
