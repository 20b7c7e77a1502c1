// The runbook's admin commands (docs/runbook.md), run as `npm run admin` runs them, on a real
// migrated database: every session ended; a list of accounts from a file suspended, their
// listings paused and sessions ended; one payment credited by its gateway id, once however often;
// and the reconciler crediting a payment whose callback and webhook were both lost.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '../../shared/schemas/payment.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../test/app.ts';
import { insertListings } from '../../test/listing-rows.ts';
import { passCalls } from '../../test/pass-fixture.ts';
import type { TestGateway } from '../adapters/test-gateway.ts';
import { adminActions, listings, paymentOrders, payments, users } from '../db/schema.ts';
import { ADMIN_COMMANDS } from './admin.ts';
import { expandIdFiles } from './admin-runbook.ts';
import { runCommand } from './run-command.ts';

let t: TestApp;
const work = mkdtempSync(path.join(tmpdir(), 'thikana-admin-runbook-'));
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const admin = (...args: string[]) => runCommand('admin', ADMIN_COMMANDS, t.deps, args);
const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/user/getUserDetails', headers: { cookie } })).statusCode === 200;

describe('admin sessions end-all', () => {
  it('signs every account out, admins included, and they can sign in again', async () => {
    const people = [
      await createTestUser(t),
      await createTestUser(t),
      await createTestUser(t, { isAdmin: true }),
    ];
    for (const person of people) expect(await signedIn(person.cookie)).toBe(true);
    const result = await admin('sessions', 'end-all');
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(/^Ended every session: \d+ account\(s\) signed out/);
    for (const person of people) expect(await signedIn(person.cookie)).toBe(false);
    const again = await createTestUser(t);
    expect(await signedIn(again.cookie)).toBe(true);
  });
});

describe('admin users suspend', () => {
  it('suspends the accounts a file lists: listings paused, sessions ended, the reason kept', async () => {
    const poster = await createTestUser(t);
    const [home] = await insertListings(t, [{ city: 'Pune', rent: 15_000 }], { userId: poster.user.id });
    const other = await createTestUser(t);
    const file = path.join(work, 'wave.txt');
    writeFileSync(file, `# the spam wave\n${poster.user.id}\n${other.user.id}  # second\n\n999999\n`);

    const result = await admin(
      ...expandIdFiles(['users', 'suspend', '--file', file, '--reason', 'spam wave']),
    );
    expect(result.exitCode).toBe(0);
    expect(result.output.split('\n')).toEqual([
      `user ${poster.user.id}: suspended, 1 listing(s) paused, sessions ended`,
      `user ${other.user.id}: suspended, 0 listing(s) paused, sessions ended`,
      'user 999999: not suspended: User not found',
      '2 of 3 account(s) suspended.',
    ]);
    const { db } = t.deps.database;
    const [listing] = await db.select().from(listings).where(eq(listings.id, home!));
    expect([listing!.status, listing!.pausedReason]).toEqual(['paused', 'suspended']);
    expect(await signedIn(poster.cookie)).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(row!.suspendedAt).not.toBeNull();
    const audit = await db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.userId, poster.user.id), isNull(adminActions.actorId)));
    expect(audit.map((a) => [a.action, a.note])).toEqual([['suspended', 'spam wave']]);

    // Again: nothing changes, and it says so.
    expect(
      (await admin('users', 'suspend', String(poster.user.id), '--reason', 'spam wave')).output,
    ).toContain(`user ${poster.user.id}: not suspended: This user is already suspended`);
  });

  it('refuses without a reason or with something that is not an id, naming it', async () => {
    expect(await admin('users', 'suspend', '12')).toEqual({
      exitCode: 1,
      output: 'users suspend needs --reason "why", kept with each account',
    });
    expect((await admin('users', 'suspend', 'someone@example.in', '--reason', 'x')).output).toBe(
      'Not an account id: someone@example.in (ids are numbers, one a line)',
    );
  });
});

describe('admin payments', () => {
  const paidAtGateway = async () => {
    const buyer = await createTestUser(t);
    const order = (await passCalls(t).createOrder(buyer.cookie)).json<CreateOrderResponse>();
    const paid = await (t.deps.gateway as TestGateway).completePayment(order.order_id, 'captured');
    return { buyer, paymentId: paid!.paymentId };
  };
  const creditsOf = (userId: number) =>
    t.deps.database.db.select().from(payments).where(eq(payments.userId, userId));

  it('credits one payment by its gateway id once, however often it is run', async () => {
    const { buyer, paymentId } = await paidAtGateway();
    const first = await admin('payments', 'credit', paymentId);
    expect(first.exitCode).toBe(0);
    expect(first.output).toMatch(
      new RegExp(`^Credited ${paymentId} \\(order .+\\) to user ${buyer.user.id}`),
    );
    const second = await admin('payments', 'credit', paymentId);
    expect(second.output).toMatch(new RegExp(`^${paymentId} was already credited to user ${buyer.user.id}`));
    expect((await creditsOf(buyer.user.id)).length).toBe(1);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user!.subscriptionUpto).not.toBeNull();
  });

  it('refuses a payment the gateway does not know', async () => {
    expect(await admin('payments', 'credit', 'pay_nothing_here')).toEqual({
      exitCode: 1,
      output: 'The test gateway has no payment pay_nothing_here',
    });
  });

  it('refunds a payment whose order this database does not hold (made after a restored backup), once', async () => {
    const { buyer, paymentId } = await paidAtGateway();
    expect((await admin('payments', 'refund', paymentId)).output).toMatch(/which Thikana holds: credit it/);
    await t.deps.database.db.delete(paymentOrders).where(eq(paymentOrders.userId, buyer.user.id));
    expect((await admin('payments', 'credit', paymentId)).output).toMatch(/which Thikana did not create/);
    const first = await admin('payments', 'refund', paymentId);
    expect(first.exitCode).toBe(0);
    expect(first.output).toMatch(new RegExp(`^Refunded ₹299 of ${paymentId} \\(refund rfnd_`));
    expect((await admin('payments', 'refund', paymentId)).output).toBe(
      `${paymentId} was refunded already; nothing changed.`,
    );
    expect((await creditsOf(buyer.user.id)).length).toBe(0);
  });

  it('reconciles: a payment whose callback and webhook were both lost is credited', async () => {
    const { buyer } = await paidAtGateway();
    const result = await admin('payments', 'reconcile');
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(
      /^Checked \d+ unpaid order\(s\) with the test gateway: [1-9]\d* credited, 0 could not be checked\.$/,
    );
    expect((await creditsOf(buyer.user.id)).length).toBe(1);
  });
});
