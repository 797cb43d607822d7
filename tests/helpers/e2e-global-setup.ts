// Vitest globalSetup of the `e2e` project: the real server (embedded PostgreSQL, built browser app,
// mail to the .eml outbox, no hold on earnings) on a temp DATA_DIR, and a map tile server on another
// origin (so the pages' Content-Security-Policy is tried with real tiles, and no test reaches the internet
// for them), and a storefront stand-in that receives the portal's signed order events; shared by the
// end-to-end files and stopped at the end.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBrowserApp, isCurrentProductionBuild } from '../../server/browser-build.ts';
import { freeLoopbackPort } from '../../server/db/embedded.ts';
import { samplePng } from '../../server/modules/onboarding/sample-documents.ts';
import { startServer, stopServer } from './server-process.ts';
import { startStorefrontStandIn } from './storefront-stand-in.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port>: the app and its API. */
    e2eBaseUrl: string;
    /** The server's DATA_DIR; its outbox is `<dir>/mail` (tests/helpers/outbox.ts). */
    e2eDataDir: string;
    e2eAdminEmail: string;
    e2eAdminPassword: string;
    /** MAP_TILE_URL of the server: a tile server on another origin. */
    e2eTileUrl: string;
    /** The storefront's signing secret, both ways (STOREFRONT_WEBHOOK_SECRET of the server). */
    e2eStorefrontSecret: string;
    /** The storefront stand-in: the server sends to `${url}/events`; GET there lists what it received. */
    e2eStorefrontUrl: string;
  }
}

const admin = { email: 'admin@e2e.suki.test', password: 'E2e-admin-secret-1' };
const storefrontSecret = 'e2e-storefront-secret-0123456789abcdef';

/** `npm test` builds first; running the e2e project alone builds here when dist/ is not current. */
async function ensureBrowserBuild(): Promise<void> {
  if (!(await isCurrentProductionBuild())) await buildBrowserApp();
}

/** Every tile the same small picture, sent cross-origin the way Leaflet asks for it (crossOrigin: true). */
async function startTileServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const tile = samplePng(256, 256, [200, 222, 200]);
  const server = http.createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) return void response.writeHead(404).end();
    response
      .writeHead(200, {
        'content-type': 'image/png',
        'content-length': tile.length,
        'access-control-allow-origin': '*',
      })
      .end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export default async function setup(project: TestProject) {
  await ensureBrowserBuild();
  const tiles = await startTileServer();
  const storefront = await startStorefrontStandIn(storefrontSecret);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-e2e-'));
  // The links in e-mails must point at this server, so its port is chosen before it starts.
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SUPPORT_EMAIL: 'support@e2e.suki.test',
    MAP_TILE_URL: tiles.url,
    STOREFRONT_WEBHOOK_SECRET: storefrontSecret,
    STOREFRONT_EVENTS_URL: `${storefront.url}/events`,
    // The server runs on the system clock: an order's earning is available the moment it is delivered, so a
    // seller can cash out in the same test (the hold itself is the ledger's tests', on a moved clock).
    HOLD_DAYS: '0',
    // The test sellers register through the API from one machine, more of them than the 20 an hour one
    // network may: each says it comes from its own network (tests/helpers/e2e-sellers.ts), through this
    // loopback "proxy". The throttle itself is the server tests'.
    TRUST_PROXY: '127.0.0.1',
  }).catch(async (error: unknown) => {
    await tiles.close();
    await storefront.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  });

  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eDataDir', dataDir);
  project.provide('e2eAdminEmail', admin.email);
  project.provide('e2eAdminPassword', admin.password);
  project.provide('e2eTileUrl', tiles.url);
  project.provide('e2eStorefrontSecret', storefrontSecret);
  project.provide('e2eStorefrontUrl', storefront.url);

  return async () => {
    const exit = await stopServer(server);
    await tiles.close();
    await storefront.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    if (exit !== 0) throw new Error(`The e2e server exited with ${exit}:\n${server.output()}`);
  };
}
