// Logger settings: request ids, one line per request worth logging, and nothing secret in a log line.
import { randomBytes } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

const censor = '[REDACTED]';

/** Query parameters that carry secrets: e-mail links put their token in the URL the browser requests. */
const secretQueryParameters = /([?&](?:token|access_token|password)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(secretQueryParameters, `$1${censor}`);

const secretKeys = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'confirmNewPassword',
  'token',
];

type SerializableError = Error & { code?: unknown; statusCode?: unknown; query?: unknown; params?: unknown };

/** Drizzle's query errors put every bound parameter in the message and the stack; keep the SQL, drop the values. */
const serializeError = (
  error: SerializableError,
): { type: string; message: string; stack: string; [key: string]: unknown } => {
  const isQueryError = typeof error.query === 'string';
  const message = isQueryError ? `Failed query: ${error.query}` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.name,
    message,
    stack: isQueryError ? [`${error.name}: ${message}`, ...frames].join('\n') : (error.stack ?? ''),
    code: error.code,
    statusCode: error.statusCode,
    cause: error.cause instanceof Error ? serializeError(error.cause) : undefined,
  };
};

export type LogDestination = { write(line: string): void };

/** One per process, however many apps it builds (tests build many): there is one standard output. */
let standardOutput: LogDestination | undefined;

/**
 * Standard output, written once per event-loop turn instead of once per line: under load a turn
 * completes many requests, and a write call per request line costs more than the line itself.
 * Whatever is pending is written before the process exits.
 */
function batchedStandardOutput(): LogDestination {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    process.stdout.write(chunk);
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}

export const loggerOptions = (
  config: Pick<Config, 'logLevel'>,
  stream?: LogDestination,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level: config.logLevel,
  stream: stream ?? (standardOutput ??= batchedStandardOutput()),
  // The serializers below already whitelist what a request, reply or error may show; redaction is the
  // second guard, for a module that logs a body or headers by mistake. Top-level paths only: each path
  // is checked on every line, and this runs once per request.
  redact: { paths: [...secretKeys, 'body', 'headers', 'authorization'], censor },
  serializers: {
    req: (request: { method: string; url: string }) => ({
      method: request.method,
      url: redactUrl(request.url),
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    err: serializeError,
  },
});

/**
 * Request ids: a random prefix per process and a counter. Unique across processes and restarts, like a
 * UUID, at a fraction of its cost on the hot path (every request makes one, and carries it in a header).
 */
export function requestIds(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let count = 0;
  return () => `${prefix}-${(count += 1).toString(36)}`;
}

/** A request slower than this is worth a line even when it succeeded. */
const slowRequestMs = 1_000;

/**
 * One line per request, written when it completes, instead of Fastify's two. At info level only the
 * requests worth a look get it (failures, 4xx included, and slow ones); every request is logged at debug.
 * A line per successful call is most of the log volume and a measurable share of the hot path's CPU.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime);
    const details = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...details, err: error }, 'request errored');
    else if (reply.statusCode >= 400 || responseTime >= slowRequestMs)
      reply.log.info(details, 'request completed');
    else reply.log.debug(details, 'request completed');
  }
}
