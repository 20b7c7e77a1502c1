import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aConversation, aMessage } from '../../test/conversations.ts';
import { type ConversationsResponse, inboxQueryKey } from './conversations.ts';
import { applyLiveEvent, REOPEN_REFUSED_MS, useConversationLive } from './live.ts';
import { type MessagesPage, messagesQueryKey } from './messages.ts';

const cacheWith = () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ConversationsResponse>(inboxQueryKey, {
    data: [aConversation({ id: 13, unread: 1 }), aConversation({ id: 12 })],
    unread: 1,
  });
  queryClient.setQueryData<MessagesPage>(messagesQueryKey(12), {
    conversation: aConversation(),
    messages: [aMessage()],
    next_before: null,
  });
  return queryClient;
};

const inboxOf = (queryClient: QueryClient) => queryClient.getQueryData<ConversationsResponse>(inboxQueryKey)!;
const shownIn = (queryClient: QueryClient, id: number) =>
  queryClient.getQueryData<MessagesPage>(messagesQueryKey(id))!.messages.map((m) => m.id);

describe('the live channel’s events in the cache', () => {
  const arriving = aMessage({
    id: 101,
    from_me: false,
    text: 'Come on Sunday',
    created_at: '2026-11-28T05:00:00.000Z',
  });

  it('a new message joins its open conversation once, and moves it to the top of the inbox, unread once', () => {
    const queryClient = cacheWith();
    applyLiveEvent(queryClient, { type: 'message', conversation_id: 12, message: arriving });
    applyLiveEvent(queryClient, { type: 'message', conversation_id: 12, message: arriving });
    expect(shownIn(queryClient, 12)).toEqual([100, 101]);
    const inbox = inboxOf(queryClient);
    expect(inbox.data.map((c) => [c.id, c.unread, c.last_message?.text])).toEqual([
      [12, 1, 'Come on Sunday'],
      [13, 1, 'Yes, it is available'],
    ]);
    expect(inbox.unread).toBe(2);
  });

  it('one’s own message from another device counts as read', () => {
    const queryClient = cacheWith();
    applyLiveEvent(queryClient, {
      type: 'message',
      conversation_id: 12,
      message: { ...arriving, from_me: true },
    });
    expect(inboxOf(queryClient).unread).toBe(1);
    expect(inboxOf(queryClient).data[0]).toMatchObject({
      id: 12,
      unread: 0,
      last_message: { from_me: true },
    });
  });

  it('a message that comes while the inbox is still on its way has the inbox asked again', async () => {
    const queryClient = new QueryClient();
    let answer = { data: [] as ReturnType<typeof aConversation>[], unread: 0 };
    const asked = vi.fn(async () => answer);
    // The inbox on screen asks; its answer was read before the message was written.
    const stop = new QueryObserver(queryClient, { queryKey: inboxQueryKey, queryFn: asked }).subscribe(
      () => {},
    );
    answer = { data: [aConversation({ id: 12, unread: 1 })], unread: 1 };
    applyLiveEvent(queryClient, { type: 'message', conversation_id: 12, message: arriving });
    await vi.waitFor(() => expect(inboxOf(queryClient)?.unread).toBe(1));
    expect(asked).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a read mark sets what is left unread', () => {
    const queryClient = cacheWith();
    applyLiveEvent(queryClient, { type: 'read', conversation_id: 13, unread: 0 });
    expect(inboxOf(queryClient).unread).toBe(0);
    expect(inboxOf(queryClient).data.map((c) => c.unread)).toEqual([0, 0]);
  });
});

/** The browser's EventSource, played by the test: it opens, and the server's events arrive. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readonly url: string;
  readyState = 0;
  isClosed = false;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.last = this;
  }
  close() {
    this.isClosed = true;
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

describe('the live channel', () => {
  it('listens while someone is logged in, puts each event in the cache, and refetches when it (re)opens', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = cacheWith();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useConversationLive(true), { wrapper });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/conversations/live');

    act(() => source.dispatchEvent(new Event('open')));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['conversations'] });

    act(() =>
      source.send('message', { type: 'message', conversation_id: 12, message: aMessage({ id: 101 }) }),
    );
    expect(shownIn(queryClient, 12)).toEqual([100, 101]);
    act(() => source.send('read', { type: 'read', conversation_id: 13, unread: 0 }));
    expect(inboxOf(queryClient).unread).toBe(0);
    // Anything else is left alone.
    act(() => source.send('message', { type: 'message', conversation_id: 12 }));
    expect(shownIn(queryClient, 12)).toEqual([100, 101]);

    unmount();
    expect(source.isClosed).toBe(true);
  });

  it('opens again after a while when the server refused it, which a browser never does by itself', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('EventSource', FakeEventSource);
      const queryClient = cacheWith();
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      );
      const { unmount } = renderHook(() => useConversationLive(true), { wrapper });
      const refused = FakeEventSource.last!;
      // A dropped channel the browser reopens by itself: left to it.
      act(() => refused.dispatchEvent(new Event('error')));
      vi.advanceTimersByTime(REOPEN_REFUSED_MS);
      expect(FakeEventSource.last).toBe(refused);
      // A 503 or 429: the browser closed it for good.
      refused.readyState = FakeEventSource.CLOSED;
      act(() => refused.dispatchEvent(new Event('error')));
      vi.advanceTimersByTime(REOPEN_REFUSED_MS - 1);
      expect(FakeEventSource.last).toBe(refused);
      vi.advanceTimersByTime(1);
      const reopened = FakeEventSource.last!;
      expect(reopened).not.toBe(refused);
      expect(reopened.url).toBe('/api/conversations/live');
      unmount();
      expect(reopened.isClosed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
