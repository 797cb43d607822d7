// Logger settings: request ids, one line per request worth logging, and nothing secret in a log line;
// JSON lines for a log collector, short human lines in a terminal.
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
 * An output written once per event-loop turn instead of once per line: under load a turn completes many
 * requests, and a write call per request line costs more than the line itself. Whatever is pending is
 * written before the process exits.
 */
function batched(output: LogDestination): LogDestination {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    output.write(chunk);
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

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `key=value` for what an entry carries beyond its message; nested objects as `key.inner=value`. */
const details = (fields: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(fields).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return details(value as Record<string, unknown>, `${prefix}${key}.`);
    const text = typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
    return [`${prefix}${key}=${text}`];
  });

/**
 * One pino JSON line as a person reads it in a terminal: the local time, the level unless it is info, the
 * message (for a request: method, path, status and time), then what else it carries, and an error's
 * stack indented under it. A line that is not JSON passes through unchanged.
 */
export function humanLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  // Fields every line has (pid, hostname) or that the text below already shows are left out.
  const { level, time, msg, reqId, req, res, responseTime, err, pid: _pid, hostname: _host, ...rest } = entry;
  const at = new Date(typeof time === 'number' ? time : Date.now());
  const clock = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
  const request = req as { method?: string; url?: string } | undefined;
  const reply = res as { statusCode?: number } | undefined;
  const text =
    request && reply
      ? `${request.method} ${request.url} ${reply.statusCode} ${responseTime} ms${msg === 'request errored' ? ' (errored)' : ''}`
      : String(msg ?? '');
  const fields = details(rest);
  if (reqId !== undefined) fields.push(`req=${String(reqId)}`);
  const line = [clock, levelNames[level as number], text, ...fields].filter(Boolean).join('  ');
  const error = err as { type?: string; message?: string; stack?: string } | undefined;
  const trace = error ? (error.stack ?? `${error.type}: ${error.message}`) : '';
  return `${line}${trace ? `\n${trace.replace(/^/gm, '    ')}` : ''}\n`;
}

/** Each JSON line written to `output` as humanLogLine makes it. */
const humanReadable = (output: LogDestination): LogDestination => ({
  write: (line) => output.write(humanLogLine(line)),
});

/** Standard output (or the given one): short human lines in a terminal, JSON lines for anything else. */
export const standardLogDestination = (
  output: LogDestination & { isTTY?: boolean } = process.stdout,
): LogDestination => (output.isTTY ? humanReadable(batched(output)) : batched(output));

export const loggerOptions = (
  config: Pick<Config, 'logLevel'>,
  stream?: LogDestination,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level: config.logLevel,
  stream: stream ?? (standardOutput ??= standardLogDestination()),
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
