// Web Push through the real protocol: a push service on 127.0.0.1 takes what the unread-message
// notices send, checks the VAPID signature (RFC 8292) and decrypts the payload as a browser
// would (RFC 8291), with a key pair and auth secret made here the way a browser makes them.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { CONVERSATION_API, PUSH_API } from '../../../shared/api-conversations.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { freePort } from '../../../test/free-port.ts';
import { insertTestListing } from '../../../test/listing-fixture.ts';
import { createWebPush, type WebPush } from '../../adapters/web-push.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { findJob } from '../../jobs/definitions.ts';
import { runJobOnce } from '../../jobs/runner.ts';

const MINUTE = 60_000;
const SUBJECT = 'mailto:support@thikana.in';
const vapid = webpush.generateVAPIDKeys();

type Delivery = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service: keeps every request, answers 201 or what the test asks for one endpoint
 * (a status, or a redirect to `location`), after `holdMs`; counts the most requests it held at once.
 */
const startPushService = async () => {
  const deliveries: Delivery[] = [];
  const answers = new Map<string, number>();
  const redirects = new Map<string, { status: number; location: string }>();
  const load = { holdMs: 0, inFlight: 0, peak: 0 };
  const server = createServer((request, response) => {
    load.inFlight += 1;
    load.peak = Math.max(load.peak, load.inFlight);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      deliveries.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        load.inFlight -= 1;
        const redirect = redirects.get(path);
        if (redirect) response.writeHead(redirect.status, { location: redirect.location }).end();
        else response.writeHead(answers.get(path) ?? 201).end();
      }, load.holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    port,
    deliveries,
    answers,
    redirects,
    load,
    to: (path: string) => deliveries.filter((d) => d.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Something on this machine a push must never reach: counts every connection made to it, TLS or not. */
const startLoopbackListener = async () => {
  let connections = 0;
  const server = createServer((_request, response) => response.writeHead(404).end());
  server.on('connection', () => {
    connections += 1;
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

let seq = 0;
/** A browser's subscription: a P-256 key pair and a 16-byte auth secret. */
const aBrowser = (origin: string) => {
  seq += 1;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/browser-${seq}`;
  return {
    ecdh,
    auth,
    path,
    subscription: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
};

/** RFC 8291 and RFC 8188 (aes128gcm), as the browser decrypts a push message. */
const decrypt = (body: Buffer, browser: { ecdh: ECDH; auth: Buffer }) => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const content = body.subarray(21 + idLength);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', browser.ecdh.computeSecret(serverKey), browser.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(content.subarray(content.length - 16));
  const plain = Buffer.concat([decipher.update(content.subarray(0, content.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then padding zeros.
  return JSON.parse(plain.subarray(0, plain.lastIndexOf(2)).toString('utf8'));
};

/** The claims of a VAPID header whose ES256 signature verifies with `publicKey` (base64url point). */
const verifiedVapidClaims = (authorization: string) => {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return { key, signed, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) };
};

type Person = Awaited<ReturnType<typeof createTestUser>>;

const helpers = (get: () => TestApp) => {
  const call = (who: Person | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    get().app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const warnings: object[] = [];
  const runNotices = () =>
    runJobOnce(
      findJob('unread-message-notices')!,
      {
        deps: get().deps,
        log: { info: () => {}, error: () => {}, warn: (details: object) => warnings.push(details) },
      },
      { trigger: 'manual', attempt: 1 },
    );
  /** A poster with a listing, a tenant who wrote about it 3 minutes ago, and the conversation's id. */
  const unreadConversation = async () => {
    const poster = await createTestUser(get());
    const listing = await insertTestListing(get(), poster.user.id);
    const tenant = await createTestUser(get(), { fullName: 'Kabir Shah' });
    const started = await call(tenant, 'POST', CONVERSATION_API.list, {
      listing_id: listing.id,
      text: 'Is it still available?',
    });
    return { poster, tenant, listing, id: started.json().conversation.id as number };
  };
  return { call, runNotices, warnings, unreadConversation };
};

describe('with VAPID keys set', () => {
  let t: TestApp;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  /** Every address the server asked its Web Push adapter to post to. */
  const posted: string[] = [];
  const { call, runNotices, warnings, unreadConversation } = helpers(() => t);

  beforeAll(async () => {
    pushService = await startPushService();
    const webPush = createWebPush({ ...vapid, subject: SUBJECT });
    const recording: WebPush = {
      publicKey: webPush.publicKey,
      send: (to, notice) => {
        posted.push(to.endpoint);
        return webPush.send(to, notice);
      },
    };
    // The fake push service is the one local address allowed, named exactly.
    t = await buildTestApp({ config: { PUSH_TEST_SERVICE: pushService.host }, deps: { webPush: recording } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  it('answers the key browsers subscribe with, to anyone', async () => {
    const answer = await call(null, 'GET', PUSH_API.key);
    expect(answer.json()).toEqual({ public_key: vapid.publicKey });
  });

  it('pushes a message unread for 2 minutes to the reader’s browser, signed and encrypted as browsers expect', async () => {
    const { poster, tenant, listing, id } = await unreadConversation();
    const browser = aBrowser(pushService.origin);
    const subscribed = await call(poster, 'POST', PUSH_API.subscriptions, browser.subscription);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toEqual({ subscribed: true });

    await runNotices();
    expect(pushService.to(browser.path)).toHaveLength(0);
    t.clock.advance(3 * MINUTE);
    await runNotices();

    const [delivery] = pushService.to(browser.path);
    expect(delivery).toBeDefined();
    expect(delivery!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(delivery!.headers.ttl)).toBeGreaterThan(0);
    expect(delivery!.headers.urgency).toBe('normal');
    const vapidHeader = verifiedVapidClaims(String(delivery!.headers.authorization));
    expect(vapidHeader.signed).toBe(true);
    expect(vapidHeader.key).toBe(vapid.publicKey);
    expect(vapidHeader.claims).toMatchObject({ aud: pushService.origin, sub: SUBJECT });
    expect(vapidHeader.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(decrypt(delivery!.body, browser)).toEqual({
      title: `New message about ${listing.title}`,
      body: 'Kabir Shah wrote to you',
      url: `/messages/${id}`,
      tag: `conversation-${id}`,
    });

    // At most once per conversation an hour, push included.
    await runNotices();
    t.clock.advance(MINUTE);
    for (const text of ['Hello?', 'Are you there?'])
      await call(tenant, 'POST', CONVERSATION_API.messages.replace(':id', String(id)), { text });
    t.clock.advance(10 * MINUTE);
    await runNotices();
    expect(pushService.to(browser.path)).toHaveLength(1);
    t.clock.advance(60 * MINUTE);
    await runNotices();
    expect(pushService.to(browser.path)).toHaveLength(2);
    // Every message still unread is counted, the one told an hour ago too.
    expect(decrypt(pushService.to(browser.path)[1]!.body, browser).body).toBe(
      'Kabir Shah wrote to you (3 unread messages)',
    );
  });

  it('forgets a subscription the push service says is gone, and only logs any other failure', async () => {
    const { poster } = await unreadConversation();
    const gone = aBrowser(pushService.origin);
    const failing = aBrowser(pushService.origin);
    const fine = aBrowser(pushService.origin);
    pushService.answers.set(gone.path, 410);
    pushService.answers.set(failing.path, 500);
    for (const browser of [gone, failing, fine])
      await call(poster, 'POST', PUSH_API.subscriptions, browser.subscription);
    t.clock.advance(3 * MINUTE);
    const before = warnings.length;
    const result = await runNotices();
    expect(result.told).toBeGreaterThanOrEqual(1);
    for (const browser of [gone, failing, fine]) expect(pushService.to(browser.path)).toHaveLength(1);
    expect(warnings.length).toBe(before + 1);

    const exported = (await call(poster, 'GET', ACCOUNT_API.exportData)).json();
    expect(exported.push_subscriptions).toHaveLength(2);
    expect(exported.push_subscriptions[0]).toEqual({
      created_at: expect.any(String),
      push_service: pushService.origin,
    });
  });

  it('keeps one browser with the account that subscribed it last, and lets each remove only their own', async () => {
    const first = await createTestUser(t);
    const second = await createTestUser(t);
    const browser = aBrowser(pushService.origin);
    await call(first, 'POST', PUSH_API.subscriptions, browser.subscription);
    await call(second, 'POST', PUSH_API.subscriptions, browser.subscription);
    expect((await call(first, 'GET', ACCOUNT_API.exportData)).json().push_subscriptions).toEqual([]);

    const notTheirs = await call(first, 'DELETE', PUSH_API.subscriptions, {
      endpoint: browser.subscription.endpoint,
    });
    expect(notTheirs.json()).toEqual({ subscribed: false });
    expect((await call(second, 'GET', ACCOUNT_API.exportData)).json().push_subscriptions).toHaveLength(1);
    await call(second, 'DELETE', PUSH_API.subscriptions, { endpoint: browser.subscription.endpoint });
    expect((await call(second, 'GET', ACCOUNT_API.exportData)).json().push_subscriptions).toEqual([]);
  });

  it('deletes a person’s browsers with their account', async () => {
    const who = await createTestUser(t);
    await call(who, 'POST', PUSH_API.subscriptions, aBrowser(pushService.origin).subscription);
    const theirs = () =>
      t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.user.id));
    expect(await theirs()).toHaveLength(1);
    const deleted = await call(who, 'POST', ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await theirs()).toHaveLength(0);
  });

  it('takes subscriptions only from people logged in, with an https push service', async () => {
    const who = await createTestUser(t);
    const browser = aBrowser(pushService.origin);
    expect((await call(null, 'POST', PUSH_API.subscriptions, browser.subscription)).statusCode).toBe(401);
    const plain = await call(who, 'POST', PUSH_API.subscriptions, {
      ...browser.subscription,
      endpoint: 'http://push.example.com/abc',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors[0].field).toBe('endpoint');
    const noKeys = await call(who, 'POST', PUSH_API.subscriptions, {
      endpoint: 'https://push.example.com/abc',
      keys: { p256dh: 'short', auth: browser.subscription.keys.auth },
    });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().errors[0].field).toMatch(/^keys/);
  });

  it('never posts to this machine, its network or a host that is no push service, whether subscribed now or saved before', async () => {
    const listener = await startLoopbackListener();
    try {
      const { poster } = await unreadConversation();
      const refused = [
        `http://127.0.0.1:${listener.port}/push/a`,
        `https://127.0.0.1:${listener.port}/push/b`,
        `https://localhost:${listener.port}/push/c`,
        'https://localhost/push/d',
        'https://[::1]/push/e',
        'https://10.0.0.1/push/f',
        'https://169.254.169.254/latest/meta-data/',
        'https://push.example.com/push/g',
        // The fake push service is allowed by its exact host and port, never under another name.
        `http://localhost:${pushService.port}/push/h`,
      ];
      const keys = aBrowser(pushService.origin).subscription.keys;
      for (const endpoint of [
        ...refused,
        'https://fcm.googleapis.com.attacker.example/push',
        'https://fcm.googleapis.com:8443/push',
        'https://me@fcm.googleapis.com/push',
      ]) {
        const answer = await call(poster, 'POST', PUSH_API.subscriptions, { endpoint, keys });
        expect(answer.statusCode, endpoint).toBe(400);
        expect(answer.json().errors).toEqual([
          { field: 'endpoint', message: expect.stringContaining('push service') },
        ]);
      }

      // Saved before addresses were checked: never posted to, and forgotten.
      const fine = aBrowser(pushService.origin);
      await call(poster, 'POST', PUSH_API.subscriptions, fine.subscription);
      await t.deps.database.db
        .insert(pushSubscriptions)
        .values(refused.map((endpoint) => ({ userId: poster.user.id, endpoint, ...keys })));
      t.clock.advance(3 * MINUTE);
      await runNotices();

      expect(listener.connections()).toBe(0);
      expect(posted.filter((endpoint) => refused.includes(endpoint))).toEqual([]);
      expect(pushService.to('/push/h')).toHaveLength(0);
      expect(pushService.to(fine.path)).toHaveLength(1);
      const left = await t.deps.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, poster.user.id));
      expect(left).toEqual([{ endpoint: fine.subscription.endpoint }]);
    } finally {
      await listener.close();
    }
  });

  it('never follows a push service’s redirect: it is a failure, logged, and the subscription stays', async () => {
    const elsewhere = await startLoopbackListener();
    try {
      const { poster } = await unreadConversation();
      const browsers = [301, 302, 307, 308].map((status) => {
        const browser = aBrowser(pushService.origin);
        pushService.redirects.set(browser.path, {
          status,
          location: `http://127.0.0.1:${elsewhere.port}/latest/meta-data/`,
        });
        return browser;
      });
      for (const browser of browsers)
        await call(poster, 'POST', PUSH_API.subscriptions, browser.subscription);
      t.clock.advance(3 * MINUTE);
      const before = warnings.length;
      await runNotices();

      for (const browser of browsers) expect(pushService.to(browser.path)).toHaveLength(1);
      expect(elsewhere.connections()).toBe(0);
      expect(warnings.length).toBe(before + browsers.length);
      expect((await call(poster, 'GET', ACCOUNT_API.exportData)).json().push_subscriptions).toHaveLength(4);
    } finally {
      await elsewhere.close();
    }
  });

  it('keeps an account’s 10 newest browsers: an 11th replaces the one subscribed longest ago', async () => {
    const who = await createTestUser(t);
    const browsers = Array.from({ length: 11 }, () => aBrowser(pushService.origin));
    for (const browser of browsers) {
      const answer = await call(who, 'POST', PUSH_API.subscriptions, browser.subscription);
      expect(answer.json()).toEqual({ subscribed: true });
      t.clock.advance(1000);
    }
    const kept = await t.deps.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, who.user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(1)
        .map((browser) => browser.subscription.endpoint)
        .sort(),
    );
  });

  it('pushes 4 at a time over a whole run, however many browsers one person has', async () => {
    const people = [await unreadConversation(), await unreadConversation()];
    const browsers = people.flatMap(({ poster }) =>
      Array.from({ length: 8 }, () => ({ poster, browser: aBrowser(pushService.origin) })),
    );
    for (const { poster, browser } of browsers)
      await call(poster, 'POST', PUSH_API.subscriptions, browser.subscription);
    t.clock.advance(3 * MINUTE);
    pushService.load.holdMs = 100;
    pushService.load.peak = 0;
    try {
      await runNotices();
    } finally {
      pushService.load.holdMs = 0;
    }
    for (const { browser } of browsers) expect(pushService.to(browser.path)).toHaveLength(1);
    expect(pushService.load.peak).toBeLessThanOrEqual(4);
    expect(pushService.load.peak).toBeGreaterThan(1);
  });
});

describe('without VAPID keys', () => {
  let t: TestApp;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  const { call, runNotices, unreadConversation } = helpers(() => t);

  beforeAll(async () => {
    pushService = await startPushService();
    t = await buildTestApp({ config: { PUSH_TEST_SERVICE: pushService.host } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  it('answers no key and pushes nothing, while email and WhatsApp still go', async () => {
    expect((await call(null, 'GET', PUSH_API.key)).json()).toEqual({ public_key: null });
    const { poster } = await unreadConversation();
    await call(poster, 'POST', PUSH_API.subscriptions, aBrowser(pushService.origin).subscription);
    t.clock.advance(3 * MINUTE);
    expect((await runNotices()).told).toBe(1);
    expect(pushService.deliveries).toHaveLength(0);
  });
});
