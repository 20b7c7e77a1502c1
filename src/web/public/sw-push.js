// Web Push in the service worker (docs/product/conversations.md#push-notifications): sw.js
// (scripts/pwa.ts) imports this file. A push from the server is { title, body, url, tag }; the
// notification opens `url` in the app's open window, or a new one.
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    // A push that is not ours to read still shows something: browsers require it.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title || 'Thikana', {
      body: notice.body || '',
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url || '/messages' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/messages', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else await self.clients.openWindow(url);
    })(),
  );
});
