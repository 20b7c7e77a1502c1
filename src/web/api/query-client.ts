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

/** A busy server's 503 says when to come back (docs/decisions/0112-load-shedding.md). */
const shedFor = (error: unknown) =>
  error instanceof ApiError && error.status === 503 ? error.retryAfterSeconds : undefined;

/**
 * A read the server shed is asked again after its Retry-After, twice as long the second time,
 * with some spread so many phones do not come back in step: three tries in all. Anything else
 * failed is asked once more, a second later. `failures` counts the failures before this one.
 */
export const retryRead = (failures: number, error: unknown) =>
  shedFor(error) === undefined ? failures < 1 : failures < 2;
export const retryDelay = (failures: number, error: unknown) => {
  const seconds = shedFor(error);
  if (seconds === undefined) return Math.min(1000 * 2 ** failures, 30_000);
  return seconds * 1000 * 2 ** failures * (0.75 + Math.random() * 0.5);
};

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
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryRead, retryDelay, refetchOnWindowFocus: false },
    },
  });
};
