// Multipart forms: read only on routes that declare them, into a plain object the route's zod schema validates.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from '../../server/lib/error-handler.ts';
import { formRoutes, guardBodyTypes, multipartContentType } from '../../server/lib/multipart.ts';
import { call, expectError } from './support.ts';

const boundary = '----suki-upload';
const formBody = (parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>) =>
  Buffer.concat([
    ...parts.flatMap(({ name, value, filename, type }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
          (type ? `Content-Type: ${type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
const formHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}` };

const uploadedFile = z.object({ filename: z.string(), mimetype: z.string(), data: z.instanceof(Buffer) });

let app: FastifyInstance;
beforeAll(async () => {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler(handleError);
  guardBodyTypes(server);
  await formRoutes(server, (forms) => {
    forms.post(
      '/upload',
      {
        schema: {
          consumes: ['application/json', multipartContentType],
          body: z.object({
            title: z.string({ error: 'Title is required' }).min(1, { error: 'Title is required' }),
            tags: z.array(z.string()).optional(),
            document: uploadedFile.optional(),
          }),
        },
      },
      async (request) => ({
        title: request.body.title,
        tags: request.body.tags ?? [],
        document: request.body.document && {
          filename: request.body.document.filename,
          mimetype: request.body.document.mimetype,
          text: request.body.document.data.toString('utf8'),
        },
      }),
    );
  });
  server.post('/json-only', { schema: { body: z.object({ title: z.string() }) } }, async () => ({
    ok: true,
  }));
  server.post('/no-body', async () => ({ ok: true }));
  app = server;
});
afterAll(() => app.close());

describe('multipart forms', () => {
  it('gives text fields as strings, repeated names as a list and files with name, type and bytes', async () => {
    const response = await call(app, 'POST', '/upload', {
      headers: formHeaders,
      body: formBody([
        { name: 'title', value: 'Business permit' },
        { name: 'tags', value: 'dti' },
        { name: 'tags', value: 'permit' },
        { name: 'document', value: 'PDF bytes', filename: 'permit.pdf', type: 'application/pdf' },
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      title: 'Business permit',
      tags: ['dti', 'permit'],
      document: { filename: 'permit.pdf', mimetype: 'application/pdf', text: 'PDF bytes' },
    });
  });

  it('validates a multipart form with the same schema and messages as JSON', async () => {
    const asForm = await call(app, 'POST', '/upload', { headers: formHeaders, body: formBody([]) });
    const asJson = await call(app, 'POST', '/upload', { body: {} });
    expect(expectError(asForm, 400, 'VALIDATION_FAILED')).toEqual(
      expectError(asJson, 400, 'VALIDATION_FAILED'),
    );
    expect(asForm.json()).toMatchObject({ fields: { title: 'Title is required' } });
  });

  it('answers 413 for a file over 10 MiB', async () => {
    const response = await call(app, 'POST', '/upload', {
      headers: formHeaders,
      body: formBody([
        { name: 'title', value: 'Too big' },
        { name: 'document', value: Buffer.alloc(10 * 1024 * 1024 + 1), filename: 'big.bin' },
      ]),
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 415 on a route that does not take forms, with a body schema or without', async () => {
    for (const url of ['/json-only', '/no-body']) {
      const response = await call(app, 'POST', url, {
        headers: formHeaders,
        body: formBody([{ name: 'title', value: 'x' }]),
      });
      expect(expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE').error, url).toBe(
        'This request must be sent as JSON.',
      );
    }
  });

  it('keeps the parser and its hooks out of routes outside a form scope', async () => {
    const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const hooksOf = (url: string) => {
      const start = lines.findIndex((line) => line.includes(`${url} (`));
      expect(start, url).toBeGreaterThanOrEqual(0);
      const following = lines.slice(start + 1);
      const end = following.findIndex((line) => !line.includes('•'));
      return following.slice(0, end === -1 ? undefined : end).join('\n');
    };
    expect(hooksOf('/upload')).toContain('(preValidation)');
    expect(hooksOf('/json-only')).not.toMatch(/\((onRequest|preValidation|onResponse)\)/);
  });
});
