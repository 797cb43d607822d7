// Documents and drafts: byte sniffing, the 10 MB limit, nothing left behind, replacement, ownership, reading back.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/api';
import {
  documentKinds,
  documentResponseSchema,
  draftSavedResponseSchema,
  onboardingStateResponseSchema,
} from '#schemas/onboarding';
import { buildApp } from '../../server/app.ts';
import { createOnboardingRepository } from '../../server/modules/onboarding/repository.ts';
import {
  createLocalDocumentStorage,
  newStorageKey,
  uploadsDirectory,
} from '../../server/modules/onboarding/storage.ts';
import { orphanGraceMs, sweepOrphanDocuments } from '../../server/modules/onboarding/sweep.ts';
import { call } from './support.ts';
import {
  elfBytes,
  jpegBytes,
  newSeller,
  onboard,
  pdfBytes,
  pngBytes,
  send,
  startOnboardingApp,
  uploadDocument,
  uploadedFiles,
  uploadPath,
  webpBytes,
  type OnboardingTestApp,
  type TestSeller,
} from './onboarding-fixture.ts';

let t: OnboardingTestApp;
let seller: TestSeller;

beforeAll(async () => {
  t = await startOnboardingApp();
  seller = await newSeller(t);
});
afterAll(() => t.close());

const stateOf = async (token: string) => {
  const response = await call(t.app, 'GET', '/api/seller/onboarding', { token });
  expect(response.statusCode, response.body).toBe(200);
  return onboardingStateResponseSchema.parse(response.json()).data;
};

/** Expects a refusal and that the uploads directory is exactly as it was before. */
async function expectRefusedWithNothingKept(
  upload: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
  status: number,
  message: string,
) {
  const before = await uploadedFiles(t);
  const response = await upload();
  expect(response.statusCode, response.body).toBe(status);
  expect(apiErrorSchema.parse(response.json()).error).toBe(message);
  expect(await uploadedFiles(t)).toEqual(before);
}

describe('PUT /api/seller/onboarding/documents/:kind', () => {
  it('accepts a PDF, JPEG, PNG and WebP, typed by their bytes', async () => {
    const files = [
      ['primaryId', 'id.pdf', pdfBytes, 'application/pdf'],
      ['secCertificate', 'sec.jpg', jpegBytes, 'image/jpeg'],
      ['birRegistration', 'bir.png', pngBytes, 'image/png'],
      ['businessPermit', 'permit.webp', webpBytes, 'image/webp'],
    ] as const;
    for (const [kind, filename, data, contentType] of files) {
      const response = await uploadDocument(t, seller.token, kind, { filename, data });
      expect(response.statusCode, response.body).toBe(200);
      expect(documentResponseSchema.parse(response.json()).data).toMatchObject({
        kind,
        fileName: filename,
        contentType,
        size: data.length,
      });
    }
  });

  it('takes a PNG named .pdf (and claimed to be a PDF) as the PNG it is', async () => {
    const response = await uploadDocument(t, seller.token, 'tinId', {
      filename: 'tin.pdf',
      contentType: 'application/pdf',
      data: pngBytes,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ fileName: 'tin.pdf', contentType: 'image/png' });
  });

  it('refuses an executable renamed .jpg with 415, saying it is not really a JPEG, and keeps nothing', async () => {
    await expectRefusedWithNothingKept(
      () =>
        uploadDocument(t, seller.token, 'primaryId', {
          filename: 'photo.jpg',
          contentType: 'image/jpeg',
          data: elfBytes,
        }),
      415,
      'This file is named .jpg but is not a JPEG image. Export or scan it again as a PDF, JPEG, PNG or WebP.',
    );
  });

  it('tells a text file renamed .pdf that it is not really a PDF, in the message and on the part', async () => {
    const response = await uploadDocument(t, seller.token, 'primaryId', {
      filename: 'Business permit.PDF',
      contentType: 'application/pdf',
      data: Buffer.from('Business permit no. 2026-0001, Cebu City\n'),
    });
    expect(response.statusCode, response.body).toBe(415);
    const message =
      'This file is named .pdf but is not a PDF. Export or scan it again as a PDF, JPEG, PNG or WebP.';
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      error: message,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { file: message },
    });
  });

  it('refuses a file of another type by name (.txt, .docx, none) with the general 415 message', async () => {
    for (const filename of ['notes.txt', 'permit.docx', 'scan']) {
      const response = await uploadDocument(t, seller.token, 'primaryId', {
        filename,
        data: Buffer.from('plain text'),
      });
      expect(response.statusCode, filename).toBe(415);
      expect(apiErrorSchema.parse(response.json()).error).toBe('Upload a PDF, JPEG, PNG or WebP file.');
    }
  });

  it('refuses a 0-byte file with 415 and keeps nothing', async () => {
    await expectRefusedWithNothingKept(
      () => uploadDocument(t, seller.token, 'primaryId', { filename: 'empty.pdf', data: Buffer.alloc(0) }),
      415,
      'This file is named .pdf but is not a PDF. Export or scan it again as a PDF, JPEG, PNG or WebP.',
    );
  });

  it('refuses an 11 MB file with 413 and keeps nothing', async () => {
    const big = Buffer.concat([pdfBytes, Buffer.alloc(11 * 1024 * 1024 - pdfBytes.length, 0x20)]);
    await expectRefusedWithNothingKept(
      () => uploadDocument(t, seller.token, 'primaryId', { filename: 'big.pdf', data: big }),
      413,
      'Files can be at most 10 MB.',
    );
  });

  it('refuses a submission whose second document is an executable, keeping neither file', async () => {
    const other = await newSeller(t);
    await expectRefusedWithNothingKept(
      () =>
        send(t.app, 'PATCH', '/api/seller/onboard', other.token, [
          ['primaryId', { filename: 'id.pdf', data: pdfBytes }],
          ['secCertificate', { filename: 'sec.bin', data: elfBytes }],
        ]),
      415,
      'Upload a PDF, JPEG, PNG or WebP file.',
    );
    expect((await stateOf(other.token)).documents.primaryId).toBeNull();
  });

  it('refuses an 11 MB document inside a submission with 413, keeping nothing', async () => {
    const other = await newSeller(t);
    const big = Buffer.concat([pngBytes, Buffer.alloc(11 * 1024 * 1024 - pngBytes.length)]);
    await expectRefusedWithNothingKept(
      () =>
        send(t.app, 'PATCH', '/api/seller/onboard', other.token, [
          ['primaryId', { filename: 'id.pdf', data: pdfBytes }],
          ['tinId', { filename: 'tin.png', data: big }],
        ]),
      413,
      'Files can be at most 10 MB.',
    );
  });

  it('accepts a file of exactly 10 MB', async () => {
    const other = await newSeller(t);
    const exact = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 - pdfBytes.length, 0x20)]);
    const response = await uploadDocument(t, other.token, 'primaryId', {
      filename: 'exact.pdf',
      data: exact,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.size).toBe(10 * 1024 * 1024);
  });

  it('refuses a request without a file part, and one with a wrongly named part', async () => {
    const json = await call(t.app, 'PUT', '/api/seller/onboarding/documents/primaryId', {
      token: seller.token,
      body: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('This request must be sent as form data.');
    const wrong = await send(t.app, 'PUT', '/api/seller/onboarding/documents/primaryId', seller.token, [
      ['upload', { filename: 'x.pdf', data: pdfBytes }],
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Send exactly one file, in a form part named file.');
    const empty = await send(t.app, 'PUT', '/api/seller/onboarding/documents/primaryId', seller.token, [
      ['note', 'hi'],
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ file: 'Choose a file to upload.' });
  });

  it('refuses an unknown kind with 400', async () => {
    const response = await uploadDocument(t, seller.token, 'passport' as 'tinId', {
      filename: 'x.pdf',
      data: pdfBytes,
    });
    expect(response.statusCode).toBe(400);
  });

  it('replaces the previous file of a kind and removes its bytes', async () => {
    const other = await newSeller(t);
    await uploadDocument(t, other.token, 'tinId', { filename: 'first.pdf', data: pdfBytes });
    const before = await uploadedFiles(t);
    const second = await uploadDocument(t, other.token, 'tinId', { filename: 'second.png', data: pngBytes });
    expect(second.statusCode).toBe(200);
    const after = await uploadedFiles(t);
    expect(after).toHaveLength(before.length);
    expect((await stateOf(other.token)).documents.tinId).toMatchObject({
      fileName: 'second.png',
      contentType: 'image/png',
    });
    const bytes = await call(t.app, 'GET', '/api/seller/onboarding/documents/tinId', { token: other.token });
    expect(bytes.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('stores the bytes privately, hashed, under a key unrelated to the name', async () => {
    const other = await newSeller(t);
    const before = new Set(await uploadedFiles(t));
    await uploadDocument(t, other.token, 'primaryId', { filename: '../../etc/passwd.pdf', data: pdfBytes });
    const added = (await uploadedFiles(t)).filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fs.readFile(uploadPath(t, added[0]!))).equals(pdfBytes)).toBe(true);
    const [row] = await createOnboardingRepository(t.database.db).documentsOf(other.id);
    expect(row).toMatchObject({
      fileName: 'passwd.pdf',
      sha256: createHash('sha256').update(pdfBytes).digest('hex'),
      sizeBytes: pdfBytes.length,
    });
    expect((await fs.stat(uploadPath(t, added[0]!))).mode & 0o077).toBe(0);
  });
});

describe('GET /api/seller/onboarding/documents/:kind', () => {
  it('answers the owner with the bytes, inline, never sniffed or cached', async () => {
    const response = await call(t.app, 'GET', '/api/seller/onboarding/documents/primaryId', {
      token: seller.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfBytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe("inline; filename*=UTF-8''id.pdf");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("answers 404 for another seller's document and draft", async () => {
    const other = await newSeller(t);
    const response = await call(t.app, 'GET', '/api/seller/onboarding/documents/primaryId', {
      token: other.token,
    });
    expectNotFound(response);
    // The other seller's state shows none of the first seller's documents or draft.
    await call(t.app, 'PUT', '/api/seller/onboarding/draft', {
      token: seller.token,
      body: { businessInfo: { businessName: 'Secret Trading' } },
    });
    const state = await stateOf(other.token);
    expect(state.draft).toEqual({});
    expect(Object.values(state.documents)).toEqual(documentKinds.map(() => null));
  });

  it('answers 404 for a kind not uploaded yet', async () => {
    const other = await newSeller(t);
    expectNotFound(
      await call(t.app, 'GET', '/api/seller/onboarding/documents/tinId', { token: other.token }),
    );
  });
});

function expectNotFound(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(404);
  expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
}

describe('the draft', () => {
  it('merges partial saves section by section and restores them', async () => {
    const other = await newSeller(t);
    const save = (body: unknown) =>
      call(t.app, 'PUT', '/api/seller/onboarding/draft', { token: other.token, body });
    const first = await save({
      currentStep: 'storeAddress',
      storeAddress: { storeAddress: '1 Rizal St', city: 'Cebu City' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(draftSavedResponseSchema.parse(first.json()).data.savedAt).toBeTruthy();
    await save({ storeAddress: { zipcode: '6000' }, officers: [{ name: 'Ana' }] });
    await save({ currentStep: 'officers', officers: [{ name: 'Ben', email: 'ben@x.ph' }] });
    expect((await stateOf(other.token)).draft).toEqual({
      currentStep: 'officers',
      storeAddress: { storeAddress: '1 Rizal St', city: 'Cebu City', zipcode: '6000' },
      officers: [{ name: 'Ben', email: 'ben@x.ph' }],
    });
  });

  it('starts empty, with every document slot null and no approval yet', async () => {
    const other = await newSeller(t);
    expect(await stateOf(other.token)).toEqual({
      draft: {},
      documents: Object.fromEntries(documentKinds.map((kind) => [kind, null])),
      approvalStatus: null,
      rejectionReason: null,
      submittedAt: null,
    });
  });

  it('cannot change once submitted and pending (409), neither the draft nor a document', async () => {
    const other = await newSeller(t);
    await onboard(t, other);
    const draft = await call(t.app, 'PUT', '/api/seller/onboarding/draft', {
      token: other.token,
      body: { businessInfo: { businessName: 'Changed' } },
    });
    expect(draft.statusCode).toBe(409);
    const before = await uploadedFiles(t);
    const upload = await uploadDocument(t, other.token, 'tinId', { filename: 'late.pdf', data: pdfBytes });
    expect(upload.statusCode).toBe(409);
    expect(await uploadedFiles(t)).toEqual(before);
  });
});

describe('verification', () => {
  it('refuses a seller who has not verified their e-mail address on every onboarding route (403)', async () => {
    const unverified = await newSeller(t, { verified: false });
    const attempts = [
      call(t.app, 'GET', '/api/seller/onboarding', { token: unverified.token }),
      call(t.app, 'PUT', '/api/seller/onboarding/draft', { token: unverified.token, body: {} }),
      uploadDocument(t, unverified.token, 'primaryId', { filename: 'id.pdf', data: pdfBytes }),
      call(t.app, 'GET', '/api/seller/onboarding/documents/primaryId', { token: unverified.token }),
      call(t.app, 'PATCH', '/api/seller/onboard', { token: unverified.token }),
      call(t.app, 'PATCH', '/api/seller/resubmit', { token: unverified.token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Please verify your e-mail address first.',
        code: 'FORBIDDEN',
      });
    }
  });
});

describe('the orphan sweep', () => {
  it('removes old half-written files and old files no row references, and keeps everything else', async () => {
    const storage = createLocalDocumentStorage(t.uploads);
    const orphan = newStorageKey();
    await storage.put(orphan, pngBytes);
    const partial = uploadPath(t, '.partial-abandoned');
    await fs.writeFile(partial, 'half');
    const referenced = await uploadedFiles(t);
    const later = new Date(Date.now() + orphanGraceMs + 60_000);
    // Nothing is old enough yet: a fresh file may be an upload in flight.
    expect(await sweepOrphanDocuments(storage, createOnboardingRepository(t.database.db))).toEqual({
      unfinished: 0,
      orphans: 0,
    });
    const swept = await sweepOrphanDocuments(storage, createOnboardingRepository(t.database.db), later);
    expect(swept).toEqual({ unfinished: 1, orphans: 1 });
    const left = await uploadedFiles(t);
    expect(left).not.toContain(orphan);
    expect(left).not.toContain('.partial-abandoned');
    expect(left).toEqual(referenced.filter((name) => name !== orphan && name !== '.partial-abandoned'));
  });

  it('runs again every interval while the server runs, not only when it starts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-sweep-test-'));
    let reportSweep: (line: string) => void = () => {};
    const sweptWhileRunning = new Promise<string>((resolve) => (reportSweep = resolve));
    const app = await buildApp({
      config: { ...t.config, dataDir, logLevel: 'info' },
      database: t.database,
      browserAppRoot: path.join(dataDir, 'no-browser-app'),
      logStream: {
        write: (line) => {
          if (line.includes('removed abandoned document files')) reportSweep(line);
        },
      },
      documentSweepIntervalMs: 50,
    });
    try {
      // The sweep at start finds nothing; then a crash's leftover appears while the server runs.
      await app.ready();
      const storage = createLocalDocumentStorage(uploadsDirectory(dataDir));
      const orphan = newStorageKey();
      await storage.put(orphan, pngBytes);
      const longAgo = new Date(Date.now() - orphanGraceMs - 60_000);
      await fs.utimes(path.join(uploadsDirectory(dataDir), orphan), longAgo, longAgo);
      expect(JSON.parse(await sweptWhileRunning)).toMatchObject({ swept: { orphans: 1, unfinished: 0 } });
      expect(await fs.readdir(uploadsDirectory(dataDir))).toEqual([]);
    } finally {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('file names', () => {
  it('keep only a display name and travel safely in Content-Disposition', async () => {
    const other = await newSeller(t);
    await uploadDocument(t, other.token, 'primaryId', {
      filename: "C:\\scans\\Ana's ID (front)*.pdf",
      data: pdfBytes,
    });
    const response = await call(t.app, 'GET', '/api/seller/onboarding/documents/primaryId', {
      token: other.token,
    });
    expect(response.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''Ana%27s%20ID%20%28front%29%2A.pdf",
    );
  });
});

describe('an abandoned upload', () => {
  it('leaves no file behind when the client goes away mid-file', async () => {
    const other = await newSeller(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await uploadedFiles(t);
    const boundary = '----sukiAbandoned';
    const head =
      `PUT /api/seller/onboarding/documents/primaryId HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Authorization: Bearer ${other.token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${5 * 1024 * 1024}\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`;
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(head);
    socket.write(Buffer.concat([pdfBytes, Buffer.alloc(512 * 1024, 0x20)]));
    // The server is writing the file (a partial one) when the tab closes.
    const writing = Date.now() + 5_000;
    while (Date.now() < writing && !(await uploadedFiles(t)).some((name) => name.startsWith('.partial-'))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await uploadedFiles(t)).some((name) => name.startsWith('.partial-'))).toBe(true);
    socket.destroy();
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (await uploadedFiles(t)).length !== before.length) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await uploadedFiles(t)).toEqual(before);
    expect((await stateOf(other.token)).documents.primaryId).toBeNull();
  });
});
