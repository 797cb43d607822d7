// Reads multipart uploads straight into document storage: each file is sniffed, counted and hashed as it
// streams, refused (415, 413) before anything is kept, and on any later failure removed again.
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  documentMaxBytes,
  documentRefusedTypeMessage,
  documentTooLargeMessage,
  type DocumentKind,
} from '#schemas/onboarding';
import { HttpError } from '../../lib/errors.ts';
import { DocumentInspector, UnsupportedDocumentError, type DocumentContentType } from './sniff.ts';
import { newStorageKey, type DocumentStorage } from './storage.ts';

export type ReceivedDocument = {
  kind: DocumentKind;
  storageKey: string;
  fileName: string;
  contentType: DocumentContentType;
  sizeBytes: number;
  sha256: string;
};

const refusedType = (part: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', documentRefusedTypeMessage, {
    [part]: documentRefusedTypeMessage,
  });

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
export async function receiveDocument(
  storage: DocumentStorage,
  part: MultipartFile,
  kind: DocumentKind,
): Promise<ReceivedDocument> {
  const inspector = new DocumentInspector();
  let failure: HttpError | null = null;
  // busboy stops at the size limit and reports it; stop right there instead of waiting for the end.
  // storage.put observes the inspector's failure through its pipeline (an errored stream stays errored);
  // this listener only keeps an error raised before put has attached its own from being thrown as uncaught.
  inspector.on('error', () => {});
  part.file.on('limit', () => inspector.destroy((failure = tooLarge(part.fieldname))));
  part.file.on('error', (error) => inspector.destroy(error));
  part.file.pipe(inspector);
  const storageKey = newStorageKey();
  try {
    await storage.put(storageKey, inspector);
  } catch (error) {
    part.file.unpipe(inspector);
    part.file.resume();
    if (failure) throw failure;
    if (error instanceof UnsupportedDocumentError) throw refusedType(part.fieldname);
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

export const formDataRequired = () =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This request must be sent as form data.');

/**
 * Iterates the parts of a multipart request with the document size limit per file. The limit is reported
 * by receiveDocument in our words (413 'Files can be at most 10 MB.'), not thrown by the parser.
 */
export function documentParts(request: FastifyRequest): AsyncIterableIterator<Multipart> {
  if (!request.isMultipart()) throw formDataRequired();
  const options = { limits: { fileSize: documentMaxBytes }, throwFileSizeLimit: false };
  return request.parts(options as Parameters<FastifyRequest['parts']>[0]);
}

/** Removes files stored for a request that then failed; a removal that fails is left to the sweep. */
export async function discardReceived(storage: DocumentStorage, received: Iterable<ReceivedDocument>) {
  await Promise.allSettled([...received].map((document) => storage.delete(document.storageKey)));
}
