// The errors route code throws; the one error handler in app.ts turns them into `{ error, code, fields? }`.
import { apiErrorSchema, type ErrorCode } from '#schemas/api';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);

/** A 400 tied to one field, shaped like a schema validation failure so forms show it under the field. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, { [field]: message });

export const unauthenticated = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHENTICATED', message);

export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);

export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** A 429; with the whole seconds until the next attempt may pass, answered as Retry-After too. */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
    code: ErrorCode = 'RATE_LIMITED',
  ) {
    super(429, code, message);
  }
}

export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new RateLimitedError(message, retryAfterSeconds);

export const databaseUnavailable = () =>
  new HttpError(
    503,
    'DATABASE_UNAVAILABLE',
    'The service is temporarily unavailable. Please try again in a moment.',
  );

/** Every route documents its failures with the one error shape. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
