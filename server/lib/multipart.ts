// Multipart bodies, for the routes that declare `consumes: ['multipart/form-data']`: @fastify/multipart puts
// the fields on the body (text fields as strings, files as UploadedFile unless the route receives them
// itself), so one zod schema validates a form whether it arrived as multipart or as JSON. Those routes live
// in form scopes, so the plugin's per-request hooks cost the rest of the API nothing. A route that takes
// only forms refuses anything else, and every other route refuses multipart, before reading a byte.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest, preParsingHookHandler } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Takes each file part of this route's multipart body as it streams in; what it returns becomes that
     * field's value in the body. Without it a file is read into memory as an UploadedFile.
     */
    receiveFile?: (part: MultipartFile, request: FastifyRequest) => Promise<unknown>;
  }
}

/** A file part, read into memory (within the size limit below). */
export type UploadedFile = {
  filename: string;
  mimetype: string;
  data: Buffer;
};

export const multipartContentType = 'multipart/form-data';

/** A breach of any of these answers 413. */
const limits = { fieldSize: 64 * 1024, fields: 100, fileSize: 10 * 1024 * 1024, files: 10, parts: 110 };

async function onFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const receiveFile = this.routeOptions.config.receiveFile;
  part.value = receiveFile
    ? await receiveFile(part, this)
    : ({
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      } satisfies UploadedFile);
}

// Decided from the header, before the body is parsed: the multipart parser itself only reads later.
const isMultipart = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith(multipartContentType) ?? false;

const refuseMultipart: preParsingHookHandler = (request, _reply, payload, done) => {
  if (!isMultipart(request)) return done(null, payload);
  done(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This request must be sent as JSON.'));
};

const requireMultipart: preParsingHookHandler = (request, _reply, payload, done) => {
  if (isMultipart(request)) return done(null, payload);
  done(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This request must be sent as form data.'));
};

/** GET and HEAD bodies are never parsed: those routes need no guard. */
const takesBody = (method: string | string[]) =>
  [method].flat().some((name) => name !== 'GET' && name !== 'HEAD');

/** On every route registered after it: a body of a type the route does not take is refused unread. */
export function guardBodyTypes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!takesBody(route.method)) return;
    const consumes = route.schema?.consumes ?? [];
    const takesForms = consumes.includes(multipartContentType);
    if (takesForms && consumes.length > 1) return;
    const existing = route.preParsing ? [route.preParsing].flat() : [];
    route.preParsing = [takesForms ? requireMultipart : refuseMultipart, ...existing];
  });
}

/**
 * busboy reports a body that breaks multipart's framing (no boundary, one too long to search for, a body
 * that ends inside a part) as a bare Error without a status. @fastify/multipart tells these apart by their
 * message too; anything else without a status stays an unexpected error.
 */
const brokenFraming =
  /^(?:Multipart: Boundary not found|Unexpected end of multipart data|The needle .*)$|terminated early due to unexpected end of multipart data$/;

const isBrokenFraming = (error: FastifyError) =>
  error.statusCode === undefined && !(error instanceof HttpError) && brokenFraming.test(error.message);

/**
 * Registers the routes that take forms in a scope of their own, where @fastify/multipart reads multipart
 * bodies onto `request.body`. Its hooks run on every request of the scope they are registered in: scoped
 * so, they never touch the rest of the API.
 */
export async function formRoutes<App extends FastifyInstance>(
  app: App,
  register: (forms: App) => void | Promise<void>,
): Promise<void> {
  await app.register(async (forms) => {
    const answer = forms.errorHandler;
    forms.setErrorHandler(function (error: FastifyError, request, reply) {
      const readable = isBrokenFraming(error) ? badRequest('The form data could not be read.') : error;
      answer.call(this, readable, request, reply);
    });
    await forms.register(multipart, { limits, attachFieldsToBody: 'keyValues', onFile });
    await register(forms as App);
  });
}
