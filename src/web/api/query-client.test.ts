import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../state/session.ts';
import { whatsappUser } from '../test/users.ts';
import { ApiError, request } from './client.ts';
import { createQueryClient, retryDelay, retryRead } from './query-client.ts';

const failWith = (status: number) => () => Promise.reject(new ApiError(status, 'refused'));

const run = async (client: ReturnType<typeof createQueryClient>, meta?: { handlesLogin: boolean }) => {
  const observer = new QueryObserver(client, {
    queryKey: ['x', Math.random()],
    queryFn: failWith(401),
    retry: false,
    ...(meta ? { meta } : {}),
  });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
  unsubscribe();
};

describe('a lost session', () => {
  it('is handled in one place when a request is refused with 401 for a stored user', async () => {
    useSession.getState().setUser(whatsappUser);
    const onSessionLost = vi.fn();
    await run(createQueryClient(onSessionLost));
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('is left to a screen that says its own words', async () => {
    useSession.getState().setUser(whatsappUser);
    const onSessionLost = vi.fn();
    await run(createQueryClient(onSessionLost), { handlesLogin: true });
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('means nothing for a visitor (a wrong password is not a lost session)', async () => {
    useSession.getState().clear();
    const onSessionLost = vi.fn();
    const client = createQueryClient(onSessionLost);
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: failWith(401) })
        .execute(undefined),
    ).rejects.toThrow('refused');
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});

describe('a read the server shed', () => {
  const shed = new ApiError(503, 'busy', { message: 'busy' }, '2');

  it('is asked again after its Retry-After, then twice as long, three tries in all', () => {
    expect([0, 1, 2].map((failures) => retryRead(failures, shed))).toEqual([true, true, false]);
    const first = retryDelay(0, shed);
    const second = retryDelay(1, shed);
    expect(first).toBeGreaterThanOrEqual(1_500);
    expect(first).toBeLessThanOrEqual(2_500);
    expect(second).toBeGreaterThanOrEqual(3_000);
    expect(second).toBeLessThanOrEqual(5_000);
  });

  it('is like any other failure without a Retry-After: asked once more, a second later', () => {
    for (const error of [
      new ApiError(503, 'down'),
      new ApiError(500, 'broken'),
      new ApiError(0, 'Network Error'),
    ]) {
      expect([0, 1].map((failures) => retryRead(failures, error))).toEqual([true, false]);
      expect(retryDelay(0, error)).toBe(1_000);
    }
  });
});

describe("a busy server's answer", () => {
  it('carries its Retry-After on the error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: 'The server is busy. Please try again in a few seconds.' }),
            {
              status: 503,
              headers: { 'content-type': 'application/json', 'retry-after': '2' },
            },
          ),
      ),
    );
    try {
      await expect(request('/api/listing/getStats')).rejects.toMatchObject({
        status: 503,
        retryAfterSeconds: 2,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
