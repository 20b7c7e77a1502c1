// Rotating APP_SECRET and the metrics token without locking anyone out
// (docs/decisions/0158-secrets-rotate-disks-fill.md): during the window an admin whose
// authenticator seed the old secret sealed still gives their code, and the seed is sealed again
// with the new secret; the collector's old token still reads /metrics. After the window, neither.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, post, sessionCookieOf } from '../../../test/auth-support.ts';
import { users } from '../../db/schema.ts';
import { setAdmin } from '../accounts/index.ts';
import { newTotpSecret, sealSecret, stepAt, totpForStep, unsealSecret } from './totp.ts';

const PASSWORD = 'cardamom-balcony-19';
const rotation = (until: string) => ({
  APP_SECRET: 'the-new-secret',
  APP_SECRET_PREVIOUS: 'the-old-secret',
  METRICS_TOKEN: 'the-new-token',
  METRICS_TOKEN_PREVIOUS: 'the-old-token',
  SECRETS_PREVIOUS_UNTIL: until,
});

let open: TestApp;
let closed: TestApp;
beforeAll(async () => {
  [open, closed] = await Promise.all([
    buildTestApp({ config: rotation('2099-01-01T00:00:00+05:30') }),
    buildTestApp({ config: rotation('2020-01-01T00:00:00+05:30') }),
  ]);
});
afterAll(async () => {
  await open?.close();
  await closed?.close();
});

let ipSeq = 0;
/** An admin enrolled before the rotation: their seed sealed with the old secret; a fresh login. */
const adminSealedWithOldSecret = async (t: TestApp) => {
  const { email, mobile } = freshIdentity();
  const ip = `10.43.0.${++ipSeq}`;
  await post(
    t,
    ACCOUNT_API.register,
    {
      full_name: 'Kavya Menon',
      email,
      mobile_no: mobile,
      password: PASSWORD,
      consent: true,
      confirm_age_18: true,
    },
    { ip },
  );
  const admin = await setAdmin({ deps: t.deps, target: { email }, isAdmin: true });
  const seed = newTotpSecret();
  await t.deps.database.db
    .update(users)
    .set({ totpSecret: sealSecret('the-old-secret', seed), totpEnabledAt: t.clock.now() })
    .where(eq(users.id, admin.id));
  const cookie = sessionCookieOf(await post(t, ACCOUNT_API.login, { email, password: PASSWORD }, { ip }))!;
  return { id: admin.id, seed, cookie };
};
const verify = (t: TestApp, cookie: string, seed: string) =>
  post(t, ADMIN_API.factorVerify, { code: totpForStep(seed, stepAt(t.clock.now())) }, { cookie });
const metrics = (t: TestApp, token: string) =>
  t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('a secret rotated with a window', () => {
  it("accepts an admin's code from a seed the old secret sealed, and seals it again with the new one", async () => {
    const admin = await adminSealedWithOldSecret(open);
    expect((await verify(open, admin.cookie, admin.seed)).statusCode).toBe(200);
    const [row] = await open.deps.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(unsealSecret('the-new-secret', row!.totpSecret!)).toBe(admin.seed);
  });

  it('lets the collector read /metrics with the old token or the new one', async () => {
    expect((await metrics(open, 'the-old-token')).statusCode).toBe(200);
    expect((await metrics(open, 'the-new-token')).statusCode).toBe(200);
    expect((await metrics(open, 'another-token')).statusCode).toBe(401);
  });

  it('accepts neither once the window has closed', async () => {
    const admin = await adminSealedWithOldSecret(closed);
    expect((await verify(closed, admin.cookie, admin.seed)).statusCode).toBe(400);
    expect((await metrics(closed, 'the-old-token')).statusCode).toBe(401);
    expect((await metrics(closed, 'the-new-token')).statusCode).toBe(200);
  });
});
