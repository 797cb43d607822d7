// Multipart uploads with progress: fetch cannot report upload progress, XMLHttpRequest can. Failures
// become the same FailureError as in client.ts.
import type { z } from 'zod';
import { apiErrorSchema } from '../schemas/api.ts';
import { FailureError } from '../machines/shared/failure.ts';
import { tokenStorage, type TokenKind } from './token-storage.ts';

const baseURL: string = import.meta.env?.VITE_API_URL ?? '';

export type UploadOptions = {
  method?: 'POST' | 'PUT' | 'PATCH';
  auth?: TokenKind | 'none';
  onProgress?: (progress: { loaded: number; total: number }) => void;
  signal?: AbortSignal;
  fallback?: string;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function upload<T extends z.ZodType>(
  schema: T,
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<z.infer<T>> {
  const { method = 'PUT', auth = 'seller', fallback = 'Unexpected response status' } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${baseURL}${path}`);
    const token = auth === 'none' ? null : tokenStorage.get(auth);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const parsed = apiErrorSchema.safeParse(data);
        reject(
          new FailureError({
            kind: 'http',
            status: xhr.status,
            code: parsed.success ? parsed.data.code : 'UNEXPECTED_RESPONSE',
            message: parsed.success ? parsed.data.error : fallback,
            fields: parsed.success ? parsed.data.fields : undefined,
          }),
        );
        return;
      }
      const parsed = schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(new FailureError({ kind: 'invalid-response', message: fallback }));
    });
    const networkFailure = () => reject(new FailureError({ kind: 'network', message: fallback }));
    xhr.addEventListener('error', networkFailure);
    xhr.addEventListener('abort', networkFailure);
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
