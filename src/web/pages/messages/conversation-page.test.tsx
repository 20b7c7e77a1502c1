import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../state/session.ts';
import { aConversation, aMessage } from '../../test/conversations.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import ConversationPage from './conversation-page.tsx';

// The page goes before the session, or it would send the visitor to log in.
afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const renderConversation = (answers: Parameters<typeof fakeApi>[0]) => {
  const api = fakeApi({ 'POST /api/conversations/12/read': { body: { unread: 0 } }, ...answers });
  useSession.getState().setUser(whatsappUser);
  // The page asks whether the session lives, as every page load does; these tests follow the rest.
  const sent = () => api.sent.filter((s) => s.path !== '/api/user/restore');
  renderWithApp(
    <Routes>
      <Route path="/messages/:conversation_id" element={<ConversationPage />} />
    </Routes>,
    { path: '/messages/12' },
  );
  return { sent };
};

const page = (overrides: Partial<ReturnType<typeof aConversation>> = {}, messages = [aMessage()]) => ({
  body: { conversation: aConversation(overrides), messages, next_before: null },
});

describe('a conversation', () => {
  it('says what the owner shared that a pass shows, and offers the pass', async () => {
    renderConversation({
      'GET /api/conversations/12/messages': page({ unread: 1 }, [
        aMessage(),
        aMessage({ id: 101, from_me: false, text: 'Yes. Call me on •••', hidden: ['phone'] }),
      ]),
      '/api/payments/getPlan': { status: 500, body: { message: 'Internal Server Error' } },
    });
    const list = await screen.findByRole('list', { name: 'Messages with Ravi Shetty' });
    const [mine, theirs] = within(list).getAllByRole('listitem');
    expect(within(mine!).getByText('Is it still available?')).toBeTruthy();
    expect(theirs!.textContent).toContain(
      'The owner shared a phone number: get the pass to see it, or keep talking here',
    );
    expect(mine!.textContent).not.toContain('shared');

    await userEvent.click(within(theirs!).getByRole('button', { name: 'get the pass' }));
    expect(await screen.findByRole('dialog', { name: 'Subscribe to the product' })).toBeTruthy();
  });

  it('names the broker and several kinds of details', async () => {
    renderConversation({
      'GET /api/conversations/12/messages': page(
        {
          listing: {
            id: 41,
            title: '2BHK Apartment in Kothrud',
            title_words: null,
            photo: null,
            listed_by: 'Broker',
            status: 'live',
          },
        },
        [aMessage({ from_me: false, text: '••• or •••', hidden: ['phone', 'upi'] })],
      ),
    });
    expect(await screen.findByText('The broker shared contact details:', { exact: false })).toBeTruthy();
  });

  it('sends a message and shows it last, and marks the conversation read when opened', async () => {
    const { sent } = renderConversation({
      'GET /api/conversations/12/messages': page({ unread: 1 }, [
        aMessage({ id: 101, from_me: false, text: 'Hello, it is available' }),
      ]),
      'POST /api/conversations/12/messages': {
        body: {
          message: aMessage({
            id: 102,
            text: 'Can I see it on Sunday?',
            created_at: '2026-11-28T05:00:00.000Z',
          }),
        },
      },
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'Can I see it on Sunday?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const list = screen.getByRole('list', { name: 'Messages with Ravi Shetty' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem').at(-1)!.textContent).toContain('Can I see it on Sunday?');
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe('');
    expect(sent().filter((s) => s.body !== undefined)).toEqual([
      { path: '/api/conversations/12/read', body: {} },
      { path: '/api/conversations/12/messages', body: { text: 'Can I see it on Sunday?' } },
    ]);
  });

  it('sends nothing empty, and says so', async () => {
    const { sent } = renderConversation({ 'GET /api/conversations/12/messages': page() });
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please write a message')).toBeTruthy();
    // Only the conversation was read (Book a visit in the header asks for its free times).
    const conversationCalls = sent().filter((s) => s.path.startsWith('/api/conversations'));
    expect(conversationCalls.map((s) => s.path)).toEqual(['/api/conversations/12/messages']);
  });

  it('shows why there is no composer once blocked', async () => {
    renderConversation({ 'GET /api/conversations/12/messages': page({ blocked_by_me: true }) });
    expect(await screen.findByText('You blocked Ravi Shetty')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unblock Ravi Shetty' })).toBeTruthy();
  });

  it('tells the blocked side it cannot reply', async () => {
    renderConversation({ 'GET /api/conversations/12/messages': page({ blocked_me: true }) });
    expect(await screen.findByText("You can't reply to this conversation")).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('blocks from the menu', async () => {
    const { sent } = renderConversation({
      'GET /api/conversations/12/messages': page(),
      'POST /api/conversations/12/block': { body: { conversation: aConversation({ blocked_by_me: true }) } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block Ravi Shetty' }));
    expect(await screen.findByText('You blocked Ravi Shetty', { selector: 'p' })).toBeTruthy();
    expect(sent().at(-1)).toEqual({ path: '/api/conversations/12/block', body: {} });
  });
});
