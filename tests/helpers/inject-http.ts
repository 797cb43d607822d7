// The real HTTP client over `app.inject`: a fetch that hands each request to Fastify in memory, so the
// real service modules (src/services) run against the real routes without a socket.
import type { FastifyInstance } from 'fastify';
import { createHttpClient, type HttpClient } from '../../src/services/client.ts';
import type { TokenKind, TokenStorage } from '../../src/services/token-storage.ts';
import type { UploadTransport } from '../../src/services/upload.ts';

const origin = 'http://portal.test';

/** Statuses whose response may carry no body (the Response constructor refuses one). */
const bodiless = new Set([101, 204, 205, 304]);

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    // Request serialises any body (JSON string, FormData with its boundary) exactly as fetch would send it.
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), origin), init);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(bodiless.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/** Uploads over fetch: no progress events in between, one at the end. */
const fetchUpload =
  (send: typeof fetch): UploadTransport =>
  async ({ method, url, headers, body, onProgress, signal }) => {
    const response = await send(url, { method, headers, body, signal });
    const text = await response.text();
    const size = body.get('file') instanceof Blob ? (body.get('file') as Blob).size : 0;
    onProgress?.({ loaded: size, total: size });
    return { status: response.status, data: text === '' ? undefined : (JSON.parse(text) as unknown) };
  };

/** Tokens in memory: each client is one browser. */
export function memoryTokens(initial: Partial<Record<TokenKind, string>> = {}): TokenStorage {
  const tokens = new Map<TokenKind, string>(Object.entries(initial) as [TokenKind, string][]);
  return {
    get: (kind) => tokens.get(kind) ?? null,
    set: (kind, token) => void tokens.set(kind, token),
    clear: (kind) => void tokens.delete(kind),
  };
}

/** The browser's HTTP client, signed in as `tokens` says, talking to `app`. */
export function injectHttpClient(app: FastifyInstance, tokens: TokenStorage = memoryTokens()): HttpClient {
  const send = injectFetch(app);
  return createHttpClient({ tokens, fetch: send, uploadTransport: fetchUpload(send) });
}
