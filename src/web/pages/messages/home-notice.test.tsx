// A conversation knows its home (docs/decisions/0142-a-conversation-knows-its-home.md): the
// conversation says at the top when the home is removed, rented out or paused, and the box to
// write in is disabled saying why, unless a booked visit lets the two arrange it; the inbox says so too.
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/schemas/conversation.ts';
import { useSession } from '../../state/session.ts';
import { aConversation, aMessage } from '../../test/conversations.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import ConversationPage from './conversation-page.tsx';
import MessagesPage from './messages-page.tsx';

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const withHome = (status: Conversation['listing']['status'], overrides: Partial<Conversation> = {}) =>
  aConversation({ listing: { ...aConversation().listing, status }, ...overrides });

const renderConversation = (conversation: Conversation) => {
  fakeApi({
    'POST /api/conversations/12/read': { body: { unread: 0 } },
    'GET /api/conversations/12/messages': {
      body: { conversation, messages: [aMessage()], next_before: null },
    },
  });
  useSession.getState().setUser(whatsappUser);
  renderWithApp(
    <Routes>
      <Route path="/messages/:conversation_id" element={<ConversationPage />} />
    </Routes>,
    { path: '/messages/12' },
  );
};

describe('a conversation about a home that is no longer live', () => {
  it('says the home was removed, and disables the box and Send saying why', async () => {
    renderConversation(withHome('removed'));
    const notice = await screen.findByText('This home has been removed from Thikana', { selector: 'strong' });
    expect(notice.closest('[role="status"]')!.textContent).toContain('No more messages can be sent here.');
    const box = screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(reason!.textContent).toBe('This home has been removed from Thikana');
    expect(screen.queryByRole('button', { name: 'Book a visit' })).toBeNull();
  });

  it('says the home is rented out or paused', async () => {
    renderConversation(withHome('rented'));
    expect(await screen.findByText('This home has been rented out', { selector: 'strong' })).toBeTruthy();
    cleanup();
    renderConversation(withHome('paused'));
    expect(
      await screen.findByText('This home is paused: seekers do not see it for now', { selector: 'strong' }),
    ).toBeTruthy();
  });

  it('keeps the box open while a visit is booked, saying it is for arranging the visit', async () => {
    renderConversation(withHome('rented', { visit_booked: true }));
    const notice = await screen.findByRole('status', { name: '' });
    expect(notice.textContent).toContain('You have a visit booked, so you can still write here');
    const box = screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    expect(box.disabled).toBe(false);
  });

  it('shows no notice while the home is live', async () => {
    renderConversation(withHome('live'));
    await screen.findByRole('textbox', { name: 'Your message' });
    expect(screen.queryByText('No more messages can be sent here.')).toBeNull();
  });
});

describe('the inbox', () => {
  it('marks a conversation whose home was removed', async () => {
    fakeApi({
      'GET /api/conversations': {
        body: { data: [withHome('removed'), withHome('live', { id: 13 })], unread: 0 },
      },
    });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<MessagesPage />, { path: '/messages' });
    const [first, second] = await screen.findAllByRole('link');
    expect(within(first!).getByText('Removed')).toBeTruthy();
    expect(within(second!).queryByText('Live')).toBeNull();
  });
});
