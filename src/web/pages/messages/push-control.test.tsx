// Push notifications from the inbox: offered only where the browser can take them and the server
// sends them; turning them on asks permission, subscribes with the server's key and saves the
// subscription; turning them off removes it; a person who blocked them is told where to allow them.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../state/session.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { whatsappUser } from '../../test/users.ts';
import { toast } from '../../toast.ts';
import MessagesPage from './messages-page.tsx';

const KEY = 'BAECAwQ'; // the bytes 4, 1, 2, 3, 4 in base64url
const ENDPOINT = 'https://push.example.com/send/abc';

/** A browser with a service worker, the Notification API and a push manager that remembers one subscription. */
const aBrowser = (permission: NotificationPermission) => {
  let current: { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> } | null = null;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = 'granted';
      return 'granted';
    }),
  };
  const pushManager = {
    getSubscription: async () => current,
    subscribe: vi.fn(async () => {
      current = {
        endpoint: ENDPOINT,
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
        unsubscribe: vi.fn(async () => {
          current = null;
          return true;
        }),
      };
      return current;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { notification, pushManager };
};

const openInbox = (
  publicKey: string | null,
  saved: { status?: number; body: unknown } = { body: { subscribed: true } },
) => {
  const api = fakeApi({
    'GET /api/conversations': { body: { data: [], unread: 0 } },
    'GET /api/push/key': { body: { public_key: publicKey } },
    'POST /api/push/subscriptions': saved,
    'DELETE /api/push/subscriptions': { body: { subscribed: false } },
  });
  useSession.getState().setUser(whatsappUser);
  renderWithApp(<MessagesPage />, { path: '/messages' });
  return api;
};

afterEach(() => {
  cleanup();
  useSession.getState().clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push notifications in the inbox', () => {
  it('turns on with permission and the server’s key, then off again', async () => {
    const browser = aBrowser('default');
    const api = openInbox(KEY);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

    expect(await screen.findByText('Notifications are on')).toBeTruthy();
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2, 3, 4]),
    });
    expect(api.sent.find((s) => s.path === '/api/push/subscriptions')?.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
    expect(api.sent.filter((s) => s.path === '/api/push/subscriptions').at(-1)?.body).toEqual({
      endpoint: ENDPOINT,
    });
  });

  it('says in its own words when the browser will not subscribe (a private window)', async () => {
    const browser = aBrowser('default');
    browser.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed', 'AbortError'),
    );
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const api = openInbox(KEY);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith(
        'This browser could not turn on notifications. In a private window they are not available; try a normal one.',
      ),
    );
    expect(api.sent.some((s) => s.path === '/api/push/subscriptions')).toBe(false);
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });

  it('stays off, and says why, when the server does not take the browser’s push service', async () => {
    const browser = aBrowser('default');
    const message =
      'Notifications can only go through a browser’s own push service (Firefox, Chrome, Edge or Safari); this address is not one';
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => {});
    openInbox(KEY, { status: 400, body: { message, errors: [{ field: 'endpoint', message }] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith(message));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
    expect(await browser.pushManager.getSubscription()).toBeNull();
  });

  it('says how to allow notifications when the person blocked them', async () => {
    aBrowser('denied');
    openInbox(KEY);
    expect(await screen.findByText(/allow notifications in your browser’s site settings/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('offers nothing when the server sends no pushes', async () => {
    aBrowser('default');
    const api = openInbox(null);
    await screen.findByRole('heading', { name: 'No messages yet' });
    await waitFor(() => expect(api.sent.some((s) => s.path === '/api/push/key')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('offers nothing, and asks nothing, where the browser cannot take pushes', async () => {
    const api = openInbox(KEY);
    await screen.findByRole('heading', { name: 'No messages yet' });
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(api.sent.some((s) => s.path === '/api/push/key')).toBe(false);
  });
});
