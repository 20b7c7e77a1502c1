// The one error handler: AppError codes and schema failures become JSON
// { message, errors? } with the right status; anything else is a 500 that is logged
// and never leaks internals (docs/product/api.md#errors).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isUnreachable } from '../db/unreachable.ts';
import { DISK_FULL_MESSAGE, DISK_FULL_RETRY_SECONDS, isDiskFull } from './disk-full.ts';
import { AppError, type FieldError } from './errors.ts';
import { PageUnavailableError } from './first-answers.ts';

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';

/** Fastify's own 4xx codes that we pass through with a readable message. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'File size exceeds 2MB.',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many parts in the upload',
  FST_FIELDS_LIMIT: 'Too many fields in the upload',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data upload',
};

/** Seconds a client is asked to wait when a service we depend on is away: a restart's length. */
const UNREACHABLE_RETRY_SECONDS = 5;

/** nginx's status for a request whose client went away before the answer (not sent to anyone). */
const CLIENT_CLOSED = 499;

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof PageUnavailableError) return app.answerUnavailablePage(request, reply, error);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.status)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: fieldOf(v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const message = first ? `${first.field}: ${first.message}` : 'Invalid request';
      return reply.code(400).send({ message, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Something went wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' ? 413 : status;
      if (status === 429 && error.message) return reply.code(429).send({ message: error.message });
      return reply.code(code).send({ message: FASTIFY_MESSAGES[error.code] ?? error.message });
    }
    // The client closed the connection before its answer was written (a phone losing its signal,
    // a tab closed, a load generator stopping): nothing failed here and nobody is left to answer.
    // Logged as such, counted under nginx's 499 rather than as the server's 500.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && (reply.raw.destroyed || request.raw.destroyed)) {
      request.log.info('the client closed the connection before its answer was sent');
      return reply.code(CLIENT_CLOSED).send();
    }
    if (isDiskFull(error)) {
      app.noteDiskFull(error);
      return reply
        .code(503)
        .header('retry-after', String(DISK_FULL_RETRY_SECONDS))
        .send({ message: DISK_FULL_MESSAGE });
    }
    if (isUnreachable(error)) {
      request.log.warn({ err: error }, 'a service this request needs could not be reached');
      return reply
        .code(503)
        .header('retry-after', String(UNREACHABLE_RETRY_SECONDS))
        .send({ message: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong' });
  });
};
