// What a file is, told by its first bytes (its "magic number"), never by its name or the sender's claim.
// Onboarding's documents and the catalog's pictures each accept a part of what is recognised here.

/** Enough bytes to tell every recognised type apart (WebP needs 12: RIFF, a size, WEBP). */
export const sniffLength = 12;

export type SniffedType =
  | 'application/pdf'
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'image/bmp'
  | 'image/tiff'
  | 'image/x-icon';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const signatures: [SniffedType, (head: Buffer) => boolean][] = [
  ['application/pdf', (head) => startsWith(head, ascii('%PDF-'))],
  ['image/jpeg', (head) => startsWith(head, [0xff, 0xd8, 0xff])],
  ['image/png', (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/webp', (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)],
  ['image/gif', (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))],
  // "BM" alone is weak; the decoder checks the rest of the header before a pixel is trusted.
  ['image/bmp', (head) => startsWith(head, ascii('BM'))],
  [
    'image/tiff',
    (head) => startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]),
  ],
  // Reserved 0, type 1 (an icon; 2 would be a cursor), then at least one image.
  [
    'image/x-icon',
    (head) => startsWith(head, [0x00, 0x00, 0x01, 0x00]) && head.length > 4 && head.readUInt16LE(4) > 0,
  ],
];

/** The type of a file starting with `head` (at least `sniffLength` bytes when the file has them), or null. */
export function sniffType(head: Buffer): SniffedType | null {
  return signatures.find(([, matches]) => matches(head))?.[0] ?? null;
}
