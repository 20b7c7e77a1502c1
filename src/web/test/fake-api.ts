// The network edge in web tests: a fetch that answers each API path with a canned JSON body and
// status, and records what the page sent. Each canned answer is checked when the test sets it up
// (answer-check.ts): an answer the server could not give, or one for a path no route answers,
// fails that test. A key is a path ('/api/user/login'), or a method and a path
// ('POST /api/savedSearches') where the path answers more than one method.
import { vi } from 'vitest';
import { checkCannedAnswer } from './answer-check.ts';

type Answer = { status?: number; body: unknown };

const NOT_FOUND: Answer = { status: 404, body: { message: 'Not found' } };

export const fakeApi = (answers: Record<string, Answer>) => {
  for (const [key, answer] of Object.entries(answers)) {
    checkCannedAnswer(key, answer.status ?? 200, answer.body);
  }
  const sent: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    sent.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const answer = answers[`${init?.method ?? 'GET'} ${path}`] ?? answers[path] ?? NOT_FOUND;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent };
};
