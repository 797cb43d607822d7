// The sizes made of a product picture (spec §9 widths) and the keys they are stored under.
import { imageWidths } from '#schemas/products';

export type ImageWidth = (typeof imageWidths)[number];

/** A rendition's format: WebP or AVIF when the browser takes them, the original's own otherwise. */
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
