// A stand-in for the storefront's webhook in end-to-end runs: it takes the portal's signed events (POST
// /events), refuses a bad signature as the real one would, and lists what it received (GET /events), so a
// test in another process can see that the storefront heard about each step.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SellerOrderEvent } from '#schemas/orders';
import { signatureHeader } from '#schemas/orders';
import { verifySignature } from '../../server/modules/storefront/signature.ts';

export type StandIn = {
  /** http://127.0.0.1:<port>: POST events to `${url}/events`, GET them from there. */
  url: string;
  close(): Promise<void>;
};

export async function startStorefrontStandIn(secret: string): Promise<StandIn> {
  const received: SellerOrderEvent[] = [];
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url !== '/events') return answer(404, { error: 'Not here' });
    if (request.method === 'GET') return answer(200, received);
    if (request.method !== 'POST') return answer(405, { error: 'GET or POST' });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const header = request.headers[signatureHeader.toLowerCase()];
      const check = verifySignature(
        secret,
        typeof header === 'string' ? header : undefined,
        raw,
        Math.floor(Date.now() / 1000),
      );
      if (!check.ok) return answer(401, { error: `Signature ${check.reason}` });
      received.push(JSON.parse(raw.toString('utf8')) as SellerOrderEvent);
      answer(200, { received: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
