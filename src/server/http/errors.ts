// One error type for the whole server. Services throw AppError(code); the error
// handler in app.ts maps the code to a status. Answers are JSON { message, errors? }.
export const ERROR_STATUS = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  GATEWAY_ERROR: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldError = { field: string; message: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status() {
    return ERROR_STATUS[this.code];
  }
}

/** 400 naming one field. */
export const badInput = (field: string, message: string) =>
  new AppError('BAD_INPUT', message, { errors: [{ field, message }] });

/** One entry per bad field, from a zod failure (paths joined with dots; the root is `body`). */
export const fieldErrorsOf = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldError[] =>
  issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
