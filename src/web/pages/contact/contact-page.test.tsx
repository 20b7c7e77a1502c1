import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import ContactPage from './contact-page.tsx';

describe('the contact form', () => {
  it('shows the shared schema’s message for a bad email and sends nothing', async () => {
    const { sent } = fakeApi({
      '/api/contact/getSupport': {
        body: { email: 'support@thikana.in', form_token: '1795000000000.contact-form-signature' },
      },
    });
    renderWithApp(<ContactPage />, { path: '/contactus' });
    await userEvent.type(screen.getByLabelText('First name'), 'Ravi');
    await userEvent.type(screen.getByLabelText('Last name'), 'Shankar');
    await userEvent.type(screen.getByLabelText('Email'), 'ravi@shankar');
    await userEvent.type(screen.getByLabelText('Message'), 'Is there a co-living space near Powai?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email')).toBeDefined();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((s) => s.path.includes('addContact'))).toEqual([]);
  });
});
