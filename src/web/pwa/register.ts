// Registers the service worker (scripts/pwa.ts) once the page has loaded, from a chunk of its own
// so the first render does not carry it (docs/decisions/0067-offline-and-install.md). When a new
// release's service worker is waiting, a toast offers to reload into it; until then the open
// page keeps running the release it started with.
import { registerSW } from 'virtual:pwa-register';
import { i18n, loadEnglishRest } from '../i18n/i18n.ts';
import { toast } from '../toast.ts';

export const registerServiceWorker = () => {
  const update = registerSW({
    onNeedRefresh: () =>
      void loadEnglishRest().then(() =>
        toast.action(i18n.t('ui.newVersion'), i18n.t('layout.reload'), () => void update(true)),
      ),
  });
};
