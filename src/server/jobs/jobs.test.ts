// The background jobs on a real migrated database with the clock moved: what each one
// deletes, that a second run deletes nothing more, how the embedded runner schedules
// and retries, and the `npm run jobs` commands.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../shared/api.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { makePhoto, pngFiles, saveListing, validForm } from '../../test/listing-kit.ts';
import { JOB_COMMANDS } from '../cli/jobs.ts';
import { runCommand } from '../cli/run-command.ts';
import { queryRows } from '../db/client.ts';
import { runsOf } from '../db/job-runs.ts';
import { gatewayEvents, otpChallenges, pendingProofs, rateCounters, sessions } from '../db/schema.ts';
import { IMAGE_SIZES, processImages, writeImages } from '../features/media/index.ts';
import { findJob } from './definitions.ts';
import type { JobContext, JobDefinition } from './job.ts';
import { createInProcessRunner, createPgBossRunner, resolveSchedules, runJobOnce } from './runner.ts';

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const context = (): JobContext => ({ deps: t.deps, log: quiet });
const run = (name: string) => runJobOnce(findJob(name)!, context(), { trigger: 'manual', attempt: 1 });
const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('housekeeping jobs', () => {
  it('purge expired sessions, spent codes and account choices, closed rate windows and old webhooks, and a second run deletes nothing', async () => {
    const db = t.deps.database.db;
    const { user } = await createTestUser(t);
    const live = await createTestUser(t);
    const now = t.clock.now();
    await db
      .insert(sessions)
      .values({ idHash: 'old-session', userId: user.id, expiresAt: new Date(now.getTime() - HOUR) });
    await db.insert(otpChallenges).values([
      {
        channel: 'whatsapp',
        purpose: 'login',
        target: '9800000001',
        codeHash: 'x',
        expiresAt: new Date(now.getTime() - 2 * DAY),
        createdAt: new Date(now.getTime() - 2 * DAY),
      },
      {
        channel: 'whatsapp',
        purpose: 'login',
        target: '9800000002',
        codeHash: 'x',
        expiresAt: new Date(now.getTime() + 600_000),
        createdAt: now,
      },
    ]);
    // An account choice offered two days ago, and one still open (docs/decisions/0091-a-claimed-contact-is-a-choice.md).
    await db.insert(pendingProofs).values(
      [2 * DAY, 0].map((age, i) => ({
        tokenHash: `proof-${i}`,
        purpose: 'login' as const,
        contact: '9800000003',
        accountIds: [user.id],
        expiresAt: new Date(now.getTime() - age + 600_000),
        createdAt: new Date(now.getTime() - age),
      })),
    );
    await db.insert(rateCounters).values([
      { key: 'old-window', count: 3, resetAt: new Date(now.getTime() - 2 * DAY) },
      { key: 'open-window', count: 3, resetAt: new Date(now.getTime() + HOUR) },
    ]);
    await db.insert(gatewayEvents).values([
      {
        eventId: 'evt_old',
        gateway: 'test',
        type: 'payment.captured',
        payload: {},
        receivedAt: new Date(now.getTime() - 500 * DAY),
      },
      { eventId: 'evt_new', gateway: 'test', type: 'payment.captured', payload: {}, receivedAt: now },
    ]);

    expect(await run('purge-sessions')).toEqual({ deleted: 1 });
    expect(await run('purge-otp-challenges')).toEqual({ deleted: 2 });
    expect(await run('purge-rate-counters')).toEqual({ deleted: 1 });
    expect(await run('purge-gateway-events')).toEqual({ deleted: 1 });
    for (const name of [
      'purge-sessions',
      'purge-otp-challenges',
      'purge-rate-counters',
      'purge-gateway-events',
    ]) {
      expect(await run(name)).toEqual({ deleted: 0 });
    }
    const me = await t.app.inject({ url: '/api/user/getUserDetails', headers: { cookie: live.cookie } });
    expect(me.statusCode).not.toBe(401);
    expect(await count('otp_challenges')).toBe(1);
    expect(await count('pending_proofs')).toBe(1);
    expect(await count('rate_counters')).toBeGreaterThanOrEqual(1);

    // A month later the remaining session has passed its lifetime too.
    t.clock.advance(31 * DAY);
    expect((await run('purge-sessions')).deleted).toBeGreaterThanOrEqual(1);
    t.clock.advance(-31 * DAY);
  });
});

describe('media sweep', () => {
  it('removes day-old photos no row refers to and keeps listing, blog and fresh ones', async () => {
    const poster = await createTestUser(t);
    const saved = await saveListing(t, poster.cookie, { body: validForm(), files: await pngFiles(1) });
    expect(saved.statusCode, saved.body).toBe(200);
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await makePhoto())], { type: 'image/png' }), 'banner.png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/listing/imageUpload',
        headers: { cookie: poster.cookie },
        payload: form,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { publicUrl: string } }).data.publicUrl.replace(/^\/media\//, '');
    };
    const unused = await upload();
    const onBlog = await upload();
    await t.deps.database.db.execute(
      sql`insert into blogs (title, author_name, image) values ('Sweep test', 'Admin', ${`/media/${onBlog}`})`,
    );
    // What a save killed between writing its photos and committing its rows leaves behind.
    const { objectKeys: leftBehind } = await writeImages(
      t.storage,
      'listings',
      await processImages([{ data: await makePhoto(), name: 'photo.png' }]),
    );
    const demo = 'demo/blog-banner.webp';
    await t.storage.put(demo, Buffer.from('demo'), 'image/webp');
    const before = [...t.storage.objects.keys()];

    expect((await run('media-sweep')).removed).toBe(0); // all younger than a day
    t.clock.advance(25 * HOUR);
    const fresh = await upload(); // written now: inside the grace period
    const result = await run('media-sweep');
    t.clock.advance(-25 * HOUR);

    const after = new Set(t.storage.objects.keys());
    expect(after.has(unused)).toBe(false);
    for (const key of leftBehind) expect(after.has(key)).toBe(false);
    expect(result.removed).toBe(Object.keys(IMAGE_SIZES).length + leftBehind.length);
    expect(after.has(onBlog)).toBe(true);
    expect(after.has(fresh)).toBe(true);
    expect(after.has(demo)).toBe(true);
    const listingPhotos = before.filter((k) => k.startsWith('listings/') && !leftBehind.includes(k));
    expect(listingPhotos.length).toBeGreaterThan(0);
    for (const key of listingPhotos) expect(after.has(key)).toBe(true);
    expect((await run('media-sweep')).removed).toBe(0);
  });
});

describe('the contact digest job', () => {
  it('mails support one digest of messages sent without the form token, and a second run sends none', async () => {
    const toSupport = () => t.deps.outbox.messages.filter((m) => m.to === t.deps.config.SUPPORT_EMAIL);
    const before = toSupport().length;
    for (const firstName of ['Ravi', 'Meena']) {
      const res = await t.app.inject({
        method: 'POST',
        url: API.contact.addContact,
        payload: {
          firstName,
          lastName: 'Kumar',
          email: 'asks@example.in',
          message: `A question from ${firstName}`,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(toSupport()).toHaveLength(before);
    expect(await run('contact-digest')).toEqual({ carried: 2 });
    const digest = toSupport().at(-1)!;
    expect(digest.subject).toBe('Contact form digest: 2 messages');
    expect(digest.text).toContain('A question from Meena');
    expect(await run('contact-digest')).toEqual({ carried: 0 });
    expect(toSupport()).toHaveLength(before + 1);
  });
});

describe('the embedded runner', () => {
  const counting = (name: string, schedule: string, behaviour: () => Promise<void> = async () => {}) => {
    const calls: Date[] = [];
    const job: JobDefinition = {
      name,
      description: 'test',
      schedule,
      retryDelaySeconds: 30,
      run: async ({ deps }) => {
        calls.push(deps.clock.now());
        await behaviour();
        return { calls: calls.length };
      },
    };
    return { job, calls };
  };

  it('runs a job once per cron slot, catching up a slot missed while down', async () => {
    const { job, calls } = counting('test-hourly', '0 * * * *');
    t.clock.set(new Date('2026-11-22T10:15:00Z'));
    const runner = await createInProcessRunner(context(), {
      jobs: [job],
      schedules: resolveSchedules(undefined, [job]),
    });
    await runner.tick();
    await runner.idle();
    expect(calls).toHaveLength(1); // never ran: the 10:00 slot is due
    t.clock.set(new Date('2026-11-22T10:45:00Z'));
    await runner.tick();
    await runner.idle();
    expect(calls).toHaveLength(1);
    t.clock.set(new Date('2026-11-22T11:00:30Z'));
    await runner.tick();
    await runner.tick();
    await runner.idle();
    expect(calls).toHaveLength(2);
    await runner.stop();

    // A restart in the same slot does not run it again: the last start is read from job_runs.
    const again = await createInProcessRunner(context(), {
      jobs: [job],
      schedules: resolveSchedules(undefined, [job]),
    });
    await again.tick();
    await again.idle();
    expect(calls).toHaveLength(2);
    await again.stop();
    const runs = await runsOf(t.deps.database.db, 'test-hourly');
    expect(runs.map((r) => r.outcome)).toEqual(['ok', 'ok']);
  });

  it('retries a failed run after 30 s, then 60 s, and records each attempt', async () => {
    let failures = 2;
    const { job, calls } = counting('test-flaky', '*/5 * * * *', async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('gateway unreachable');
      }
    });
    t.clock.set(new Date('2026-11-22T12:01:00Z'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const runner = await createInProcessRunner(context(), {
        jobs: [job],
        schedules: resolveSchedules(undefined, [job]),
      });
      await runner.tick();
      await runner.idle();
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(29_000);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await runner.idle();
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(60_000);
      await runner.idle();
      expect(calls).toHaveLength(3);
      await runner.stop();
    } finally {
      vi.useRealTimers();
    }
    const runs = await runsOf(t.deps.database.db, 'test-flaky');
    expect(runs.map((r) => [r.attempt, r.outcome]).reverse()).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'ok'],
    ]);
    expect(runs.at(-1)!.detail).toEqual({ error: 'gateway unreachable' });
  });

  it('reads JOB_SCHEDULES and refuses an unknown job or a bad cron in one line', () => {
    const schedules = resolveSchedules('media-sweep=0 5 * * *; purge-sessions=off');
    expect(schedules.get('media-sweep')).toBe('0 5 * * *');
    expect(schedules.get('purge-sessions')).toBeNull();
    expect(schedules.get('payments-reconcile')).toBe('*/5 * * * *');
    expect(() => resolveSchedules('sweep=0 5 * * *')).toThrow(
      /JOB_SCHEDULES: "sweep=0 5 \* \* \*" names no job/,
    );
    expect(() => resolveSchedules('media-sweep=every day')).toThrow(/not a five-field cron/);
  });
});

describe('npm run jobs', () => {
  it('lists every job with its schedule and last outcome, and runs one by hand', async () => {
    const ran = await runCommand('jobs', JOB_COMMANDS, t.deps, ['run', 'purge-rate-counters']);
    expect(ran).toEqual({ exitCode: 0, output: expect.stringMatching(/^purge-rate-counters: ok/) });
    const list = await runCommand('jobs', JOB_COMMANDS, t.deps, ['list']);
    expect(list.exitCode).toBe(0);
    for (const name of ['payments-reconcile', 'purge-sessions', 'media-sweep'])
      expect(list.output).toContain(name);
    expect(list.output).toMatch(/purge-rate-counters\s+27 \* \* \* \*\s+\S+ \S+\s+\S+ \S+\s+ok/);
    const unknown = await runCommand('jobs', JOB_COMMANDS, t.deps, ['run', 'nope']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.output).toMatch(/No job named "nope"/);
    expect((await runCommand('jobs', JOB_COMMANDS, t.deps, [])).exitCode).toBe(2);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('pg-boss on PostgreSQL', () => {
  it('works a queued job, retries a failure with backoff and records both attempts', async () => {
    let failures = 1;
    const job: JobDefinition = {
      name: 'test-queued',
      description: 'test',
      schedule: '0 0 1 1 *',
      retryLimit: 2,
      retryDelaySeconds: 1,
      run: async () => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('first attempt fails');
        }
        return { done: 1 };
      },
    };
    const runner = await createPgBossRunner(context(), {
      url: t.database.url!,
      jobs: [job],
      schedules: new Map([[job.name, null]]),
    });
    try {
      await runner.boss.send(job.name, { trigger: 'manual' });
      for (let i = 0; i < 100; i += 1) {
        const runs = await runsOf(t.deps.database.db, job.name);
        if (runs.some((r) => r.outcome === 'ok')) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await runner.stop();
    }
    const runs = await runsOf(t.deps.database.db, job.name);
    expect(runs.map((r) => [r.trigger, r.attempt, r.outcome]).reverse()).toEqual([
      ['manual', 1, 'failed'],
      ['manual', 2, 'ok'],
    ]);
  });

  it('starts on processes starting together, each creating the queues new jobs need', async () => {
    // New job names: their queues do not exist yet, so every runner creates them at once.
    const suffix = Math.random().toString(36).slice(2, 8);
    const jobs: JobDefinition[] = Array.from({ length: 12 }, (_, i) => ({
      name: `test-new-${suffix}-${i}`,
      description: 'test',
      schedule: '0 0 1 1 *',
      run: async () => ({ done: 1 }),
    }));
    const start = () =>
      createPgBossRunner(context(), {
        url: t.database.url!,
        jobs,
        schedules: new Map(jobs.map((job) => [job.name, null])),
      });
    const runners = await Promise.all([start(), start(), start(), start()]);
    try {
      for (const job of jobs) expect(await runners[0]!.boss.getQueue(job.name)).toBeTruthy();
    } finally {
      for (const job of jobs) await runners[0]!.boss.deleteQueue(job.name);
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  }, 60_000);
});
