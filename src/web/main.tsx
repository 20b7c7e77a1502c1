// The web app: one query client, the router with every route, and the one toaster
// every toast appears in (loaded with the first toast), in the language picked on this device.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { sendToLogin } from './api/session-lost.ts';
import { ToasterHost } from './components/toaster-host.tsx';
import { restoreLanguage } from './i18n/use-language.ts';
import { createRouter } from './router.tsx';
import './styles.css';

const router = createRouter();
const queryClient = createQueryClient(() => {
  const { pathname, search } = router.state.location;
  sendToLogin((to, options) => router.navigate(to, options), { from: `${pathname}${search}` });
});

// A visitor who picked Hindi earlier gets the Hindi catalogue before the first render
// (docs/decisions/0065-language-choice.md); an English one waits for nothing.
await restoreLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  </StrictMode>,
);
