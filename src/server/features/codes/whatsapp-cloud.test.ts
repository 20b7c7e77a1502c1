// The WhatsApp Cloud API adapter against a local fake of Meta's Graph API: the real
// HTTP request the app makes is checked, and the code it carries logs the user in.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/api-account.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { freshIdentity, post, sessionCookieOf } from '../../../test/auth-support.ts';
import { createCloudWhatsApp, type otpTemplateMessage } from '../../adapters/whatsapp-cloud.ts';

type TemplateBody = ReturnType<typeof otpTemplateMessage>;
type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: TemplateBody };
const received: Received[] = [];
/** What the fake answers next: Meta's success shape, or one of its errors. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };

const graph: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    received.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(raw) });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  const { port } = graph.address() as AddressInfo;
  t = await buildTestApp({
    deps: {
      whatsapp: createCloudWhatsApp({
        apiBase: `http://127.0.0.1:${port}/v21.0`,
        phoneNumberId: '109876543210',
        token: 'EAAtest-token',
        template: 'thikana_otp',
        language: 'en',
      }),
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => graph.close(() => resolve()));
});

describe('WhatsApp Cloud API adapter', () => {
  it('posts the authentication template with the code in the body and the copy-code button', async () => {
    const { mobile } = freshIdentity();
    answer = {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: `91${mobile}`, wa_id: `91${mobile}` }],
        messages: [{ id: 'wamid.TEST' }],
      },
    };
    const res = await post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip: '10.5.0.1' });
    expect(res.statusCode).toBe(200);
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v21.0/109876543210/messages');
    expect(request.headers.authorization).toBe('Bearer EAAtest-token');
    expect(request.headers['content-type']).toBe('application/json');
    const code = request.body.template.components[0]!.parameters[0]!.text;
    expect(code).toMatch(/^\d{6}$/);
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${mobile}`,
      type: 'template',
      template: {
        name: 'thikana_otp',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
    // Nothing went to the outbox: the message left through WhatsApp.
    expect(t.deps.outbox.messages).toEqual([]);
    const login = await post(
      t,
      ACCOUNT_API.loginVerify,
      { mobile_no: mobile, otp: code, consent: true },
      { ip: '10.5.0.1' },
    );
    expect(login.statusCode).toBe(200);
    expect(sessionCookieOf(login)).not.toBeNull();
  });

  it('answers 502 when Meta refuses the message, and the unsent code cannot be used', async () => {
    const { mobile } = freshIdentity();
    answer = {
      status: 400,
      body: { error: { message: '(#132001) Template name does not exist in the translation', code: 132001 } },
    };
    const res = await post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip: '10.5.0.2' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'We could not send the OTP on WhatsApp. Please try again.' });
    const code = received.at(-1)!.body.template.components[0]!.parameters[0]!.text;
    const login = await post(
      t,
      ACCOUNT_API.loginVerify,
      { mobile_no: mobile, otp: code, consent: true },
      { ip: '10.5.0.2' },
    );
    expect(login.statusCode).toBe(400);
  });

  it('tells the account on WhatsApp with the notice template when its password changes', async () => {
    const { mobile } = freshIdentity();
    answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.NOTICE' }] } };
    const ip = '10.5.0.3';
    await post(t, ACCOUNT_API.loginOtp, { mobile_no: mobile }, { ip });
    const loginCode = received.at(-1)!.body.template.components[0]!.parameters[0]!.text;
    const login = await post(
      t,
      ACCOUNT_API.loginVerify,
      { mobile_no: mobile, otp: loginCode, consent: true },
      { ip },
    );
    const cookie = sessionCookieOf(login)!;
    // The account was made by WhatsApp: a code to its proven number is the proof.
    expect((await post(t, ACCOUNT_API.proofOtp, {}, { cookie, ip })).statusCode).toBe(200);
    const proofCode = received.at(-1)!.body.template.components[0]!.parameters[0]!.text;
    const set = await post(
      t,
      ACCOUNT_API.setPassword,
      { new_password: 'jamun-tree-lane-31', confirm_password: 'jamun-tree-lane-31', otp: proofCode },
      { cookie, ip },
    );
    expect(set.statusCode).toBe(200);
    const notice = received.at(-1)!;
    expect(notice.url).toBe('/v21.0/109876543210/messages');
    expect(notice.headers.authorization).toBe('Bearer EAAtest-token');
    expect(notice.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${mobile}`,
      type: 'template',
      template: {
        name: 'thikana_account_notice',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              {
                type: 'text',
                text: expect.stringMatching(/^Your Thikana password was changed\. If this was not you/),
              },
            ],
          },
        ],
      },
    });
  });
});
