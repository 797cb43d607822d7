// Builds the real app on a fresh migrated database for one test file, plus small helpers to call it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema, type ApiError } from '#schemas/api';
import { tokenSchema } from '#schemas/auth';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { createTestDatabase } from '../helpers/database.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
};

export const publicUrl = 'http://portal.test';

export async function startTestApp(
  options: { env?: NodeJS.ProcessEnv } & Omit<Partial<BuildAppOptions>, 'config' | 'database'> = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'suki-server-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: publicUrl,
    ...options.env,
  });
  const { env: _env, ...appOptions } = options;
  const app = await buildApp({
    browserAppRoot: path.join(dataDir, 'no-browser-app'),
    // A test that exercises background jobs asks for the runner; the others leave their jobs queued.
    runJobs: false,
    ...appOptions,
    config,
    database: testDatabase.database,
  });
  return {
    app,
    config,
    database: testDatabase.database,
    dataDir,
    async close() {
      await app.close();
      await testDatabase.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export const call = (
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { token, body, headers, remoteAddress }: CallOptions = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A multipart/form-data body as the browser's `formData()` sends it. */
export function multipart(fields: Record<string, string>): { body: string; headers: Record<string, string> } {
  const boundary = `----suki${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Asserts an error answer: status, shape (the shared schema) and code; returns the body for more checks. */
export function expectError(response: LightMyRequestResponse, status: number, code: string): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

let sellerCount = 0;

export const sellerForm = (overrides: Record<string, unknown> = {}) => {
  sellerCount += 1;
  return {
    sellerName: 'Ana Santos',
    spStoreName: `Ana's Sari-Sari ${sellerCount}`,
    country: 'PH',
    email: `ana${sellerCount}.${Date.now()}@example.ph`,
    password: 'secret123',
    confirmPassword: 'secret123',
    ...overrides,
  };
};

/** Registers a seller and returns the session token the registration answered with. */
export async function registerSeller(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const form = sellerForm(overrides);
  const response = await call(app, 'POST', '/api/auth/register', { body: form });
  expect(response.statusCode, response.body).toBe(201);
  return { form, token: tokenSchema.parse(response.json()).data.token };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await call(app, 'POST', '/api/auth/login', { body: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return tokenSchema.parse(response.json()).data.token;
}
