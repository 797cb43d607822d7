// The transport bounds over real sockets, with limits shrunk through the config: a request must arrive
// whole within its time-out (a trickled body or trickled headers are cut with our 408), a slow but steady
// upload still succeeds, one address holds a bounded number of connections (trusted proxies excepted),
// and a notification stream, whose request arrived long ago, outlives the request time-out.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import { documentMaxBytes } from '#schemas/onboarding';
import { buildApp } from '../../server/app.ts';
import { defaultLimits, loadConfig, type TransportLimits } from '../../server/config.ts';
import { notifySeller } from '../../server/modules/notifications/notify.ts';
import { createSellerRepository } from '../../server/modules/seller/repository.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { formBody, pdfBytes } from './onboarding-fixture.ts';
import { registerSeller } from './support.ts';

const limits: TransportLimits = {
  requestTimeoutMs: 3_000,
  headersTimeoutMs: 500,
  timeoutCheckIntervalMs: 50,
  idleTimeoutMs: 60_000,
  connectionsPerAddress: 4,
};

let testDatabase: TestDatabase;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'suki-transport-test-'));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await testDatabase?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The real app with the test's limits, listening on a free loopback port. */
async function listeningApp(
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({
    config: { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), limits },
    database: testDatabase.database,
    browserAppRoot: path.join(dataDir, 'no-browser-app'),
  });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

type Connection = {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves once the server has sent `text` (or rejects when the connection closes first). */
  receive: (text: string) => Promise<void>;
  /** Resolves when the connection has closed, with the time since it was opened. */
  closed: Promise<{ afterMs: number }>;
};

function connect(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const openedAt = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const waiters = new Set<() => void>();
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      for (const waiter of waiters) waiter();
    });
    socket.on('error', () => {});
    const closed = new Promise<{ afterMs: number }>((done) =>
      socket.on('close', () => {
        for (const waiter of waiters) waiter();
        done({ afterMs: performance.now() - openedAt });
      }),
    );
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => received,
        receive: (text) =>
          new Promise((found, fail) => {
            const check = () => {
              if (received.includes(text)) {
                waiters.delete(check);
                found();
              } else if (socket.destroyed) {
                waiters.delete(check);
                fail(new Error(`closed before "${text}" arrived; got ${JSON.stringify(received)}`));
              }
            };
            waiters.add(check);
            check();
          }),
        closed,
      }),
    );
    socket.once('error', reject);
  });
}

/** Writes `piece` every `everyMs` until the connection closes; returns how many were written. */
function trickle(connection: Connection, piece: string, everyMs: number): () => number {
  let written = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed) return clearInterval(timer);
    connection.socket.write(piece);
    written += 1;
  }, everyMs);
  void connection.closed.then(() => clearInterval(timer));
  return () => written;
}

/** The status line and the parsed error body of the one answer on a connection. */
function answerOf(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, error: apiErrorSchema.parse(JSON.parse(body)) };
}

const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: portal.test\r\n\r\n`;

describe('the default figures', () => {
  it('carry a 10 MB document at 256 kbit/s, a weak 3G link, within the request time-out', () => {
    const secondsAt256kbit = (documentMaxBytes * 8) / 256_000;
    expect(secondsAt256kbit).toBeGreaterThan(300);
    expect(defaultLimits.requestTimeoutMs).toBeGreaterThanOrEqual(secondsAt256kbit * 1000 * 1.5);
    expect(defaultLimits.headersTimeoutMs).toBeLessThan(defaultLimits.requestTimeoutMs);
    expect(loadConfig({}).limits).toEqual(defaultLimits);
  });
});

describe('time-outs', () => {
  let port: number;
  beforeAll(async () => {
    ({ port } = await listeningApp());
  });

  it('cuts a body that keeps trickling in once the request time-out passes, with 408 and our body', async () => {
    const connection = await connect(port);
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    // A byte every 100 ms: never idle, never done.
    const written = trickle(connection, ' ', 100);
    const { afterMs } = await connection.closed;
    const answer = answerOf(connection.received());
    expect(answer.status).toBe(408);
    expect(answer.head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(answer.head).toMatch(
      /\r\ncontent-security-policy: default-src 'none'; frame-ancestors 'none'\r\n/i,
    );
    expect(answer.error).toEqual({
      error: 'The request took too long to arrive. Please try again.',
      code: 'BAD_REQUEST',
    });
    expect(afterMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs);
    // Still sending when it was cut: the whole-request bound did it, not an idle time-out.
    expect(written()).toBeGreaterThan(limits.requestTimeoutMs / 100 / 2);
  });

  it('cuts headers that keep trickling in once the headers time-out passes', async () => {
    const connection = await connect(port);
    connection.socket.write('GET /api/health HTTP/1.1\r\nHost: portal.test\r\n');
    trickle(connection, 'X-Slow: yes\r\n', 50);
    const { afterMs } = await connection.closed;
    expect(answerOf(connection.received()).status).toBe(408);
    expect(afterMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs);
    expect(afterMs).toBeLessThan(limits.requestTimeoutMs);
  });

  it('still takes an upload that arrives slowly but steadily within the request time-out', async () => {
    const { token, form } = await registerSeller(apps[0]!);
    const sellers = createSellerRepository(testDatabase.database.db);
    await sellers.markVerified((await sellers.findByEmail(form.email))!.id);
    const document = Buffer.concat([pdfBytes, Buffer.alloc(200_000, 0x20)]);
    const { body, headers } = formBody([
      ['file', { filename: 'permit.pdf', contentType: 'application/pdf', data: document }],
    ]);
    const connection = await connect(port);
    connection.socket.write(
      `PUT /api/seller/onboarding/documents/businessPermit HTTP/1.1\r\nHost: portal.test\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Type: ${headers['content-type']}\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // Ten pieces, 100 ms apart: about a second of a request allowed three.
    const pieces = 10;
    const size = Math.ceil(body.length / pieces);
    for (let index = 0; index < pieces; index += 1) {
      connection.socket.write(body.subarray(index * size, (index + 1) * size));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(connection.received()).toContain('"fileName":"permit.pdf"');
  });

  it('answers an unreadable request and oversized headers with our body', async () => {
    const garbage = await connect(port);
    garbage.socket.write('NOT HTTP AT ALL\r\n\r\n');
    await garbage.closed;
    expect(answerOf(garbage.received())).toMatchObject({ status: 400, error: { code: 'BAD_REQUEST' } });

    const oversized = await connect(port);
    oversized.socket.write(
      `GET /api/health HTTP/1.1\r\nHost: portal.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    await oversized.closed;
    expect(answerOf(oversized.received())).toMatchObject({
      status: 431,
      error: { code: 'BAD_REQUEST', error: 'The request headers are too large.' },
    });
  });

  it('keeps a notification stream open past the request time-out: its request arrived long ago', async () => {
    const { token, form } = await registerSeller(apps[0]!);
    const sellerId = (await createSellerRepository(testDatabase.database.db).findByEmail(form.email))!.id;
    const stream = await connect(port);
    stream.socket.write(get(`/api/notifications/stream?token=${token}`));
    await stream.receive('data: {"unreadCount":0}');

    // A request started after the stream's is cut for its time-out: the stream has outlived it too.
    const slow = await connect(port);
    slow.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n',
    );
    await slow.closed;
    expect(answerOf(slow.received()).status).toBe(408);

    await testDatabase.database.db.transaction((tx) =>
      notifySeller(tx, sellerId, { title: 'Still here', message: 'Still here' }),
    );
    await stream.receive('data: {"unreadCount":1}');
    expect(stream.socket.destroyed).toBe(false);
    stream.socket.destroy();
  });
});

describe('connections per address', () => {
  /** A connection that has been served once, so the server has surely counted it. */
  async function servedConnection(port: number): Promise<Connection> {
    const connection = await connect(port);
    connection.socket.write(get('/api/health'));
    await connection.receive('"status":"ok"');
    return connection;
  }

  it('refuses connections beyond the limit at once, and serves the others and later ones', async () => {
    const { port } = await listeningApp();
    const held = [];
    for (let index = 0; index < limits.connectionsPerAddress; index += 1)
      held.push(await servedConnection(port));

    const refused = await connect(port);
    await refused.closed;
    expect(refused.received()).toBe('');

    // The held connections still work.
    for (const connection of held) {
      connection.socket.write(get('/api/health'));
      await connection.receive('HTTP/1.1 200 OK\r\n');
    }

    // Once one closes, another may open (the server learns of the close a moment later).
    held.pop()!.socket.destroy();
    await expect
      .poll(async () => {
        const next = await connect(port);
        next.socket.write(get('/api/health'));
        const answered = await next.receive('"status":"ok"').then(
          () => true,
          () => false,
        );
        if (answered) held.push(next);
        return answered;
      })
      .toBe(true);
    for (const connection of held) connection.socket.destroy();
  });

  it('does not count the connections of a trusted proxy, which carries many clients', async () => {
    const { port } = await listeningApp({ TRUST_PROXY: '127.0.0.1' });
    const held = [];
    for (let index = 0; index < limits.connectionsPerAddress * 2; index += 1)
      held.push(await servedConnection(port));
    for (const connection of held) connection.socket.destroy();
  });
});
