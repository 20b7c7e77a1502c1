// The one fetch wrapper: same-origin, credentials included, JSON in and out.
// Errors become ApiError carrying the server's { message, errors? }, and messageOf is
// the one place that turns any failure into the text a person sees, in the language the site is
// read in (docs/product/messages.md, docs/decisions/0028-failure-messages.md,
// docs/decisions/0074-server-messages-in-the-readers-language.md).
import { apiUrl, type Query } from '../../shared/api-url.ts';
import type { ErrorResponse } from '../../shared/schemas/common.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { serverText } from '../i18n/server-messages.ts';
import { takeFirstAnswer } from './first-answers.ts';

/** The status of a request that never got an answer (offline, DNS, connection reset). */
const NO_ANSWER = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorResponse['errors'];
  readonly body: unknown;
  /** A busy server's Retry-After, in seconds: the call may be sent again after that. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, body?: unknown, retryAfter?: string | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.errors = (body as ErrorResponse | undefined)?.errors;
    const seconds = Number(retryAfter ?? Number.NaN);
    this.retryAfterSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }

  /** The server's own message: only a 4xx answer in JSON carries one meant for people. */
  get serverMessage(): string | null {
    const message = (this.body as { message?: unknown } | null)?.message;
    return this.status >= 400 && this.status < 500 && typeof message === 'string' && message.trim()
      ? message
      : null;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
};

export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const isForm = options.body instanceof FormData;
  const url = apiUrl(path, options.query);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (method !== 'DELETE' && !isForm) {
    const inlined = takeFirstAnswer(url, options.body);
    if (inlined !== undefined) return inlined as T;
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      // The language read, kept on the account for notices (docs/decisions/0145-hindi-wherever-a-listing-is-named.md).
      headers: {
        'accept-language': currentLanguage() === 'hi' ? 'hi-IN' : 'en-IN',
        ...(options.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NO_ANSWER, 'Network Error');
  }
  return answerOf<T>(res.status, await res.text(), res.headers.get('retry-after'));
};

/** The parsed answer, or the ApiError a failed one becomes. */
const answerOf = <T>(status: number, text: string, retryAfter?: string | null): T => {
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (status < 200 || status >= 300) {
    const message =
      (data as { message?: string } | null)?.message ?? `Request failed with status code ${status}`;
    throw new ApiError(status, message, data, retryAfter);
  }
  return data as T;
};

/**
 * A form with files, POSTed with upload progress (fetch reports none): `onProgress` gets the
 * share sent, 0 to 1. Fails like `request` does, Network Error when the connection drops.
 */
export const upload = <T>(path: string, form: FormData, onProgress: (sent: number) => void) =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(answerOf<T>(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(NO_ANSWER, 'Network Error'));
    xhr.onabort = () => reject(new ApiError(NO_ANSWER, 'Network Error'));
    xhr.send(form);
  });

export const getJson = <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
  request<T>(path, { query, ...(signal ? { signal } : {}) });

export const postJson = <T>(path: string, body: unknown = {}) => request<T>(path, { method: 'POST', body });

const SOMETHING_WENT_WRONG = 'something went wrong';
const CONNECTION_ERROR = 'Connection Error';

/**
 * What a person is told when a call fails (docs/product/messages.md#fallbacks): the server's message for a refusal (4xx),
 * 'Connection Error' when the server could not be reached, and the screen's own
 * text ('something went wrong' unless the screen says otherwise) for anything else,
 * so raw texts such as "Request failed with status code 500" never reach a screen. Read in
 * Hindi, a message the catalogue knows is given in Hindi (`serverText`).
 */
export const messageOf = (error: unknown, fallback = SOMETHING_WENT_WRONG) => {
  if (!(error instanceof ApiError)) return serverText(fallback);
  if (error.status === NO_ANSWER) return serverText(CONNECTION_ERROR);
  return serverText(error.serverMessage ?? fallback);
};
