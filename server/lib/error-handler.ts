// The one error handler: every failure leaves as `{ error, code, fields? }`; a 5xx never shows internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '#schemas/api';
import { isDatabaseUnavailable } from '../db/client.ts';
import { databaseUnavailable, HttpError, RateLimitedError } from './errors.ts';

const internalError: ApiError = {
  error: 'Something went wrong on our side. Please try again.',
  code: 'INTERNAL_ERROR',
};

/** A body that is missing or not an object fails at the root, where no field can carry the message. */
const malformedBody = 'Send the request fields as JSON or as form data.';

type ValidationIssue = { instancePath: string; message?: string };

/** Field messages exactly as the schema words them; the first one is also the error's headline. */
export function validationFailure(issues: ValidationIssue[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (field !== '' && issue.message && !(field in fields)) fields[field] = issue.message;
  }
  const headline = Object.values(fields)[0] ?? malformedBody;
  return { error: headline, code: 'VALIDATION_FAILED', fields };
}

/** A 400 naming each refused field the way a refused request body is answered (a form part, a rule). */
export function invalidFields(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) {
  const failure = validationFailure(
    issues.map((issue) => ({ instancePath: `/${issue.path.map(String).join('/')}`, message: issue.message })),
  );
  return new HttpError(400, 'VALIDATION_FAILED', failure.error, failure.fields);
}

/** Node's, Fastify's and @fastify/multipart's own client errors, in words a person can act on. */
const clientErrors: Record<number, { code: ErrorCode; error: string }> = {
  400: { code: 'BAD_REQUEST', error: 'The request could not be read. Check what was sent and try again.' },
  408: { code: 'BAD_REQUEST', error: 'The request took too long to arrive. Please try again.' },
  413: { code: 'PAYLOAD_TOO_LARGE', error: 'What was sent is too large.' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    error: 'This content type is not accepted. Send JSON or form data.',
  },
  414: { code: 'BAD_REQUEST', error: 'The address of this request is too long.' },
  429: { code: 'RATE_LIMITED', error: 'Too many requests. Please wait a few minutes and try again.' },
  431: { code: 'BAD_REQUEST', error: 'The request headers are too large.' },
};

const otherClientError: ApiError = { error: 'The request could not be processed.', code: 'BAD_REQUEST' };

/** The body of a client error answered outside any route (a connection Node could not serve). */
export const clientErrorAnswer = (status: number): ApiError => clientErrors[status] ?? otherClientError;

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(validationFailure(error.validation));
  }
  if (error instanceof HttpError) {
    const body: ApiError = { error: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    return reply.code(error.statusCode).send(body);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    const unavailable = databaseUnavailable();
    return reply.code(unavailable.statusCode).send({ error: unavailable.message, code: unavailable.code });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const known = clientErrors[status];
  if (known) return reply.code(status).send(known);
  if (status >= 400 && status < 500) return reply.code(status).send(otherClientError);
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(internalError);
}
