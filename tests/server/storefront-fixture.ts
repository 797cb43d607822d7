// A stand-in for the marketplace's storefront in server tests: a node:http server on a free port that keeps
// every request it receives, answers each with the next of the statuses it was given (then 200), and tells a
// test when the next request arrives.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: http.IncomingHttpHeaders; body: string };

export type StandIn = {
  /** Where to point STOREFRONT_EVENTS_URL. */
  url: string;
  received: Received[];
  /** Resolves with the next request to arrive from now on. */
  nextRequest(): Promise<Received>;
  close(): Promise<void>;
};

export async function standIn(statuses: number[] = []): Promise<StandIn> {
  const received: Received[] = [];
  const waiting: Array<(request: Received) => void> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      response.writeHead(statuses.shift() ?? 200).end();
      for (const resolve of waiting.splice(0)) resolve(entry);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/suki`,
    received,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
