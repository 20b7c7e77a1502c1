import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactsResponse } from '../../../shared/schemas/auth.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import { PasswordForm } from './password-form.tsx';

const verification: ContactsResponse = {
  mobile_no: '9876543210',
  mobile_verified: true,
  email: 'meera@example.in',
  email_verified: true,
  pending_email: null,
  has_password: true,
};

describe('the account security forms', () => {
  it('checks the new password in the browser before sending anything', async () => {
    const { sent } = fakeApi({});
    renderWithApp(<PasswordForm verification={verification} />, { path: '/account/security' });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows the server refusing the current password under that field', async () => {
    const { sent } = fakeApi({
      '/api/user/setPassword': {
        status: 400,
        body: {
          message: 'Incorrect password',
          errors: [{ field: 'current_password', message: 'Incorrect password' }],
        },
      },
    });
    renderWithApp(<PasswordForm verification={verification} />, { path: '/account/security' });
    await userEvent.type(screen.getByLabelText('Current password'), 'not-my-password');
    await userEvent.type(screen.getByLabelText('New password'), 'monsoon-terrace-72');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'monsoon-terrace-72');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(current.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe('Incorrect password');
    expect(sent).toEqual([
      {
        path: '/api/user/setPassword',
        body: expect.objectContaining({
          current_password: 'not-my-password',
          new_password: 'monsoon-terrace-72',
        }),
      },
    ]);
  });

  it('sends a WhatsApp code as the proof once the person switches to it', async () => {
    const { sent } = fakeApi({ '/api/user/changeEmail': { body: { message: 'We sent a code' } } });
    renderWithApp(<ChangeEmailForm verification={verification} />, { path: '/account/security' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm with a WhatsApp code instead' }));
    await userEvent.type(screen.getByLabelText('WhatsApp code'), '123456');
    await userEvent.type(screen.getByLabelText('New email'), 'meera.new@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send code to new email' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({
      path: '/api/user/changeEmail',
      body: expect.objectContaining({ email: 'meera.new@example.in', otp: '123456', current_password: '' }),
    });
  });
});
