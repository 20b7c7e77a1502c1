// The web app: one query client, the router with every route, and the one toaster
// every toast appears in (loaded with the first toast), in the language picked on this device.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { sendToLogin } from './api/session-lost.ts';
import { ToasterHost } from './components/toaster-host.tsx';
import { loadEnglishRest } from './i18n/i18n.ts';
import { restoreLanguage } from './i18n/use-language.ts';
import { AppRoutes, navigateFromOutside } from './router.tsx';
import './styles.css';

const queryClient = createQueryClient(() => {
  const { pathname, search } = window.location;
  sendToLogin(navigateFromOutside, { from: `${pathname}${search}` });
});

// A visitor who picked Hindi earlier gets the Hindi catalogue before the first render
// (docs/decisions/0065-language-choice.md); an English one waits for nothing. Not a top-level
// await: with one, the bundler keeps every module the pages share out of the main script
// (docs/decisions/0071-translations-compiled-and-split.md).
void restoreLanguage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToasterHost />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

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
