import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../state/session.ts';
import { whatsappUser } from '../test/users.ts';
import { ApiError } from './client.ts';
import { createQueryClient } from './query-client.ts';

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
