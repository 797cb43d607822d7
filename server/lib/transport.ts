// The HTTP edge, before any route runs: how long a request may take to arrive, how many connections one
// address may hold, whose X-Forwarded-For is believed, and the answers Fastify and Node would otherwise
// write themselves (a bad URL, an over-long parameter, a request that timed out or could not be parsed).
import { STATUS_CODES } from 'node:http';
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { clientErrorAnswer, handleError } from './error-handler.ts';

/**
 * What an answer that is not a page (JSON, an event stream, a document's bytes) may do when a browser opens
 * it by itself: load nothing, be framed by nothing. Pages replace it with theirs (browser-app.ts).
 */
const answerPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Every answer names its request, may not be sniffed into another type, and carries a policy. */
export const setAnswerHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
  reply
    .header('x-request-id', request.id)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', answerPolicy);
};

/** Node's own words for a connection it cannot serve, as our error body (Fastify's default has its own). */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(clientErrorAnswer(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Security-Policy: ${answerPolicy}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** The server options that bound the transport and keep Fastify's own answers in our shape. */
export const transportOptions = ({ limits, trustProxy }: Pick<Config, 'limits' | 'trustProxy'>) =>
  ({
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    trustProxy: trustProxy.length > 0 ? [...trustProxy] : false,
    // A request for a URL the router cannot decode, or with a parameter over 100 characters, reaches no
    // route and none of its hooks: it gets the headers and the error body here.
    frameworkErrors: (error, request, reply) => {
      setAnswerHeaders(request, reply);
      handleError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
    // Fastify's 503 during shutdown bypasses the error handler; requests that still arrive on open
    // connections are served instead (with Connection: close), within main.ts's drain deadline.
    return503OnClosing: false,
  }) satisfies FastifyServerOptions & { http: object };

/**
 * What one client is: its address, or for IPv6 its /64, the block a subscriber is given (counting single
 * IPv6 addresses would let one client open 2^64 of them). IPv4 clients of a dual-stack socket arrive as
 * `::ffff:a.b.c.d`.
 */
export function clientKey(address: string): string {
  if (address.startsWith('::ffff:') && isIPv4(address.slice(7))) return address.slice(7);
  if (!isIPv6(address)) return address;
  const [withoutZone = ''] = address.split('%', 1);
  const [head = '', tail] = withoutZone.split('::');
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    const tailGroups = tail === '' ? [] : tail.split(':');
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - tailGroups.length)).fill('0'));
  }
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Trusted proxies as a matcher for socket addresses (Fastify matches X-Forwarded-For hops itself). */
function proxyMatcher(trustProxy: readonly string[]): (address: string) => boolean {
  if (trustProxy.length === 0) return () => false;
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (address) => proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * Refuses a connection from a client that already holds `limits.connectionsPerAddress` open ones, by
 * closing it at once: nothing is read from it, so it costs nothing more. A trusted proxy carries many
 * clients on its connections and is not counted (limit them at the proxy).
 */
export function limitConnectionsPerAddress(
  app: FastifyInstance,
  { limits, trustProxy }: Pick<Config, 'limits' | 'trustProxy'>,
): void {
  const isProxy = proxyMatcher(trustProxy);
  const open = new Map<string, number>();
  /** Clients refused since they last had no connection: one log line per episode, not per refusal. */
  const refused = new Set<string>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= limits.connectionsPerAddress) {
      socket.destroy();
      if (!refused.has(key)) {
        refused.add(key);
        app.log.warn(
          { client: key, limit: limits.connectionsPerAddress },
          'a client reached its limit of open connections; refusing more',
        );
      }
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) return void open.set(key, left);
      open.delete(key);
      refused.delete(key);
    });
  });
}
