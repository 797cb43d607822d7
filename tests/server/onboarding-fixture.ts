// Shared set-up of the onboarding server tests: the real app with the onboarding plugin, the tables, sellers
// in each state, an admin, sample files and multipart bodies with files.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { tokenSchema } from '#schemas/auth';
import { documentKinds, type DocumentKind } from '#schemas/onboarding';
import { ensureAdmin } from '../../server/modules/admin/ensure-admin.ts';
import { samplePdf, samplePng } from '../../server/modules/onboarding/sample-documents.ts';
import { uploadsDirectory } from '../../server/modules/onboarding/storage.ts';
import { createSellerRepository } from '../../server/modules/seller/repository.ts';
import { call, registerSeller, startTestApp, type TestApp } from './support.ts';

import { validSubmission } from '../helpers/sample-onboarding.ts';

export { validSubmission };

export type OnboardingTestApp = TestApp & { adminToken: string; adminEmail: string; uploads: string };

/**
 * The real app with a signed-in admin; `before` may register more routes before the app starts, the rest
 * of the options go to startTestApp.
 */
export async function startOnboardingApp({
  before,
  ...appOptions
}: { before?: (app: FastifyInstance) => Promise<void> } & Parameters<
  typeof startTestApp
>[0] = {}): Promise<OnboardingTestApp> {
  const t = await startTestApp(appOptions);
  await before?.(t.app);
  await t.app.ready();
  const adminEmail = 'reviewer@suki.ph';
  await ensureAdmin(t.database, { adminEmail, adminPassword: 'reviewer-password' });
  const login = await call(t.app, 'POST', '/api/admin/auth/login', {
    body: { email: adminEmail, password: 'reviewer-password' },
  });
  const adminToken = tokenSchema.parse(login.json()).data.token;
  return { ...t, adminToken, adminEmail, uploads: uploadsDirectory(t.dataDir) };
}

export type TestSeller = { token: string; email: string; id: string };

/** A registered seller; verified unless told otherwise. */
export async function newSeller(t: TestApp, { verified = true } = {}): Promise<TestSeller> {
  const { form, token } = await registerSeller(t.app);
  const sellers = createSellerRepository(t.database.db);
  const found = await sellers.findByEmail(form.email);
  if (verified) await sellers.markVerified(found!.id);
  return { token, email: form.email, id: found!.id };
}

// -----------------------------------------------------------------------------------------------------------
// Files and multipart bodies

export const pdfBytes = samplePdf('Sample document');
export const pngBytes = samplePng();
export const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0sample'),
]);
export const webpBytes = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x14, 0, 0, 0]),
  Buffer.from('WEBPVP8 sample'),
]);
/** The first bytes of a Linux executable. */
export const elfBytes = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]),
  Buffer.alloc(64, 1),
]);

export type FilePart = { filename: string; contentType?: string; data: Buffer };
export type Part = string | FilePart;

/** A multipart/form-data body, fields and files in the given order, as a browser's FormData sends it. */
export function formBody(parts: Array<[string, Part]>): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----suki${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of parts) {
    if (typeof part === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function send(
  app: FastifyInstance,
  method: 'PUT' | 'PATCH' | 'POST',
  url: string,
  token: string,
  parts: Array<[string, Part]>,
): Promise<LightMyRequestResponse> {
  const { body, headers } = formBody(parts);
  return app.inject({
    method,
    url,
    payload: body,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

export const uploadDocument = (t: TestApp, token: string, kind: DocumentKind, file: FilePart) =>
  send(t.app, 'PUT', `/api/seller/onboarding/documents/${kind}`, token, [['file', file]]);

/** Every document as a file part of the submission. */
export const allDocumentParts = (): Array<[string, Part]> =>
  documentKinds.map((kind) => [
    kind,
    { filename: `${kind}.pdf`, contentType: 'application/pdf', data: pdfBytes },
  ]);

/** Submits onboarding with all five documents and expects success. */
export async function onboard(t: TestApp, seller: TestSeller, data: unknown = validSubmission()) {
  const response = await send(t.app, 'PATCH', '/api/seller/onboard', seller.token, [
    ['data', JSON.stringify(data)],
    ...allDocumentParts(),
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The files in the uploads directory (stored documents and any half-written ones). */
export async function uploadedFiles(t: OnboardingTestApp): Promise<string[]> {
  return (await fs.readdir(t.uploads).catch(() => [] as string[])).sort();
}

export const uploadPath = (t: OnboardingTestApp, name: string) => path.join(t.uploads, name);
