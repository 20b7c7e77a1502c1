// The app's query client. A request refused with 401 while the app believed someone
// was logged in means the session ended on the server: whichever query or mutation
// hears it, `onSessionLost` runs once (see session-lost.ts). A query or mutation
// whose screen says its own words sets `meta: { handlesLogin: true }`.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { useSession } from '../state/session.ts';
import { ApiError } from './client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesLogin?: boolean };
    mutationMeta: { handlesLogin?: boolean };
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export const createQueryClient = (onSessionLost: () => void) => {
  const onError = (error: unknown, meta: { handlesLogin?: boolean } | undefined) => {
    if (!isUnauthorized(error) || meta?.handlesLogin || !useSession.getState().user) return;
    onSessionLost();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
};
