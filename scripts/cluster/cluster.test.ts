// The cluster of `npm run cluster`, started for real with its replica replaying three
// seconds late: a session made through one process works through the other two, and a
// person's own change is read back at once through any process, from the leader, while
// a visitor still reads the late replica. Then the leader's machine dies (Patroni and
// PostgreSQL killed with SIGKILL) while people write: the replica leads within 30 s with no
// command typed, no acknowledged write is lost, and the old leader rejoins as a replica.
// Runs when CLUSTER_TEST=1 (CI sets it), since it starts etcd, two PostgreSQL nodes under
// Patroni, PgBouncer, Redis with its Sentinels, an S3 server, three servers and HAProxy.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_API } from '../../src/shared/api-conversations.ts';
import { makePhoto, validForm } from '../../src/test/listing-kit.ts';
import { lostWrites, prepareWriters, startWriters } from './drill-writes.ts';
import { layoutOf, readState } from './layout.ts';
import { killNode, leaderNode, members, nodeName } from './postgres.ts';

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

    it('fails over by itself when the leader is killed during writes, and loses no acknowledged write', async () => {
      const prepared = await prepareWriters(layout.url, layout.primaryUrl);
      const person = prepared.people[0]!;
      const writers = startWriters(layout.url, prepared);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const leader = (await leaderNode(layout))!;
      expect(leader).toBeDefined();
      killNode(layout, leader, readState(layout)!.pids[nodeName(leader)]);
      const killed = Date.now();
      // A message sent through the load balancer every half second until one is accepted.
      let accepted = 0;
      while (Date.now() - killed < 45_000) {
        const said = await call(
          layout.url,
          CONVERSATION_API.messages.replace(':id', String(person.conversation)),
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ text: 'Is it still free after the failover?' }),
            signal: AbortSignal.timeout(10_000),
          },
          person.cookie,
        ).catch(() => null);
        if (said?.status === 200) {
          accepted = Date.now() - killed;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const acknowledged = await writers.stop();
      console.info(
        `failover: writes accepted again ${(accepted / 1000).toFixed(1)} s after the kill; ${acknowledged.messages.length} messages, ${acknowledged.listings.length} listings and ${acknowledged.payments.length} passes acknowledged; refused ${JSON.stringify(acknowledged.refused)}`,
      );
      expect(accepted, 'writes accepted again').toBeGreaterThan(0);
      expect(accepted).toBeLessThan(30_000);
      const now = await leaderNode(layout);
      expect(now).toBeDefined();
      expect(now).not.toBe(leader);
      expect(acknowledged.messages.length).toBeGreaterThan(0);
      expect((await lostWrites(layout.primaryUrl, acknowledged)).lost).toBe(0);

      // The old leader comes back, rewound, as the new leader's synchronous replica.
      expect(cli('restart', nodeName(leader))).toMatch(/runs again as the synchronous replica/);
      const back = (await members(layout)).find((m) => m.name === nodeName(leader));
      expect(back?.role).toBe('sync_standby');
      expect(back?.state).toMatch(/running|streaming/);
      const status = cli('status');
      expect(status).toMatch(new RegExp(`${nodeName(now!)}.*running\\s+leader`));
      expect(status).toMatch(new RegExp(`${nodeName(leader)}.*running\\s+sync_standby`));
    }, 240_000);

    it("restarts HAProxy with the operator's rule in its file, and refuses a file that does not pass the check", async () => {
      const file = readFileSync(layout.haproxyConfig, 'utf8');
      writeFileSync(
        layout.haproxyConfig,
        file.replace(
          'frontend thikana\n',
          'frontend thikana\n  http-request deny deny_status 403 if { req.hdr(x-abuser) -m str yes }\n',
        ),
      );
      expect(cli('restart', 'haproxy')).toMatch(/read .* again/);
      // A connection kept alive to the old HAProxy gets one more answer from it, or is closed as
      // it hands over: asked again, as a browser does, until the new one answers.
      const ready = async (headers: Record<string, string>, expected: number) => {
        let status = 0;
        for (let attempt = 0; attempt < 5 && status !== expected; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 300));
          const res = await call(layout.url, '/api/ready', { headers }, '').catch(() => null);
          status = res?.status ?? 0;
        }
        return status;
      };
      expect(await ready({ 'x-abuser': 'yes' }, 403)).toBe(403);
      expect(await ready({}, 200)).toBe(200);
      writeFileSync(layout.haproxyConfig, `${file}\nnot-a-keyword\n`);
      expect(() => cli('restart', 'haproxy')).toThrow(/does not pass haproxy -c, HAProxy keeps running/);
      expect(await ready({ 'x-abuser': 'yes' }, 403)).toBe(403);
      writeFileSync(layout.haproxyConfig, file);
    }, 60_000);
  },
);
