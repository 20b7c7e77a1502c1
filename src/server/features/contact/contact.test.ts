import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { GetContactsResponse } from '../../../shared/schemas/contact.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';
import { createSmtpMailer } from '../../adapters/mail.ts';

type Delivered = { from: string; to: string[]; raw: string };

/** A real SMTP listener, without TLS or auth; a message containing REJECT-ME is refused. */
const startSmtpListener = async () => {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (raw.includes('REJECT-ME')) return callback(new Error('Message rejected'));
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((a) => a.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { delivered, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** A header's value, looked up in the header block only (the body may hold anything). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]!)?.[1]?.trim();

const valid = {
  firstName: 'Asha',
  lastName: 'Kulkarni',
  email: 'asha.k@example.in',
  message: 'Is there a PG near Koregaon Park for women?',
};

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let ipSeq = 0;
/** Each test sends from its own address so the per-address limit is tested on purpose only. */
const nextIp = () => `10.0.0.${++ipSeq}`;

/** As the contact page does: the form's token from getSupport, sent a few seconds later. */
const send = async (payload: Record<string, unknown>, remoteAddress = nextIp()) => {
  const formToken = (await t.app.inject(API.contact.getSupport)).json().form_token;
  t.clock.advance(5_000);
  return t.app.inject({
    method: 'POST',
    url: API.contact.addContact,
    payload: { form_token: formToken, ...payload },
    remoteAddress,
  });
};

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await buildTestApp({
    config: { SUPPORT_EMAIL: 'help@thikana.test' },
    deps: { mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Thikana <no-reply@thikana.test>') },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the contact form', () => {
  it('stores the message and emails support with the sender as Reply-To', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you for reaching out. We will get back to you soon.' });
    const mail = smtp.delivered.at(-1)!;
    expect(mail.to).toEqual(['help@thikana.test']);
    expect(mail.from).toBe('no-reply@thikana.test');
    expect(header(mail.raw, 'Reply-To')).toBe('asha.k@example.in');
    expect(header(mail.raw, 'Subject')).toBe('Contact form: Asha Kulkarni');
    expect(mail.raw).toContain('Is there a PG near Koregaon Park for women?');
  });

  it('requires all four fields, naming each one', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'firstName', 'lastName', 'message']);
    const blank = await send({ ...valid, message: '   ' });
    expect(blank.json().errors).toEqual([{ field: 'message', message: 'Please enter a message' }]);
  });

  it('refuses an address that is not an email', async () => {
    const res = await send({ ...valid, email: 'asha at example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'email', message: 'Please enter a valid email' }]);
  });

  it('refuses line breaks in one-line fields, so no header can be forged', async () => {
    const before = smtp.delivered.length;
    const attempts = [
      { ...valid, firstName: 'Asha\r\nBcc: everyone@example.in' },
      { ...valid, lastName: 'K\nSubject: Win a prize' },
      { ...valid, email: 'asha@example.in\r\nBcc: everyone@example.in' },
    ];
    for (const attempt of attempts) {
      const res = await send(attempt);
      expect(res.statusCode).toBe(400);
    }
    expect(smtp.delivered.length).toBe(before);
  });

  it('keeps line breaks inside the message body', async () => {
    const res = await send({ ...valid, message: 'First line\nBcc: not-a-header@example.in' });
    expect(res.statusCode).toBe(200);
    const mail = smtp.delivered.at(-1)!;
    expect(mail.to).toEqual(['help@thikana.test']);
    expect(header(mail.raw, 'Bcc')).toBeUndefined();
  });

  it('limits one address to 5 messages an hour, with Retry-After', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i += 1) expect((await send(valid, ip)).statusCode).toBe(200);
    const refused = await send(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have sent several messages already. Please try again in an hour.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await send(valid, '192.0.2.51')).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    expect((await send(valid, ip)).statusCode).toBe(200);
  });

  it('still accepts the message when the mail server refuses it, and keeps it for admins', async () => {
    const res = await send({ ...valid, message: 'REJECT-ME please' });
    expect(res.statusCode).toBe(200);
    const { cookie } = await createTestUser(t, { isAdmin: true });
    const list = await t.app.inject({ url: ADMIN_API.getContacts, headers: { cookie } });
    expect(list.json<GetContactsResponse>().contacts[0]!.message).toBe('REJECT-ME please');
  });
});

describe('the support address', () => {
  it('is the configured SUPPORT_EMAIL', async () => {
    expect((await t.app.inject(API.contact.getSupport)).json()).toEqual({
      email: 'help@thikana.test',
      form_token: expect.any(String),
    });
  });
});

describe('reading contact messages', () => {
  it('is refused to visitors and to users who are not admins', async () => {
    expect((await t.app.inject(ADMIN_API.getContacts)).statusCode).toBe(401);
    const { cookie } = await createTestUser(t);
    expect((await t.app.inject({ url: ADMIN_API.getContacts, headers: { cookie } })).statusCode).toBe(403);
  });

  it('shows an admin every message, newest first', async () => {
    t.clock.advance(60_000);
    await send({ ...valid, firstName: 'Newest' });
    const { cookie } = await createTestUser(t, { isAdmin: true });
    const res = await t.app.inject({ url: ADMIN_API.getContacts, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json<GetContactsResponse>();
    expect(body.contacts[0]).toMatchObject({
      firstName: 'Newest',
      lastName: 'Kulkarni',
      email: 'asha.k@example.in',
    });
    expect(body.total_contacts).toBe(body.contacts.length);
    const times = body.contacts.map((c) => c.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.contacts[0]).not.toHaveProperty('ip');
  });
});
