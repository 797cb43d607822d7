// What a document is, told by its first bytes (server/lib/sniff.ts), never by its name or the browser's claim.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { documentContentTypes } from '#schemas/onboarding';
import { sniffLength, sniffType } from '../../lib/sniff.ts';

export type DocumentContentType = (typeof documentContentTypes)[number];

/** The content type of a file starting with `head`, or null when it is none of the accepted ones. */
export function sniffContentType(head: Buffer): DocumentContentType | null {
  const type = sniffType(head);
  return documentContentTypes.find((accepted) => accepted === type) ?? null;
}

export class UnsupportedDocumentError extends Error {}

/**
 * Passes the bytes through while deciding their type from the first ones (failing the stream with
 * UnsupportedDocumentError before anything is passed when they are not accepted), counting and hashing them.
 */
export class DocumentInspector extends Transform {
  contentType: DocumentContentType | null = null;
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;

  /** The hex SHA-256 of every byte, once the stream has ended. */
  sha256 = '';

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.contentType) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < sniffLength) return callback();
    this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    this.sha256 = this.hash.digest('hex');
    if (this.contentType) return callback();
    // A file shorter than the longest signature (or empty) still gets its chance: %PDF- is 5 bytes.
    this.decide(callback);
  }

  private decide(callback: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.contentType = sniffContentType(head);
    if (!this.contentType) return callback(new UnsupportedDocumentError('not an accepted document type'));
    callback(null, head);
  }
}
