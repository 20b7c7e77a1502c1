import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session.ts';
import { aConversation, aMessage } from '../../test/conversations.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import { MessagePosterButton } from './message-poster-button.tsx';

const listing = { id: 41, user_id: 3, listed_by: 'Owner' as const, title: '2BHK Apartment in Kothrud' };

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

const openSheet = async (answers: Parameters<typeof fakeApi>[0] = {}) => {
  const api = fakeApi(answers);
  useSession.getState().setUser(whatsappUser);
  const app = renderWithApp(<MessagePosterButton listing={listing} />, { path: '/propertydetail/41' });
  await userEvent.click(screen.getByRole('button', { name: 'Message owner' }));
  await screen.findByRole('dialog', { name: 'Message owner' });
  return { ...api, ...app };
};

describe('Message owner', () => {
  it('puts a quick message in the box with one tap, and sends it', async () => {
    const { sent, router } = await openSheet({
      'POST /api/conversations': { body: { conversation: aConversation(), message: aMessage() } },
    });
    const box = screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    await userEvent.click(screen.getByRole('button', { name: 'Can I see it this weekend?' }));
    expect(box.value).toBe('Can I see it this weekend?');
    await userEvent.click(screen.getByRole('button', { name: 'Is it still available?' }));
    expect(box.value).toBe('Is it still available?');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/12'));
    expect(sent).toEqual([
      { path: '/api/conversations', body: { listing_id: 41, text: 'Is it still available?' } },
    ]);
  });

  it('offers the quick messages in Hindi, and sends them as shown', async () => {
    await applyLanguage('hi');
    fakeApi({});
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<MessagePosterButton listing={{ ...listing, listed_by: 'Broker' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'ब्रोकर को मैसेज करें' }));
    await userEvent.click(await screen.findByRole('button', { name: 'क्या यह अभी भी उपलब्ध है?' }));
    expect((screen.getByRole('textbox', { name: 'आपका मैसेज' }) as HTMLTextAreaElement).value).toBe(
      'क्या यह अभी भी उपलब्ध है?',
    );
  });

  it('says what is wrong, under the box or above Send', async () => {
    const limit = 'You can start 5 new conversations a day. Get the pass to message more posters.';
    const { sent } = await openSheet({
      'POST /api/conversations': { status: 429, body: { message: limit } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
  });

  it('is not offered on the poster’s own listing', () => {
    fakeApi({});
    useSession.getState().setUser({ ...whatsappUser, id: 3 });
    renderWithApp(<MessagePosterButton listing={listing} />);
    expect(screen.queryByRole('button', { name: 'Message owner' })).toBeNull();
  });

  it('sends a visitor to log in', async () => {
    fakeApi({});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { router } = renderWithApp(<MessagePosterButton listing={listing} />, {
      path: '/propertydetail/41',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Message owner' }));
    expect(router.state.location.pathname).toBe('/whatsappLogin');
    expect(alert).toHaveBeenCalledWith('Please Login First');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
