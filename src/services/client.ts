// The one HTTP client: bearer token, shared-schema parsing, and every failure turned into a FailureError.
import { ofetch, FetchError } from 'ofetch';
import type { z } from 'zod';
import { apiErrorSchema } from '../schemas/api.ts';
import { FailureError } from '../machines/shared/failure.ts';
import { tokenStorage, type TokenKind } from './token-storage.ts';

const baseURL = import.meta.env?.VITE_API_URL ?? '';

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

const definedQuery = (query: RequestOptions['query']) =>
  query
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''))
    : undefined;

export async function request<T extends z.ZodType>(
  schema: T,
  path: string,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const { auth = 'seller', fallback = 'Unexpected response status' } = options;
  const token = auth === 'none' ? null : tokenStorage.get(auth);
  let body: unknown;
  try {
    body = await ofetch(path, {
      baseURL,
      method: options.method ?? 'GET',
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      query: definedQuery(options.query),
      signal: options.signal,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      retry: 0,
    });
  } catch (error) {
    if (error instanceof FetchError && error.response) {
      const parsed = apiErrorSchema.safeParse(error.data);
      throw new FailureError({
        kind: 'http',
        status: error.response.status,
        code: parsed.success ? parsed.data.code : 'UNEXPECTED_RESPONSE',
        message: parsed.success ? parsed.data.error : fallback,
        fields: parsed.success ? parsed.data.fields : undefined,
      });
    }
    throw new FailureError({ kind: 'network', message: fallback });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new FailureError({ kind: 'invalid-response', message: fallback });
  return parsed.data;
}

/** A multipart body from plain fields (the spec sends several calls as multipart). */
export const formData = (fields: Record<string, string | Blob | undefined>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
};
