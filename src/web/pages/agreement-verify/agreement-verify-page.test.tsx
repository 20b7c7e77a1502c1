import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import AgreementVerifyPage from './agreement-verify-page.tsx';

const HASH = 'a3f1'.repeat(16);

afterEach(cleanup);

describe('Check a signed agreement', () => {
  it('names the field when what was pasted is no SHA-256, and asks nothing of the server', async () => {
    const { sent } = fakeApi({});
    renderWithApp(<AgreementVerifyPage />, { path: '/agreements/verify' });
    await userEvent.type(screen.getByLabelText('SHA-256'), 'a3f1-not-a-hash');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('A SHA-256 is 64 letters 0-9 and a-f')).toBeTruthy();
    expect(screen.getByLabelText('SHA-256').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('says who signed and when, and only that', async () => {
    const { sent } = fakeApi({
      '/api/agreements/verify': {
        body: {
          signed: true,
          signatures: [
            { role: 'owner', name: 'Sunita K.', signed_at: '2026-12-07T09:30:00.000Z' },
            { role: 'tenant', name: 'Arjun D.', signed_at: '2026-12-08T05:00:00.000Z' },
          ],
        },
      },
    });
    renderWithApp(<AgreementVerifyPage />, { path: '/agreements/verify' });
    await userEvent.type(screen.getByLabelText('SHA-256'), ` ${HASH.toUpperCase()} `);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const result = await screen.findByRole('status');
    expect(result.textContent).toContain('This agreement was signed on Thikana');
    expect(result.textContent).toContain('Owner Sunita K., on 7 December 2026 at 3:00 pm');
    expect(result.textContent).toContain('Tenant Arjun D., on 8 December 2026 at 10:30 am');
    expect(sent.map((s) => s.path)).toEqual(['/api/agreements/verify']);
  });

  it('checks the hash in the address the PDF prints as the page opens, and says when none has it', async () => {
    const { sent } = fakeApi({ '/api/agreements/verify': { body: { signed: false } } });
    // The address with its query, as the PDF prints it.
    const router = createMemoryRouter([{ path: '*', element: <AgreementVerifyPage /> }], {
      initialEntries: [`/agreements/verify?sha256=${HASH}`],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/^No signed agreement has this SHA-256/);
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual(['/api/agreements/verify']));
  });
});
