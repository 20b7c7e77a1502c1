// The web app in the browser. A public page the server drew (server-render.tsx) is taken over as
// it stands, from the answers it was drawn with; any other page, or a device whose city or
// language differs from what the server draws, is drawn here
// (docs/decisions/0076-public-pages-rendered-on-the-server.md).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { seedRenderedQueries } from './api/rendered-queries.ts';
import { sendToLogin } from './api/session-lost.ts';
import { App } from './app.tsx';
import { preloadParts } from './components/later.tsx';
import { holdEarlyTaps, replayEarlyTap } from './early-taps.ts';
import { loadEnglishRest } from './i18n/i18n.ts';
import { restoreLanguage } from './i18n/use-language.ts';
import { AppRoutes, navigateFromOutside, preloadPage } from './router.tsx';
import { hasOwnView, keepOwnViewCookie } from './state/own-view.ts';
import './styles.css';

const queryClient = createQueryClient(() => {
  const { pathname, search } = window.location;
  sendToLogin(navigateFromOutside, { from: `${pathname}${search}` });
});

// A visitor who picked Hindi earlier gets the Hindi catalogue before the first render
// (docs/decisions/0065-language-choice.md); an English one waits for nothing. Not a top-level
// await: with one, the bundler keeps every module the pages share out of the main script
// (docs/decisions/0071-translations-compiled-and-split.md).
void restoreLanguage().then(() => {
  const root = document.getElementById('root')!;
  const app = (
    <App queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
  keepOwnViewCookie();
  if (seedRenderedQueries(queryClient) && !hasOwnView()) {
    // The page's code and its later parts first, so it is taken over in one pass. As a transition,
    // React takes the frame over in slices too, between the browser's own work; a tap on it
    // still makes React finish at once and then handles the tap
    // (docs/decisions/0080-taken-over-as-a-transition.md).
    // A tap made while the code loads is held and made again once React listens (early-taps.ts).
    const hydrate = () => {
      startTransition(() => void hydrateRoot(root, app));
      replayEarlyTap();
    };
    holdEarlyTaps();
    preloadPage(window.location.pathname).then(preloadParts).then(hydrate, hydrate);
  } else {
    createRoot(root).render(app);
  }
});

// The English texts of the other pages, once the first page has what it needs
// (docs/decisions/0071-translations-compiled-and-split.md).
window.addEventListener('load', () => setTimeout(() => void loadEnglishRest(), 0), { once: true });

// Offline use and installing (docs/decisions/0067-offline-and-install.md): the service worker is
// registered after the page has loaded, from a chunk the first render does not wait for.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./pwa/register.ts').then((m) => m.registerServiceWorker()),
    { once: true },
  );
}
