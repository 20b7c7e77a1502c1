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
      '/api/user/login/verify': { body: { message: 'Login Success', data: { user: whatsappUser } } },
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
});
