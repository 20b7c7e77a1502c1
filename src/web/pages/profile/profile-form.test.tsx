import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { shownDate } from '../../test/shown-date.ts';
import { whatsappUser } from '../../test/users.ts';
import { ProfileForm } from './profile-form.tsx';

describe('the profile form', () => {
  it('saves for an account without email, sending the empty email it has', async () => {
    const updated = { ...whatsappUser, full_name: 'Meera S. Iyer' };
    const { sent } = fakeApi({
      '/api/user/updateUser': { body: { message: 'Profile Updated', data: updated } },
    });
    const onSessionLost = vi.fn();
    renderWithApp(<ProfileForm user={whatsappUser} onSessionLost={onSessionLost} />, { path: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Meera S. Iyer');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({
      path: '/api/user/updateUser',
      body: { full_name: 'Meera S. Iyer', email: '', dob: null, gender: null, location: 'Pune' },
    });
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('picks the date of birth as day, month by name and year, and sends it as YYYY-MM-DD', async () => {
    const { sent } = fakeApi({
      '/api/user/updateUser': { body: { message: 'Profile Updated', data: whatsappUser } },
    });
    const user = { ...whatsappUser, dob: '1994-08-15' };
    renderWithApp(<ProfileForm user={user} onSessionLost={() => {}} />, { path: '/profile' });
    const dob = screen.getByRole('group', { name: 'Date of Birth' });
    expect(shownDate(dob)).toBe('15 August 1994');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.selectOptions(within(dob).getByRole('combobox', { name: 'Month' }), 'November');
    await userEvent.selectOptions(within(dob).getByRole('combobox', { name: 'Year' }), '1996');
    expect(shownDate(dob)).toBe('15 November 1996');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.body).toMatchObject({ dob: '1996-11-15' });
  });

  it('never lets the mobile number be edited', () => {
    renderWithApp(<ProfileForm user={whatsappUser} onSessionLost={() => {}} />, { path: '/profile' });
    const mobile = screen.getByLabelText('Mobile Number');
    expect(mobile).toHaveProperty('readOnly', true);
    expect(document.getElementById(mobile.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your mobile number cannot be changed.',
    );
  });
});
