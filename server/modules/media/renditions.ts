// The sizes made of a product picture (spec §9 widths, quality 75): which one a request gets, the key it is
// stored under, and how it is made.
import { buffer } from 'node:stream/consumers';
import sharp, { type Sharp } from 'sharp';
import { imageQuality, imageWidths } from '#schemas/products';
import type { ImageContentType } from './images.ts';
import type { MediaStore } from './store.ts';

export type ImageWidth = (typeof imageWidths)[number];

/** A rendition's format: AVIF or WebP when the browser takes them, the original's own otherwise. */
export const renditionFormats = ['webp', 'avif', 'source'] as const;
export type RenditionFormat = (typeof renditionFormats)[number];

// An original's key is a random (version 4) UUID: its 13th hex digit is 4, its 17th one of 8, 9, a, b. A
// rendition's key is the original's with the 13th digit 8 + the width's index (never 4, so never taken for
// an original) and the 17th holding the format and the two bits it replaces. So a rendition's key is still
// UUID-shaped, is found without a lookup, and names its original: the sweep keeps the sizes of every
// picture still in use and removes those of gone ones without reading any table but product_images.
const versionAt = 14;
const variantAt = 19;
const originalPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const renditionPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[89a-f][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const withDigits = (key: string, version: number, variant: number) =>
  `${key.slice(0, versionAt)}${version.toString(16)}${key.slice(versionAt + 1, variantAt)}${variant.toString(16)}${key.slice(variantAt + 1)}`;

/** The key of `original`'s rendition at `width` in `format`, or null for a key no rendition is made of. */
export function renditionKey(original: string, width: ImageWidth, format: RenditionFormat): string | null {
  if (!originalPattern.test(original)) return null;
  const variantBits = Number.parseInt(original[variantAt]!, 16) - 8;
  return withDigits(
    original,
    8 + imageWidths.indexOf(width),
    (variantBits << 2) | renditionFormats.indexOf(format),
  );
}

/** Every key a rendition of `original` may be stored under. */
export const renditionKeys = (original: string): string[] =>
  imageWidths.flatMap((width) =>
    renditionFormats.flatMap((format) => renditionKey(original, width, format) ?? []),
  );

/** The original a rendition's key was made from, or null when `key` is not a rendition's. */
export function originalOf(key: string): string | null {
  if (!renditionPattern.test(key)) return null;
  const digits = Number.parseInt(key[variantAt]!, 16);
  if ((digits & 3) >= renditionFormats.length) return null;
  return withDigits(key, 4, 8 + (digits >> 2));
}

/** A stored original, as its product_images row describes it. */
export type Original = { key: string; contentType: ImageContentType; width: number };

export type Rendition = { key: string; width: ImageWidth; format: RenditionFormat; contentType: string };

/**
 * AVIF is made up to this width only: measured on this 2-core machine (decision 017), effort 2 costs about
 * 1.5 to 3.5 times WebP's time for a third fewer bytes up to 1920 px, while at 3840 px it took 3.7 s and
 * came out larger than WebP.
 */
const avifWidthMax = 1920;
const avifEffort = 2;

/** Whether an Accept header takes `type` (named, not merely through a wildcard, and not with q=0). */
export function accepts(accept: string | undefined, type: string): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [name, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (name !== type) return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * The rendition a request for `original` at `width` gets. Never larger than the original: a width at or
 * above it gets the smallest width that holds it whole, so every such request shares one rendition.
 */
export function renditionFor(
  original: Original,
  width: ImageWidth,
  accept: string | undefined,
): Rendition | null {
  const whole = imageWidths.find((candidate) => candidate >= original.width);
  const target = whole !== undefined && whole <= width ? whole : width;
  // A GIF may move: AVIF here would keep its first frame only, WebP keeps them all.
  const avif =
    target <= avifWidthMax && original.contentType !== 'image/gif' && accepts(accept, 'image/avif');
  const format: RenditionFormat = avif ? 'avif' : accepts(accept, 'image/webp') ? 'webp' : 'source';
  const key = renditionKey(original.key, target, format);
  if (!key) return null;
  const contentType = format === 'source' ? original.contentType : `image/${format}`;
  return { key, width: target, format, contentType };
}

const encode = (image: Sharp, format: RenditionFormat, original: ImageContentType): Sharp => {
  if (format === 'avif') return image.avif({ quality: imageQuality, effort: avifEffort });
  if (format === 'webp' || original === 'image/webp') return image.webp({ quality: imageQuality });
  if (original === 'image/jpeg') return image.jpeg({ quality: imageQuality, mozjpeg: true });
  if (original === 'image/gif') return image.gif();
  return image.png();
};

/** Makes `rendition` of `original` (already checked and re-encoded when it was accepted); null when gone. */
export async function makeRendition(
  media: MediaStore,
  original: Original,
  rendition: Rendition,
): Promise<Buffer | null> {
  const stored = await media.get(original.key);
  if (!stored) return null;
  const animated = original.contentType === 'image/gif' || original.contentType === 'image/webp';
  const image = sharp(await buffer(stored), { animated }).resize({
    width: rendition.width,
    withoutEnlargement: true,
  });
  return encode(image, rendition.format, original.contentType).toBuffer();
}
