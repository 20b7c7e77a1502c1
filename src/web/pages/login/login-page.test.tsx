import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import LoginPage from './login-page.tsx';

const logIn = async () => {
  await userEvent.type(screen.getByLabelText('Email'), 'meera@example.in');
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'jasmine-balcony-81');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};

const answers = {
  '/api/user/login': { body: { message: 'login success', user: whatsappUser, data: { user: whatsappUser } } },
};

describe('the login form', () => {
  it('asks for both fields before sending anything', async () => {
    const { sent } = fakeApi(answers);
    renderWithApp(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your email')).toBeDefined();
    expect(screen.getByText('Please Enter Password')).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('lands where the person was going', async () => {
    fakeApi(answers);
    const { router } = renderWithApp(<LoginPage />, { path: '/login', state: { from: '/wishlist' } });
    await logIn();
    await expect.poll(() => router.state.location.pathname).toBe('/wishlist');
    expect(useSession.getState().user?.id).toBe(whatsappUser.id);
  });

  it('goes home when the return address is another site', async () => {
    fakeApi(answers);
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      state: { from: '//evil.example/steal' },
    });
    await logIn();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it('leaves a logged-in person logged in when they mistype the password', async () => {
    useSession.getState().setUser(whatsappUser);
    const { sent } = fakeApi({
      '/api/user/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    const onSessionLost = vi.fn();
    const { router, queryClient } = renderWithApp(<LoginPage />, { path: '/login', onSessionLost });
    await logIn();
    await expect.poll(() => sent.length + queryClient.isMutating()).toBe(1);
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(useSession.getState().user?.id).toBe(whatsappUser.id);
    expect(JSON.parse(localStorage.getItem('user')!).state.user.id).toBe(whatsappUser.id);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('passes the return address on to signup and the WhatsApp login', async () => {
    fakeApi(answers);
    const { router } = renderWithApp(<LoginPage />, { path: '/login', state: { from: '/addlisting' } });
    await userEvent.click(screen.getByRole('link', { name: 'Login with WhatsApp' }));
    expect(router.state.location.state).toEqual({ from: '/addlisting' });
  });

  it('reads in Hindi, the password toggle and the welcome panel too', async () => {
    fakeApi(answers);
    await applyLanguage('hi');
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'लॉग इन' })).toBeDefined();
    expect(screen.getByText('Thikana में आपका स्वागत है')).toBeDefined();
    expect(screen.getByLabelText('ईमेल')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(screen.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'बंद करें' })).toBeDefined();
  });
});
