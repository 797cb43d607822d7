// Multipart bodies for the routes that declare `consumes: ['multipart/form-data']`: read into a plain
// object before validation (text fields as strings, files as UploadedFile), so one zod schema validates
// a form whether it arrived as multipart or as JSON. Other routes never pay for it.
import multipart from '@fastify/multipart';
import type { FastifyInstance, preValidationAsyncHookHandler, preValidationHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

/** A file part, read into memory (within the size limit below). */
export type UploadedFile = {
  filename: string;
  mimetype: string;
  data: Buffer;
};

export const multipartContentType = 'multipart/form-data';

/** A breach of any of these answers 413. */
const limits = { fieldSize: 64 * 1024, fields: 100, fileSize: 10 * 1024 * 1024, files: 10, parts: 110 };

const readMultipartBody: preValidationAsyncHookHandler = async (request) => {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    const value: string | UploadedFile =
      part.type === 'file'
        ? { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() }
        : String(part.value);
    // A repeated name (several files under one field, say) becomes a list, as in FormData.getAll.
    const previous = body[part.fieldname];
    body[part.fieldname] =
      previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  request.body = body;
};

/** The multipart parser is global; a route that did not ask for form data refuses it plainly. */
const refuseMultipart: preValidationHookHandler = (request, _reply, done) => {
  if (!request.isMultipart()) return done();
  done(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This request must be sent as JSON.'));
};

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits });
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    const acceptsForms = route.schema.consumes?.includes(multipartContentType) ?? false;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [acceptsForms ? readMultipartBody : refuseMultipart, ...existing];
  });
}
