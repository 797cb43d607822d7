// A local stand-in for an OpenAI-compatible API (issue 15, decision 045): POST /v1/chat/completions with a
// json_schema response format and image_url parts, POST /v1/images/edits as multipart. It refuses a request
// the real one would refuse (400, 401), records every request, and answers as the test switched it: a
// success (JSON filling the request's own schema, a made picture), 429 with retry-after, 5xx, a hang, a
// stall after the headers, a body that is not JSON, content that is not JSON or breaks the schema.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type StandInAnswer =
  /** Chat: JSON filling the request's schema. Edits: the photo on a teal square of 1024 px, as PNG. */
  | { kind: 'success' }
  /** Chat: this exact message content. Edits: this as the picture's b64_json. */
  | { kind: 'content'; content: string }
  /** Chat: a refusal message. Edits: 400 moderation_blocked. */
  | { kind: 'refusal' }
  | { kind: 'finish'; reason: 'length' | 'content_filter' }
  | { kind: 'status'; status: number; code?: string; headers?: Record<string, string> }
  /** 200 with this body as application/json (not necessarily JSON). */
  | { kind: 'body'; body: string }
  /** Never answers. */
  | { kind: 'hang' }
  /** The 200 headers, then never the body. */
  | { kind: 'stall' };

export type ChatRequest = {
  path: '/v1/chat/completions';
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string | Array<Record<string, unknown>> }>;
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: JsonSchema } };
    [field: string]: unknown;
  };
};

export type EditRequest = {
  path: '/v1/images/edits';
  authorization: string | undefined;
  fields: Record<string, string>;
  image: { name: string; type: string; bytes: Buffer };
};

export type StandInRequest = ChatRequest | EditRequest;

export type OpenAiStandIn = {
  /** http://127.0.0.1:<port>/v1, what AI_BASE_URL names. */
  baseUrl: string;
  /** The base URL's host, the provider named in each answer's origin. */
  host: string;
  requests: StandInRequest[];
  /** What every following request gets, until switched again. */
  answer(answer: StandInAnswer): void;
  /** Success again, and no requests recorded. */
  reset(): void;
  close(): Promise<void>;
};

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
};

/** `apiKey`: the key the stand-in requires, as OpenAI does; without it any bearer passes, as Ollama does. */
export async function startOpenAiStandIn(options: { apiKey?: string } = {}): Promise<OpenAiStandIn> {
  let current: StandInAnswer = { kind: 'success' };
  const requests: StandInRequest[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handle(request, Buffer.concat(chunks), response).catch((error: unknown) => {
        // A fault of the stand-in itself shows in the test as a 599, never as a hang.
        if (!response.headersSent) send(response, 599, { error: { message: String(error) } });
      });
    });
  });

  async function handle(request: http.IncomingMessage, raw: Buffer, response: http.ServerResponse) {
    const authorization = request.headers.authorization;
    if (!authorization?.startsWith('Bearer ')) return refuse(response, 401, 'Missing bearer authentication');
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) {
      return refuse(response, 401, 'Incorrect API key provided', 'invalid_api_key');
    }
    const answer = current;
    if (request.method === 'POST' && request.url === '/v1/chat/completions') {
      const body = JSON.parse(raw.toString('utf8')) as ChatRequest['body'];
      const problem = chatProblem(body);
      if (problem) return refuse(response, 400, problem);
      requests.push({ path: '/v1/chat/completions', authorization, body });
      return answerChat(response, answer, body);
    }
    if (request.method === 'POST' && request.url === '/v1/images/edits') {
      const form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const image = form.get('image');
      const fields: Record<string, string> = {};
      for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
      if (!(image instanceof File)) return refuse(response, 400, "Missing required parameter: 'image'");
      if (!fields.prompt) return refuse(response, 400, "Missing required parameter: 'prompt'");
      const bytes = Buffer.from(await image.arrayBuffer());
      const readable = await sharp(bytes)
        .metadata()
        .then(() => true)
        .catch(() => false);
      if (!readable) return refuse(response, 400, 'Invalid image file', 'invalid_image');
      requests.push({
        path: '/v1/images/edits',
        authorization,
        fields,
        image: { name: image.name, type: image.type, bytes },
      });
      return answerEdit(response, answer, bytes);
    }
    return refuse(response, 404, `Unknown request URL: ${request.method} ${request.url}`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    host: `127.0.0.1:${port}`,
    requests,
    answer: (answer) => {
      current = answer;
    },
    reset: () => {
      current = { kind: 'success' };
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const send = (response: http.ServerResponse, status: number, body: unknown, headers = {}) =>
  response
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(typeof body === 'string' ? body : JSON.stringify(body));

/** An error as OpenAI words it; the message carries internals a route must never pass on. */
const refuse = (
  response: http.ServerResponse,
  status: number,
  message: string,
  code: string | null = null,
  headers: Record<string, string> = {},
) =>
  send(
    response,
    status,
    {
      error: { message: `${message} (stand-in internals: trace 7f3a)`, type: 'invalid_request_error', code },
    },
    headers,
  );

/** What OpenAI itself checks of a structured-output chat request with images. */
function chatProblem(body: ChatRequest['body']): string | null {
  if (typeof body.model !== 'string' || body.model === '') return "Missing required parameter: 'model'";
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return "Missing required parameter: 'messages'";
  }
  const format = body.response_format;
  if (
    format?.type !== 'json_schema' ||
    !format.json_schema?.name ||
    format.json_schema.schema?.type !== 'object'
  ) {
    return "Invalid 'response_format': a json_schema with a name and an object schema";
  }
  for (const message of body.messages) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type === 'text' && typeof part.text === 'string') continue;
      const url = (part.image_url as { url?: unknown } | undefined)?.url;
      if (
        part.type === 'image_url' &&
        typeof url === 'string' &&
        /^data:image\/(png|jpeg|webp|gif);base64,/.test(url)
      ) {
        continue;
      }
      return "Invalid content part: 'text', or 'image_url' with a data URL of a PNG, JPEG, WebP or GIF";
    }
  }
  return null;
}

/** A value of the schema: objects filled, arrays at their least length (1 if none), numbered strings. */
function fill(schema: JsonSchema, count = { strings: 0 }): unknown {
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, fill(property, count)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => fill(schema.items ?? {}, count));
    case 'string':
      count.strings += 1;
      return `Stand-in text ${count.strings}`;
    default:
      return null;
  }
}

function answerChat(response: http.ServerResponse, answer: StandInAnswer, body: ChatRequest['body']) {
  const completion = (message: Record<string, unknown>, finishReason = 'stop') => ({
    id: 'chatcmpl-stand-in',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason }],
  });
  switch (answer.kind) {
    case 'success':
      return send(
        response,
        200,
        completion({ content: JSON.stringify(fill(body.response_format.json_schema.schema)), refusal: null }),
      );
    case 'content':
      return send(response, 200, completion({ content: answer.content, refusal: null }));
    case 'refusal':
      return send(
        response,
        200,
        completion({ content: null, refusal: "I'm sorry, I can't help with that." }),
      );
    case 'finish':
      return send(
        response,
        200,
        completion({ content: '{"descriptions": ["Cut', refusal: null }, answer.reason),
      );
    default:
      return answerOther(response, answer);
  }
}

async function answerEdit(response: http.ServerResponse, answer: StandInAnswer, photo: Buffer) {
  const picture = (b64: string) => ({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }] });
  switch (answer.kind) {
    case 'success': {
      const product = await sharp(photo).resize(768, 768, { fit: 'inside' }).png().toBuffer();
      const made = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#2f8a8a' } })
        .composite([{ input: product }])
        .png()
        .toBuffer();
      return send(response, 200, picture(made.toString('base64')));
    }
    case 'content':
      return send(response, 200, picture(answer.content));
    case 'refusal':
      return refuse(response, 400, 'Your request was rejected by the safety system', 'moderation_blocked');
    case 'finish':
      return send(response, 200, { created: 0, data: [] });
    default:
      return answerOther(response, answer);
  }
}

function answerOther(
  response: http.ServerResponse,
  answer: Extract<StandInAnswer, { kind: 'status' | 'body' | 'hang' | 'stall' }>,
) {
  switch (answer.kind) {
    case 'status':
      return refuse(response, answer.status, 'The server had an error', answer.code ?? null, answer.headers);
    case 'body':
      return send(response, 200, answer.body);
    case 'hang':
      return;
    case 'stall':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.flushHeaders();
      return;
  }
}
