import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import WhatsAppLoginPage from './whatsapp-login-page.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const choice = {
  token: 'choice-token',
  purpose: 'login',
  expires_at: '2026-11-28T10:10:00.000Z',
  accounts: [
    {
      account: 1,
      email: 'r•••@gmail.com',
      name: 'R•••',
      created_on: '2026-11-03',
      join_with: ['password', 'email_code'],
    },
  ],
};

/** The code matched, and the number is on an account that never proved it. */
const claimedNumber = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    '/api/user/login/otp': { body: { message: 'OTP sent' } },
    '/api/user/login/verify': {
      body: { message: 'This number is on another account.', user: null, data: { user: null }, choice },
    },
    ...extra,
  });

const enterCode = async (login: string, send: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile|मोबाइल/ }), '9812345678');
  await userEvent.click(screen.getByRole('button', { name: send }));
  await userEvent.type(await screen.findByLabelText('OTP'), '123456');
  await userEvent.click(screen.getByRole('button', { name: login }));
};

describe('the WhatsApp login', () => {
  it('counts down the resend cooldown instead of offering a resend the server refuses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { sent } = fakeApi({ '/api/user/login/otp': { body: { message: 'OTP sent' } } });
    renderWithApp(<WhatsAppLoginPage />, { path: '/whatsappLogin' });
    await user.type(screen.getByLabelText('Mobile Number'), '9812345678');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const resend = await screen.findByRole('button', { name: /^Resend OTP in \d+ s$/ });
    expect(resend).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('OTP')).toHaveProperty('disabled', false);
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    const ready = screen.getByRole('button', { name: 'Resend OTP' });
    expect(ready).toHaveProperty('disabled', false);
    expect(sent).toHaveLength(1);
  });

  it('lands where the person was going after the code is verified', async () => {
    fakeApi({
      '/api/user/login/otp': { body: { message: 'OTP sent' } },
      '/api/user/login/verify': {
        body: { message: 'Login Success', user: whatsappUser, data: { user: whatsappUser } },
      },
    });
    const { router } = renderWithApp(<WhatsAppLoginPage />, {
      path: '/whatsappLogin',
      state: { from: '/propertydetail/12' },
    });
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect.poll(() => router.state.location.pathname).toBe('/propertydetail/12');
  });

  it('always says whether the privacy box is ticked, so a new number without it is refused', async () => {
    const { sent } = fakeApi({
      '/api/user/login/otp': { body: { message: 'OTP sent' } },
      '/api/user/login/verify': { status: 400, body: { message: 'stop here' } },
    });
    renderWithApp(<WhatsAppLoginPage />, { path: '/whatsappLogin' });
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]!.body).toEqual({ mobile_no: '9812345678', otp: '123456', consent: false });
  });

  it('marks an empty OTP without sending it', async () => {
    const { sent } = fakeApi({ '/api/user/login/otp': { body: { message: 'OTP sent' } } });
    renderWithApp(<WhatsAppLoginPage />, { path: '/whatsappLogin' });
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Check Your Whatsapp for OTP');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await expect.poll(() => screen.getByLabelText('OTP').getAttribute('aria-invalid')).toBe('true');
    expect(sent.map((s) => s.path)).toEqual(['/api/user/login/otp']);
  });

  it('counts down in Hindi', async () => {
    fakeApi({ '/api/user/login/otp': { body: { message: 'OTP sent' } } });
    await applyLanguage('hi');
    renderWithApp(<WhatsAppLoginPage />, { path: '/whatsappLogin' });
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '9812345678');
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByRole('button', { name: /^\d+ सेकंड बाद OTP दोबारा भेजें$/ })).toBeDefined();
    expect(screen.getByText('OTP के लिए अपना WhatsApp देखें')).toBeDefined();
    expect(screen.getByPlaceholderText('6 अंकों का कोड')).toBeDefined();
  });

  it('shows the account that claims the number and joins it by that account’s password', async () => {
    const loggedIn = { message: 'Login Success', user: whatsappUser, data: { user: whatsappUser } };
    const { sent } = claimedNumber({ '/api/user/accountChoice/join': { body: loggedIn } });
    const { router } = renderWithApp(<WhatsAppLoginPage />, {
      path: '/whatsappLogin',
      state: { from: '/myproperties' },
    });
    await enterCode('Login', 'Send OTP');
    expect(
      await screen.findByRole('heading', { name: 'This number is on an account with r•••@gmail.com' }),
    ).toBeDefined();
    expect(screen.getByText('R••• · created 3 November 2026')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send a code to r•••@gmail.com' })).toBeDefined();
    await userEvent.type(screen.getByLabelText("Join: enter that account's password"), 'tamarind-64');
    await userEvent.click(screen.getByRole('button', { name: 'Join this account' }));
    await expect.poll(() => router.state.location.pathname).toBe('/myproperties');
    expect(sent.at(-1)).toEqual({
      path: '/api/user/accountChoice/join',
      body: { token: 'choice-token', account: 1, password: 'tamarind-64' },
    });
  });

  it('offers a separate account in Hindi, sending the consent given on the choice', async () => {
    const created = { message: 'Login Success', user: whatsappUser, data: { user: whatsappUser } };
    const { sent } = claimedNumber({ '/api/user/accountChoice/separate': { body: created } });
    await applyLanguage('hi');
    const { router } = renderWithApp(<WhatsAppLoginPage />, { path: '/whatsappLogin' });
    await enterCode('लॉग इन', 'OTP भेजें');
    expect(
      await screen.findByRole('heading', { name: 'यह नंबर r•••@gmail.com वाले एक अकाउंट पर है' }),
    ).toBeDefined();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'मैंने प्राइवेसी नोटिस पढ़ लिया है और मैं इससे सहमत हूँ' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'अलग अकाउंट शुरू करें' }));
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(sent.at(-1)).toEqual({
      path: '/api/user/accountChoice/separate',
      body: { token: 'choice-token', consent: true },
    });
  });
});
