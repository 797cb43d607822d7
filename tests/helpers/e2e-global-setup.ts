// Vitest globalSetup of the `e2e` project: the real server (embedded PostgreSQL, built browser app,
// mail to the .eml outbox) on a temp DATA_DIR, shared by the end-to-end files and stopped at the end.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freeLoopbackPort } from '../../server/db/embedded.ts';
import { repositoryRoot, startServer, stopServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port>: the app and its API. */
    e2eBaseUrl: string;
    /** The server's DATA_DIR; its outbox is `<dir>/mail` (tests/helpers/outbox.ts). */
    e2eDataDir: string;
    e2eAdminEmail: string;
    e2eAdminPassword: string;
  }
}

const admin = { email: 'admin@e2e.suki.test', password: 'E2e-admin-secret-1' };

/** `npm test` builds first; running the e2e project alone builds here when dist/ is missing. */
async function ensureBrowserBuild(): Promise<void> {
  if (existsSync(path.join(repositoryRoot, 'dist', 'index.html'))) return;
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code})`))));
  });
}

export default async function setup(project: TestProject) {
  await ensureBrowserBuild();
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
  }).catch(async (error: unknown) => {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  });

  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eDataDir', dataDir);
  project.provide('e2eAdminEmail', admin.email);
  project.provide('e2eAdminPassword', admin.password);

  return async () => {
    const exit = await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
    if (exit !== 0) throw new Error(`The e2e server exited with ${exit}:\n${server.output()}`);
  };
}
