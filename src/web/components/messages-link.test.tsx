import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../state/session.ts';
import { aConversation } from '../test/conversations.ts';
import { fakeApi } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render.tsx';
import { whatsappUser } from '../test/users.ts';
import { Header } from './header.tsx';
import { MobileMenuPanel } from './mobile-menu-panel.tsx';

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const inbox = (unread: number) => ({
  'GET /api/conversations': { body: { data: [aConversation({ unread })], unread } },
});

describe('the unread badge', () => {
  it('shows the count in the header for someone logged in', async () => {
    fakeApi(inbox(3));
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<Header />);
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.textContent).toBe('3');
  });

  it('shows no count when everything is read, and nine at most', async () => {
    fakeApi(inbox(0));
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<Header />);
    expect((await screen.findByRole('link', { name: 'Messages' })).textContent).toBe('');
    cleanup();
    fakeApi(inbox(12));
    renderWithApp(<Header />);
    expect((await screen.findByRole('link', { name: 'Messages, 12 unread' })).textContent).toBe('9+');
  });

  it('is not there for a visitor, who is not asked for a count', async () => {
    const { sent } = fakeApi({});
    renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(sent.map((s) => s.path)).not.toContain('/api/conversations');
  });

  it('shows the count beside Messages in the phone menu', async () => {
    fakeApi(inbox(2));
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<MobileMenuPanel open onClose={() => {}} />);
    const menu = screen.getByRole('navigation', { name: 'Menu links' });
    const link = await within(menu).findByRole('link', { name: /^Messages/ });
    expect(await within(link).findByText('2')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/messages');
  });
});
