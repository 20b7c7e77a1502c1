import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../state/session.ts';
import { aConversation } from '../../test/conversations.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import MessagesPage from './messages-page.tsx';

// The page goes before the session, or it would send the visitor to log in.
afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

describe('the inbox', () => {
  it('lists each conversation with its listing, the other person, the last message and what is unread', async () => {
    fakeApi({
      'GET /api/conversations': {
        body: {
          data: [
            aConversation({ unread: 2 }),
            aConversation({
              id: 13,
              role: 'poster',
              listing: {
                id: 52,
                title: '1RK in Baner',
                title_words: null,
                photo: null,
                listed_by: 'Broker',
                status: 'live',
              },
              other: { name: 'Arjun Rao' },
              last_message: {
                text: 'Can I see it on Sunday?',
                from_me: true,
                created_at: '2026-11-02T04:00:00.000Z',
              },
            }),
          ],
          unread: 2,
        },
      },
    });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<MessagesPage />, { path: '/messages' });

    const [first, second] = await screen.findAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/messages/12');
    expect(within(first!).getByText('Ravi Shetty')).toBeTruthy();
    expect(within(first!).getByText('2BHK Apartment in Kothrud · Owner')).toBeTruthy();
    expect(within(first!).getByText('Yes, it is available')).toBeTruthy();
    expect(within(first!).getByRole('status', { name: '2 unread messages' }).textContent).toBe('2');
    // 9:35 UTC is 3:05 pm in India.
    expect(within(first!).getByText('27 Nov').getAttribute('datetime')).toBe('2026-11-27T09:35:00.000Z');

    expect(second!.getAttribute('href')).toBe('/messages/13');
    expect(within(second!).getByText('1RK in Baner · About your listing')).toBeTruthy();
    expect(within(second!).getByText('You: Can I see it on Sunday?')).toBeTruthy();
    expect(within(second!).queryByRole('status')).toBeNull();
  });

  it('says when there are no messages yet, and leads to the search', async () => {
    fakeApi({ 'GET /api/conversations': { body: { data: [], unread: 0 } } });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<MessagesPage />, { path: '/messages' });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a home' }).getAttribute('href')).toBe('/search');
  });

  it('offers to try again when the inbox cannot be loaded', async () => {
    fakeApi({ 'GET /api/conversations': { status: 500, body: { message: 'Internal Server Error' } } });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<MessagesPage />, { path: '/messages' });
    expect((await screen.findByRole('alert')).textContent).toContain('Your messages could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('waits for the session when the device has no stored user, and opens the inbox when it lives', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({
      '/api/user/restore': { body: { userSessionExpired: false, user: whatsappUser } },
      'GET /api/conversations': { body: { data: [], unread: 0 } },
    });
    const { router } = renderWithApp(<MessagesPage />, { path: '/messages' });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/messages');
    expect(alert).not.toHaveBeenCalled();
    expect(useSession.getState().user?.id).toBe(whatsappUser.id);
  });

  it('sends a visitor to log in once the server says nobody is logged in', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({ '/api/user/restore': { body: { userSessionExpired: true } } });
    const { router } = renderWithApp(<MessagesPage />, { path: '/messages' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/whatsappLogin'));
    expect(alert).toHaveBeenCalledWith('Please Login');
  });
});
