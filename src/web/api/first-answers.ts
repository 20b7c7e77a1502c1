// The answers a page's HTML already carries (docs/decisions/0073-first-answers-in-the-page.md):
// the server puts the GET answers the first render asks for into
// <script type="application/json" id="thikana-answers"> (a search's first page too, which is a
// POST: its answer names the body it answers), so the page renders without asking again. Each is
// used once, and only while the page is starting; later asks go to the server.
export const FIRST_ANSWERS_ID = 'thikana-answers';

/** How long after the page started an inlined answer still counts as fresh. */
export const FIRST_ANSWER_MS = 10_000;

export type FirstAnswer = { url: string; request?: unknown; body: unknown };

/** One key per call: its address, and for a POST the JSON it sends. */
const keyOf = (url: string, request: unknown) =>
  request === undefined ? url : `${url} ${JSON.stringify(request)}`;

let answers: Map<string, unknown> | null = null;
/** When the answers were given (performance.now()): the page's start in a browser. */
let givenAt = 0;
/** On the server every query of the page may take an answer, two asking the same call included. */
let isShared = false;

const mapOf = (list: FirstAnswer[]) =>
  new Map(list.map((answer) => [keyOf(answer.url, answer.request), answer.body]));

const read = (): Map<string, unknown> => {
  let found = new Map<string, unknown>();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
  if (!element?.textContent) return found;
  try {
    found = mapOf(JSON.parse(element.textContent) as FirstAnswer[]);
  } catch {
    // A page whose answers cannot be read asks the server, as it would without them.
  }
  element.remove();
  return found;
};

/**
 * The inlined answer to a GET of `url` (or a POST of `request` to it), once; undefined when there
 * is none or it is too late.
 */
export const takeFirstAnswer = (url: string, request?: unknown, now = performance.now()): unknown => {
  answers ??= read();
  const key = keyOf(url, request);
  if (!answers.has(key)) return undefined;
  const body = answers.get(key);
  if (!isShared) answers.delete(key);
  return now - givenAt <= FIRST_ANSWER_MS ? body : undefined;
};

/**
 * The answers a page rendered on the server is drawn from, given by the server's render
 * (server-render.tsx) instead of read from the page.
 */
export const answerWith = (list: FirstAnswer[]) => {
  answers = mapOf(list);
  givenAt = performance.now();
  isShared = true;
};

/** For tests: read the page again. */
export const forgetFirstAnswers = () => {
  answers = null;
};
