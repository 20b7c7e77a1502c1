// The one fetch wrapper: same-origin, credentials included, JSON in and out.
// Errors become ApiError carrying the server's { message, errors? }.
import type { ErrorResponse } from '../../shared/schemas/common.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorResponse['errors'];
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.errors = (body as ErrorResponse | undefined)?.errors;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
};

const withQuery = (path: string, query: RequestOptions['query']) => {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') qs.set(key, String(value));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
};

export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const isForm = options.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: options.body === undefined || isForm ? {} : { 'content-type': 'application/json' },
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
    throw new ApiError(0, 'Network Error');
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const message =
      (data as { message?: string } | null)?.message ?? `Request failed with status code ${res.status}`;
    throw new ApiError(res.status, message, data);
  }
  return data as T;
};

export const getJson = <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
  request<T>(path, { query, ...(signal ? { signal } : {}) });

export const postJson = <T>(path: string, body: unknown = {}) => request<T>(path, { method: 'POST', body });

/** The server's message, or the fallback text (docs/product/messages.md#fallbacks). */
export const messageOf = (error: unknown, fallback = 'something went wrong') =>
  error instanceof ApiError && error.message ? error.message : fallback;
