// The network edge in web tests: a fetch that answers each API path with a canned
// JSON body and status, and records what the page sent.
import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };

export const fakeApi = (answers: Record<string, Answer>) => {
  const sent: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    sent.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const answer = answers[path] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent };
};
