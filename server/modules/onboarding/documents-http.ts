// Documents over HTTP. Uploads go straight into document storage: each file part is sniffed, counted and
// hashed as it streams, refused (415, 413) before anything is kept, and removed again when its request then
// fails. Downloads stream the stored bytes back to an authorised reader.
import { finished } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, onErrorAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  documentContentTypes,
  documentMaxBytes,
  documentRefusedMessage,
  documentTooLargeMessage,
  type DocumentKind,
} from '#schemas/onboarding';
import { errorResponses, HttpError, notFound } from '../../lib/errors.ts';
import type { DocumentFile } from './repository.ts';
import type { StoredDocument } from './service.ts';
import { DocumentInspector, UnsupportedDocumentError } from './sniff.ts';
import { newStorageKey, type DocumentStorage } from './storage.ts';

/** The refusal of a part whose bytes are no accepted type, worded by what its name claims it is. */
const refusedType = (part: MultipartFile) => {
  const message = documentRefusedMessage(cleanFileName(part.filename));
  return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message, { [part.fieldname]: message });
};

const tooLarge = (part: string) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', documentTooLargeMessage, { [part]: documentTooLargeMessage });

/** A display name only: no directories, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters (C0 and DEL) could break the Content-Disposition header or a log line.
  const printable = [...base].filter((character) => {
    const code = character.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  const cleaned = printable.join('').trim().slice(0, 200);
  return cleaned === '' ? 'document' : cleaned;
}

/** Streams one file part into storage under a new key; nothing is left behind when it is refused. */
async function receiveDocument(
  storage: DocumentStorage,
  part: MultipartFile,
  kind: DocumentKind,
): Promise<DocumentFile> {
  const inspector = new DocumentInspector();
  let failure: HttpError | null = null;
  // busboy stops at the size limit and reports it; stop right there instead of waiting for the end.
  // storage.put observes the inspector's failure through its pipeline (an errored stream stays errored);
  // this listener only keeps an error raised before put has attached its own from being thrown as uncaught.
  inspector.on('error', () => {});
  part.file.on('limit', () => inspector.destroy((failure = tooLarge(part.fieldname))));
  // finished(), not an 'error' listener: a body that broke off inside this part may have failed the part
  // before it reached us, and only finished() reports a stream that has already failed.
  finished(part.file, (error) => {
    if (error) inspector.destroy(error);
  });
  part.file.pipe(inspector);
  const storageKey = newStorageKey();
  try {
    await storage.put(storageKey, inspector);
  } catch (error) {
    part.file.unpipe(inspector);
    part.file.resume();
    if (failure) throw failure;
    if (error instanceof UnsupportedDocumentError) throw refusedType(part);
    throw error;
  }
  // busboy marks a file cut at the limit as truncated even when 'limit' raced the end of the stream.
  if (part.file.truncated) {
    await storage.delete(storageKey);
    throw tooLarge(part.fieldname);
  }
  return {
    kind,
    storageKey,
    fileName: cleanFileName(part.filename),
    contentType: inspector.contentType!,
    sizeBytes: inspector.size,
    sha256: inspector.sha256,
  };
}

/** The files each request stored, until it is answered. */
const storedBy = new WeakMap<FastifyRequest, DocumentFile[]>();
/** Every file stored here, so a body schema takes only those, never a look-alike value. */
const storedFiles = new WeakSet<DocumentFile>();

/** A file part stored as a document, as a route's body schema takes it. */
export const storedDocumentSchema = (message: string) =>
  z.custom<DocumentFile>((value) => storedFiles.has(value as DocumentFile), { error: message });

/**
 * Route config that stores a route's file parts as documents while the body streams in (at most 10 MB
 * each, refused by their first bytes); the body gets each part's DocumentFile. `kindOf` says which
 * document a part is, or throws when the part has no place in the form, before a byte of it is stored.
 */
export function documentUploads(
  storage: DocumentStorage,
  kindOf: (part: MultipartFile, stored: readonly DocumentFile[], request: FastifyRequest) => DocumentKind,
): Pick<FastifyContextConfig, 'multipartOptions' | 'receiveFile'> {
  return {
    multipartOptions: { limits: { fileSize: documentMaxBytes } },
    async receiveFile(part, request) {
      const stored = storedBy.get(request) ?? [];
      storedBy.set(request, stored);
      let kind: DocumentKind;
      try {
        kind = kindOf(part, stored, request);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      const file = await receiveDocument(storage, part, kind);
      stored.push(file);
      storedFiles.add(file);
      return file;
    },
  };
}

/**
 * An onError hook for the routes that store documents: the files a failed request stored go before the
 * error is answered. A removal that fails is left to the sweep.
 */
export const discardUploadsOnError =
  (storage: DocumentStorage): onErrorAsyncHookHandler =>
  async (request) => {
    const stored = storedBy.get(request) ?? [];
    await Promise.allSettled(stored.map((file) => storage.delete(file.storageKey)));
  };

/** A header parameter value in RFC 5987 form: encodeURIComponent leaves ' ( ) * as they are, which it must not. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Streams a stored document to an authorised reader, never letting the browser reinterpret it. */
export function sendDocument(reply: FastifyReply, document: StoredDocument | null) {
  if (!document) throw notFound('This document has not been uploaded.');
  const { row, bytes } = document;
  return reply
    .header('content-type', row.contentType)
    .header('content-length', row.sizeBytes)
    .header('content-disposition', `inline; filename*=UTF-8''${rfc5987(row.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/** The schema parts of a route that answers with a document's bytes. */
export const documentDownload = {
  produces: [...documentContentTypes],
  response: {
    200: z
      .any()
      .describe(
        'The document bytes, with their content type (application/pdf, image/jpeg, image/png or image/webp)',
      ),
    ...errorResponses,
  },
};
