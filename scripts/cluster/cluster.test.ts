// The cluster of `npm run cluster`, started for real with its standby replaying three
// seconds late: a session made through one process works through the other two, and a
// person's own change is read back at once through any process, from the primary, while
// a visitor still reads the late standby. Runs when CLUSTER_TEST=1 (CI sets it), since it
// starts PostgreSQL twice, PgBouncer, Redis, an S3 server, three servers and HAProxy.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePhoto, validForm } from '../../src/test/listing-kit.ts';
import { layoutOf } from './layout.ts';

const env = {
  ...process.env,
  CLUSTER_DIR: mkdtempSync(path.join(tmpdir(), 'thikana-cluster-')),
  CLUSTER_PORT: process.env.CLUSTER_TEST_PORT ?? '18080',
  // A standby three seconds late counts as usable (up to 8 s, where a busy machine's checks
  // may put it), and a writer reads the primary for longer than that, as the rule requires.
  READ_REPLICA_MAX_LAG_MS: '8000',
  READ_YOUR_WRITES_SECONDS: '20',
};
const layout = layoutOf(env);
const cli = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/cluster/cli.ts', ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe.runIf(process.env.CLUSTER_TEST === '1')(
  'the cluster: three processes, PgBouncer, a late standby',
  () => {
    const processUrl = (n: number) => `http://127.0.0.1:${layout.ports.apps[n - 1]}`;
    let cookie = '';
    const call = (base: string, url: string, init: RequestInit = {}, as = cookie) =>
      fetch(`${base}${url}`, {
        ...init,
        headers: { origin: layout.url, ...(as ? { cookie: as } : {}), ...(init.headers ?? {}) },
      });
    const postJson = (base: string, url: string, body: unknown) =>
      call(base, url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    beforeAll(() => {
      try {
        cli('start', '--replica-delay', '3s');
      } catch (error) {
        throw new Error(
          `the cluster did not start: ${(error as { stderr?: string; stdout?: string }).stdout}${(error as { stderr?: string }).stderr}`,
        );
      }
    }, 300_000);
    afterAll(() => {
      cli('stop', '--remove');
    }, 120_000);

    it('keeps a login made through one process on the other two', async () => {
      const email = `cluster-${randomUUID().slice(0, 8)}@example.in`;
      const registered = await postJson(processUrl(1), '/api/user/register', {
        full_name: 'Asha Verma',
        email,
        mobile_no: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        user_type: 'owner',
        location: 'Pune',
        password: 'tulsi-garden-42',
      });
      expect(registered.status, await registered.clone().text()).toBe(200);
      const login = await postJson(processUrl(1), '/api/user/login', { email, password: 'tulsi-garden-42' });
      expect(login.status).toBe(200);
      cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      for (const n of [2, 3]) {
        const me = await call(processUrl(n), '/api/user/getUserDetails');
        expect(me.status, `process ${n}`).toBe(200);
        expect(JSON.stringify(await me.json())).toContain(email);
      }
    });

    it("reads a person's new listing back at once through every process while a visitor reads the late standby", async () => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(await makePhoto())], { type: 'image/png' }), 'photo.png');
      form.append(
        'body',
        JSON.stringify(validForm({ city: 'Pune', locality: 'Baner', description: 'Corner flat' })),
      );
      const posted = await call(processUrl(1), '/api/listing/addListing', { method: 'POST', body: form });
      expect(posted.status, await posted.clone().text()).toBe(200);
      const { listed_id: id } = (await posted.json()) as { listed_id: number };
      // Within the standby's three seconds: the poster, through each process and the load balancer.
      for (const base of [processUrl(2), processUrl(3), layout.url]) {
        const mine = await call(base, '/api/listing/getListingByUserId');
        expect(mine.status).toBe(200);
        expect(JSON.stringify(await mine.json()), base).toContain('Corner flat');
        expect((await call(base, `/api/listing/getListingById?id=${id}`)).status, base).toBe(200);
      }
      // A visitor reads the standby, which has not replayed the listing yet.
      const early = await call(processUrl(2), `/api/listing/getListingById?id=${id}`, {}, '');
      expect(early.status).toBe(404);
      // Once replayed, everyone sees it.
      let later = 0;
      for (let i = 0; i < 40 && later !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        later = (await call(processUrl(3), `/api/listing/getListingById?id=${id}`, {}, '')).status;
      }
      expect(later).toBe(200);
    });

    it("reads a person's edited profile back at once through another process", async () => {
      const edited = await postJson(processUrl(3), '/api/user/updateUser', { full_name: 'Asha V. Kulkarni' });
      expect(edited.status, await edited.clone().text()).toBe(200);
      const me = await call(processUrl(1), '/api/user/getUserDetails');
      expect(JSON.stringify(await me.json())).toContain('Asha V. Kulkarni');
    });

    it('says on /metrics that reads go to the standby', async () => {
      const metrics = await call(
        processUrl(2),
        '/metrics',
        { headers: { authorization: 'Bearer cluster' } },
        '',
      );
      expect(await metrics.text()).toMatch(/^thikana_read_replica_in_use 1$/m);
    });
  },
);
