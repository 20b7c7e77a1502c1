// A pushed notice of an unread message (docs/product/conversations.md#push-notifications): the
// service worker shows it with its title, text and the conversation's tag, and keeps where tapping
// it goes. Chromium's DevTools protocol delivers the push as a push service would.
import { expect, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test('the service worker shows a pushed notice, and a later one about the same conversation replaces it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await page.goto('/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const origin = new URL(page.url()).origin;
  const push = (body: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        title: 'New message about 2BHK Apartment in Andheri West',
        body,
        url: '/messages/7',
        tag: 'conversation-7',
      }),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: n.data?.url,
      })),
    );

  await push('Kabir Shah wrote to you');
  await expect.poll(shown).toEqual([
    {
      title: 'New message about 2BHK Apartment in Andheri West',
      body: 'Kabir Shah wrote to you',
      tag: 'conversation-7',
      url: '/messages/7',
    },
  ]);
  await push('Kabir Shah wrote to you (2 unread messages)');
  await expect
    .poll(async () => (await shown()).map((n) => n.body))
    .toEqual(['Kabir Shah wrote to you (2 unread messages)']);
});
