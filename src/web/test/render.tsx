// Renders a piece of the web app the way the app runs it: a fresh query client and
// an in-memory router at `path`, so hooks that navigate or fetch work in tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export const renderWithApp = (ui: ReactNode, options: { path?: string; state?: unknown } = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
