import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import SignupPage from './signup-page.tsx';

const fill = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
  }
};

const ASHA = { 'Full Name': 'Asha Kulkarni', Email: 'asha@example.in', 'Mobile Number': '9876543210' };

describe('the signup form', () => {
  it('shows the shared schema’s message under each field and sends nothing', async () => {
    const { sent } = fakeApi({});
    renderWithApp(<SignupPage />, { path: '/signup' });
    await fill({ Email: 'not-an-email', 'Mobile Number': '12345', Password: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const messageOf = (label: string) => {
      const input = screen.getByLabelText(label, { exact: true });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      return document.getElementById(ids[0] ?? '')?.textContent;
    };
    expect(messageOf('Full Name')).toBe('Please enter your full name');
    expect(messageOf('Email')).toBe('Please enter a valid email');
    expect(messageOf('Mobile Number')).toBe('Please enter a valid 10-digit Indian mobile number');
    expect(messageOf('Password')).toBe('Password must be at least 8 characters');
    expect(sent).toEqual([]);
  });

  it('sends nothing until both boxes are ticked, then sends them as ticked', async () => {
    const { sent } = fakeApi({ '/api/user/register': { status: 400, body: { message: 'stop here' } } });
    renderWithApp(<SignupPage />, { path: '/signup' });
    await fill({ ...ASHA, Password: 'monsoon-terrace-58' });
    // Unticked, the form stops at the boxes: a request sent here would be the first one below.
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read the privacy notice and agree to it' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ consent: true, confirm_age_18: true });
  });

  it('puts the server’s field errors on their fields', async () => {
    fakeApi({
      '/api/user/register': {
        status: 400,
        body: {
          message: 'password: This password is too common',
          errors: [{ field: 'password', message: 'This password is too common' }],
        },
      },
    });
    renderWithApp(<SignupPage />, { path: '/signup' });
    await fill({ ...ASHA, Password: 'password123' });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read the privacy notice and agree to it' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const password = screen.getByLabelText('Password', { exact: true });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    const ids = password.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(document.getElementById(ids[0] ?? '')?.textContent).toBe('This password is too common');
    expect(screen.getByLabelText('Email', { exact: true }).getAttribute('aria-invalid')).toBe('false');
  });

  it('reads in Hindi, who you are included', async () => {
    fakeApi({});
    await applyLanguage('hi');
    renderWithApp(<SignupPage />, { path: '/signup' });
    expect(screen.getByRole('heading', { name: 'साइन अप करें' })).toBeDefined();
    expect(screen.getByRole('option', { name: 'किरायेदार' })).toBeDefined();
    expect(screen.getByLabelText('पूरा नाम')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'मेरी उम्र 18 साल या उससे ज़्यादा है' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toBeDefined();
    expect(screen.getByText('कम से कम 8 अक्षर; आम पासवर्ड न रखें।')).toBeDefined();
  });
});
