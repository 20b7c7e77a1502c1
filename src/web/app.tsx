// The app's providers, the same in the browser (main.tsx) and on the server (server-render.tsx):
// the query client, the router the caller gives (with every route), and the one toaster every
// toast appears in (loaded with the first toast).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ToasterHost } from './components/toaster-host.tsx';

export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterHost />
      </QueryClientProvider>
    </StrictMode>
  );
}
