// Product pictures: what an upload must be to become one (spec §9 kinds, told by their bytes), what is
// stored of it (decoded and encoded afresh: no metadata, upright, never an SVG), and where it is served.
import { availableParallelism } from 'node:os';
import type { MultipartFile } from '@fastify/multipart';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { HttpError } from '../../lib/errors.ts';
import { concurrencyLimit } from '../../lib/passwords.ts';
import { sniffLength, sniffType, type SniffedType } from '../../lib/sniff.ts';
import { decodeBmp, decodeIcon, TooManyPixelsError, type Bitmap } from './bitmap.ts';
import { renditionKeys } from './renditions.ts';
import type { MediaStore } from './store.ts';

/** What is stored and served as the original: formats every browser shows. */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export type AcceptedImage = { data: Buffer; contentType: ImageContentType; width: number; height: number };

/**
 * At most this many pixels (a 48-megapixel phone photo fits): the header's claim is checked before a
 * pixel is decoded, so a small file declaring a huge picture (a decompression bomb) costs nothing.
 */
export const imagePixelsMax = 50_000_000;

/**
 * Decoding and encoding pictures runs on libuv's thread pool, and libvips spreads each job over every core
 * already: unbounded, a page of new pictures would hold every pool thread (file reads, password hashes
 * wait) and every core. So picture work leaves a core to the event loop and goes one job at a time on 2.
 */
export const imageWork = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export const unsupportedImageMessage = 'Upload a JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG image.';
export const tooManyPixelsMessage =
  'Each image can be at most 50 megapixels (for example 8000 × 6000 pixels).';

const unsupportedImage = () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', unsupportedImageMessage);
const imageTooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', tooManyPixelsMessage);

type Kind = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'bmp' | 'ico' | 'svg';

/** What each kind is stored as: the web's own formats stay themselves, the others become PNG (lossless). */
const storedAs: Record<Kind, ImageContentType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  tiff: 'image/png',
  bmp: 'image/png',
  ico: 'image/png',
  svg: 'image/png',
};

/** The binary kinds by their magic numbers; a PDF is a document, not a picture. */
const kindOfType: Record<SniffedType, Kind | null> = {
  'application/pdf': null,
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
};

const kindOf = (bytes: Buffer): Kind | null => {
  const type = sniffType(bytes.subarray(0, sniffLength));
  return type ? kindOfType[type] : looksLikeSvg(bytes) ? 'svg' : null;
};

/**
 * An SVG is text: an optional byte-order mark, XML declaration, comments, processing instructions and a
 * doctype, then the `<svg` root element. Only the first 4 KB are read for it.
 */
const svgProlog =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE\s[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s/>]/;
const looksLikeSvg = (bytes: Buffer) => svgProlog.test(bytes.subarray(0, 4096).toString('utf8'));

/** A vector drawn smaller than this (a logo of a few hundred points) is rasterised up to it. */
const svgRasterLongestSide = 2048;

const decoderOptions = (kind: Kind): SharpOptions => ({
  limitInputPixels: imagePixelsMax,
  autoOrient: true,
  // Every frame of an animated picture (a GIF's, a WebP's) is kept.
  animated: kind === 'gif' || kind === 'webp',
});

/** Opens the picture after checking its size from its header; undecodable bytes are 415. */
async function open(kind: Kind, bytes: Buffer): Promise<Sharp> {
  if (kind === 'bmp' || kind === 'ico') {
    const decoded = decodeBitmap(kind, bytes);
    if (Buffer.isBuffer(decoded)) return open('png', decoded);
    const { data, width, height, opaque } = decoded;
    const image = sharp(data, { raw: { width, height, channels: 4 } });
    return opaque ? image.removeAlpha() : image;
  }
  // The header alone (the limit is ours to check here, so that a bomb is 413, not an unreadable 415).
  const header = await sharp(bytes, { ...decoderOptions(kind), limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupportedImage();
    });
  // The decoder's own verdict must agree with the sniffed kind (no loader is chosen behind our back).
  if (header.format !== kind) throw unsupportedImage();
  const pixels = header.width * header.height;
  if (!(pixels > 0)) throw unsupportedImage();
  if (kind !== 'svg') {
    if (pixels > imagePixelsMax) throw imageTooLarge();
    return sharp(bytes, decoderOptions(kind));
  }
  // librsvg runs no script and, reading from memory with no base file, loads no external reference. A small
  // drawing is rasterised larger; its size at that density is read again, because sizes in physical units
  // (mm, in) grow faster with the density than pixel sizes do: if that one is too large, it is drawn as is.
  const scale = Math.min(64, Math.max(1, svgRasterLongestSide / Math.max(header.width, header.height)));
  for (const density of [72 * scale, 72]) {
    const drawn = await sharp(bytes, { limitInputPixels: false, density }).metadata();
    if (drawn.width * drawn.height <= imagePixelsMax)
      return sharp(bytes, { ...decoderOptions(kind), density });
  }
  throw imageTooLarge();
}

function decodeBitmap(kind: 'bmp' | 'ico', bytes: Buffer): Buffer | Bitmap {
  try {
    return kind === 'bmp' ? decodeBmp(bytes, imagePixelsMax) : decodeIcon(bytes, imagePixelsMax);
  } catch (error) {
    throw error instanceof TooManyPixelsError ? imageTooLarge() : unsupportedImage();
  }
}

const encode = (image: Sharp, contentType: ImageContentType): Sharp => {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
  }
};

/**
 * Decides by the bytes (spec §9 kinds), decodes with a pixel limit (bomb → HttpError 413), rasterises SVG
 * (its script can never be served), strips metadata, applies EXIF rotation; anything else HttpError 415.
 */
export async function acceptImage(bytes: Buffer): Promise<AcceptedImage> {
  const kind = kindOf(bytes);
  if (!kind) throw unsupportedImage();
  const contentType = storedAs[kind];
  // sharp writes no metadata unless asked (keepMetadata and friends), so GPS and the like are gone.
  const { data, info } = await imageWork.run(async () =>
    encode(await open(kind, bytes), contentType)
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw unsupportedImage();
      }),
  );
  return { data, contentType, width: info.width, height: info.pageHeight ?? info.height };
}

/** The public path of a product picture at its stored size; `?w=` asks for one of spec §9's widths. */
export const productImageUrl = (storageKey: string) => `/media/products/${storageKey}`;

/** Removes a picture and every size made of it; removing what is not there is not an error. */
export async function removeImageFiles(media: MediaStore, storageKey: string): Promise<void> {
  await Promise.all([storageKey, ...renditionKeys(storageKey)].map((key) => media.delete(key)));
}

export const imageTooLargeMessage = 'Each image can be at most 10 MB';

/** Answers a picture's refusal under the form field it came in, so a form shows it there. */
export const underField = (field: string, error: unknown) =>
  error instanceof HttpError
    ? new HttpError(error.statusCode, error.code, error.message, { [field]: error.message })
    : error;

/**
 * A form's picture as it streams in: read within the route's file size limit (413 past it), then checked and
 * decoded by `acceptImage` (415 or 413); every refusal under `field`. The bytes as sent come back too.
 */
export async function readImagePart(
  part: MultipartFile,
  field: string,
  tooLargeMessage = imageTooLargeMessage,
): Promise<{ bytes: Buffer; image: AcceptedImage }> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage, { [field]: tooLargeMessage });
    throw error;
  }
  const image = await acceptImage(bytes).catch((error: unknown) => {
    throw underField(field, error);
  });
  return { bytes, image };
}
