// Opens a live channel over real HTTP, as a browser's EventSource would, and reads it: what it
// said (raw), and when the server ended it. Every request says `connection: close`: a kept-alive
// connection of the test's fetch would hold the server's close for a minute.
import { CONVERSATION_API } from '../shared/api-conversations.ts';

export type LiveChannel = {
  status: number;
  headers: Headers;
  /** The answer's JSON when the channel was refused. */
  refusal: { message?: string } | null;
  /** Everything the stream said so far. */
  raw: () => string;
  /** Resolves with Date.now() when the server ends the stream. */
  ended: Promise<number>;
  isOpen: () => boolean;
  close: () => void;
};

export const openLiveChannel = async (
  base: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<LiveChannel> => {
  const abort = new AbortController();
  const res = await fetch(`${base}${CONVERSATION_API.live}`, {
    headers: { cookie, accept: 'text/event-stream', connection: 'close', ...headers },
    signal: abort.signal,
  });
  if (res.status !== 200) {
    const refusal = (await res.json()) as { message?: string };
    return {
      status: res.status,
      headers: res.headers,
      refusal,
      raw: () => '',
      ended: Promise.resolve(Date.now()),
      isOpen: () => false,
      close: () => undefined,
    };
  }
  let text = '';
  let open = true;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
    } catch {
      // Closed by the test.
    }
    open = false;
    return Date.now();
  })();
  // The first bytes say it is open: from then on the server holds it.
  while (open && !text.includes(': open')) await new Promise((resolve) => setTimeout(resolve, 5));
  return {
    status: res.status,
    headers: res.headers,
    refusal: null,
    raw: () => text,
    ended,
    isOpen: () => open,
    close: () => abort.abort(),
  };
};
