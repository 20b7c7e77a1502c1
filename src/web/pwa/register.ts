// Registers the service worker (scripts/pwa.ts) once the page has loaded, from a chunk of its own
// so the first render does not carry it (docs/decisions/0067-offline-and-install.md). When a new
// release's service worker is waiting, the page offers to reload into it (update-offer.ts); until
// then the open page keeps running the release it started with.
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-offer.ts';

export const registerServiceWorker = () => {
  const update = registerSW({ onNeedRefresh: () => offerUpdate(() => void update(true)) });
};
