// The one HTTP client: bearer token, shared-schema parsing, and every failure turned into a FailureError.
// The services are built over it, so a test can run the real services over another fetch (app.inject).
import { FetchError, ofetch } from 'ofetch';
import type { z } from 'zod';
import { apiErrorSchema } from '../schemas/api.ts';
import { FailureError, type Failure } from '../machines/shared/failure.ts';
import type { TokenKind, TokenStorage } from './token-storage.ts';
import type { UploadTransport } from './upload.ts';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Whose token to send; seller by default, none for sign-in calls. */
  auth?: TokenKind | 'none';
  signal?: AbortSignal;
  /** What to say when the server gives no readable message. */
  fallback?: string;
};

export type UploadOptions = Pick<RequestOptions, 'auth' | 'signal' | 'fallback'> & {
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: { loaded: number; total: number }) => void;
};

export type HttpClient = {
  request<T extends z.ZodType>(schema: T, path: string, options?: RequestOptions): Promise<z.infer<T>>;
  /** A multipart body with upload progress. */
  upload<T extends z.ZodType>(
    schema: T,
    path: string,
    body: FormData,
    options?: UploadOptions,
  ): Promise<z.infer<T>>;
  /** An answer whose body is not JSON (a picture): its bytes and headers; failures as `request`'s. */
  blob(path: string, options?: RequestOptions): Promise<{ blob: Blob; headers: Headers }>;
  /** Where `path` is, for what cannot go through `request` (an EventSource). */
  url(path: string): string;
  tokens: TokenStorage;
};

export type HttpClientOptions = {
  tokens: TokenStorage;
  /** The API's origin; empty for the page's own. */
  baseURL?: string;
  /** The fetch `request` sends with; the global one by default. */
  fetch?: typeof fetch;
  /**
   * How `upload` sends; XMLHttpRequest by default, for its upload progress (fetch has none), loaded with
   * the first upload rather than with /login.
   */
  uploadTransport?: UploadTransport;
};

/** A refusal that says when to ask again (`Retry-After`): a service that can wait reads the seconds. */
export class RetryLaterError extends FailureError {
  readonly retryAfterSeconds: number;
  constructor(failure: Failure, retryAfterSeconds: number) {
    super(failure);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** `Retry-After` in seconds; our server never sends the HTTP-date form. */
const retryAfterOf = (headers: Headers | undefined): number | null => {
  const value = headers?.get('retry-after');
  const seconds = value ? Number(value) : Number.NaN;
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : null;
};

const httpFailure = (status: number, data: unknown, fallback: string, headers?: Headers) => {
  const parsed = apiErrorSchema.safeParse(data);
  const failure: Failure = {
    kind: 'http',
    status,
    code: parsed.success ? parsed.data.code : 'UNEXPECTED_RESPONSE',
    message: parsed.success ? parsed.data.error : fallback,
    fields: parsed.success ? parsed.data.fields : undefined,
  };
  const retryAfter = retryAfterOf(headers);
  return retryAfter === null ? new FailureError(failure) : new RetryLaterError(failure, retryAfter);
};

const parse = <T extends z.ZodType>(schema: T, data: unknown, fallback: string): z.infer<T> => {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new FailureError({ kind: 'invalid-response', message: fallback });
  return parsed.data;
};

const defaultFallback = 'Unexpected response status';

/** A refusal's JSON, also when the request asked for a picture (ofetch then hands the body over unread). */
const errorBody = async (data: unknown): Promise<unknown> => {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return undefined;
  }
};

const definedQuery = (query: RequestOptions['query']) =>
  query
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''))
    : undefined;

export function createHttpClient({
  tokens,
  baseURL = '',
  fetch,
  uploadTransport,
}: HttpClientOptions): HttpClient {
  const $fetch = ofetch.create({ baseURL, retry: 0 }, fetch ? { fetch } : undefined);
  const authorization = (auth: TokenKind | 'none'): Record<string, string> => {
    const token = auth === 'none' ? null : tokens.get(auth);
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  /** Without `responseType`, ofetch reads the body by its content type (JSON, text, or a Blob). */
  const send = async (path: string, options: RequestOptions, responseType?: 'blob') => {
    const { auth = 'seller', fallback = defaultFallback } = options;
    try {
      return await $fetch.raw<unknown, 'json' | 'blob'>(path, {
        method: options.method ?? 'GET',
        body: options.body as BodyInit | Record<string, unknown> | undefined,
        query: definedQuery(options.query),
        signal: options.signal,
        headers: authorization(auth),
        responseType,
      });
    } catch (error) {
      if (error instanceof FetchError && error.response)
        throw httpFailure(
          error.response.status,
          await errorBody(error.data),
          fallback,
          error.response.headers,
        );
      throw new FailureError({ kind: 'network', message: fallback });
    }
  };

  return {
    tokens,
    url: (path) => `${baseURL}${path}`,
    async request(schema, path, options = {}) {
      return parse(schema, (await send(path, options))._data, options.fallback ?? defaultFallback);
    },
    async blob(path, options = {}) {
      const answer = await send(path, options, 'blob');
      if (!(answer._data instanceof Blob))
        throw new FailureError({ kind: 'invalid-response', message: options.fallback ?? defaultFallback });
      return { blob: answer._data, headers: answer.headers };
    },
    async upload(schema, path, body, options = {}) {
      const { method = 'PUT', auth = 'seller', fallback = defaultFallback } = options;
      let answer: { status: number; data: unknown };
      try {
        const send = uploadTransport ?? (await import('./upload.ts')).xhrUpload;
        answer = await send({
          method,
          url: `${baseURL}${path}`,
          headers: authorization(auth),
          body,
          onProgress: options.onProgress,
          signal: options.signal,
        });
      } catch {
        throw new FailureError({ kind: 'network', message: fallback });
      }
      if (answer.status < 200 || answer.status >= 300)
        throw httpFailure(answer.status, answer.data, fallback);
      return parse(schema, answer.data, fallback);
    },
  };
}

/** A multipart body from plain fields (the spec sends several calls as multipart). */
export const formData = (fields: Record<string, string | Blob | undefined>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
};
