// Renders a piece of the web app the way the app runs it: a fresh query client and
// an in-memory router at `path`, so hooks that navigate or fetch work in tests. With
// `onSessionLost`, the query client is the app's own (api/query-client.ts), which calls it
// when a request is refused with 401 for a stored user.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';

export const renderWithApp = (
  ui: ReactNode,
  options: { path?: string; state?: unknown; onSessionLost?: () => void } = {},
) => {
  const queryClient = options.onSessionLost
    ? createQueryClient(options.onSessionLost)
    : new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [{ pathname: options.path ?? '/', state: options.state }],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
};
