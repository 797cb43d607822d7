// BMP and ICO, which spec §9 lists but this build of libvips cannot read (sharp.format.bmp and .ico are
// absent): decoded here into RGBA pixels for sharp, every length checked against the bytes, and the pixel
// limit checked before a pixel buffer is allocated. An icon's PNG images are handed back as they are.

/** RGBA, top row first. */
export type Bitmap = { data: Buffer; width: number; height: number; opaque: boolean };

export class TooManyPixelsError extends Error {}

/** Malformed or unsupported bytes; the caller answers as for any other undecodable file. */
export class BitmapError extends Error {}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const compression = { rgb: 0, rle8: 1, rle4: 2, bitfields: 3, alphaBitfields: 6 } as const;

type Masks = [red: number, green: number, blue: number, alpha: number];

const defaultMasks: Record<number, Masks> = {
  16: [0x7c00, 0x03e0, 0x001f, 0],
  // The fourth byte of a plain 32-bit BMP is mostly padding; it counts as alpha only where some pixel uses it.
  32: [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000],
};

/** A channel of `pixel` under `mask`, scaled to 0-255 (a 5-bit channel's 31 becomes 255). */
const channel = (pixel: number, mask: number) => {
  if (mask === 0) return 255;
  const shift = 31 - Math.clz32(mask & -mask);
  const max = mask >>> shift;
  return Math.round((((pixel & mask) >>> shift) * 255) / max);
};

type Dib = {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: number;
  compression: number;
  masks: Masks | null;
  palette: Buffer[];
  /** Where the pixel rows start when the caller does not say (an icon's image). */
  afterPalette: number;
};

function readDibHeader(bytes: Buffer, at: number, icon: boolean): Dib {
  const size = bytes.readUInt32LE(at);
  const core = size === 12;
  if (!core && size < 40) throw new BitmapError(`unknown DIB header of ${size} bytes`);
  const width = core ? bytes.readUInt16LE(at + 4) : bytes.readInt32LE(at + 4);
  const storedHeight = core ? bytes.readUInt16LE(at + 6) : bytes.readInt32LE(at + 8);
  const bitsPerPixel = bytes.readUInt16LE(at + (core ? 10 : 14));
  const kind = core ? compression.rgb : bytes.readUInt32LE(at + 16);
  // An icon's header counts its image and the transparency mask under it.
  const height = Math.abs(storedHeight) / (icon ? 2 : 1);
  if (!(width > 0 && Number.isInteger(height) && height > 0)) throw new BitmapError('no pixels');
  let next = at + size;
  let masks: Masks | null = defaultMasks[bitsPerPixel] ?? null;
  const hasMasks = kind === compression.bitfields || kind === compression.alphaBitfields;
  if (hasMasks) {
    const alpha = kind === compression.alphaBitfields || size >= 56;
    // Version 4 and 5 headers hold the masks; a 40-byte header is followed by them.
    const masksAt = size >= 52 ? at + 40 : next;
    masks = [
      bytes.readUInt32LE(masksAt),
      bytes.readUInt32LE(masksAt + 4),
      bytes.readUInt32LE(masksAt + 8),
      alpha ? bytes.readUInt32LE(masksAt + 12) : 0,
    ];
    if (size < 52) next += alpha ? 16 : 12;
  }
  const palette: Buffer[] = [];
  if (bitsPerPixel <= 8) {
    const used = core ? 0 : bytes.readUInt32LE(at + 32);
    const count = Math.min(used || 1 << bitsPerPixel, 256);
    const entry = core ? 3 : 4;
    for (let index = 0; index < count; index += 1) {
      const start = next + index * entry;
      if (start + 3 > bytes.length) throw new BitmapError('palette cut short');
      palette.push(bytes.subarray(start, start + 3));
    }
    next += count * entry;
  }
  const supported =
    ([1, 4, 8, 24].includes(bitsPerPixel) && kind === compression.rgb) ||
    ([16, 32].includes(bitsPerPixel) && (kind === compression.rgb || hasMasks)) ||
    (bitsPerPixel === 8 && kind === compression.rle8) ||
    (bitsPerPixel === 4 && kind === compression.rle4);
  if (!supported) throw new BitmapError(`unsupported BMP: ${bitsPerPixel} bits, compression ${kind}`);
  return {
    width,
    height,
    topDown: storedHeight < 0 && !icon,
    bitsPerPixel,
    compression: kind,
    masks,
    palette,
    afterPalette: next,
  };
}

const rowStride = (bits: number, width: number) => Math.floor((bits * width + 31) / 32) * 4;

/** Run-length encoded rows (RLE8, RLE4) into one palette index per pixel, bottom row first. */
function expandRunLengths(bytes: Buffer, at: number, dib: Dib): Uint8Array {
  const { width, height } = dib;
  const four = dib.compression === compression.rle4;
  const indexes = new Uint8Array(width * height);
  const byte = (offset: number) => {
    if (offset >= bytes.length) throw new BitmapError('run-length data cut short');
    return bytes[offset]!;
  };
  const set = (x: number, y: number, value: number) => {
    if (x < width && y < height) indexes[y * width + x] = value;
  };
  let offset = at;
  let x = 0;
  let y = 0;
  while (y < height) {
    const count = byte(offset);
    const value = byte(offset + 1);
    offset += 2;
    if (count > 0) {
      for (let index = 0; index < count; index += 1, x += 1) {
        set(x, y, four ? (index % 2 === 0 ? value >> 4 : value & 0x0f) : value);
      }
    } else if (value === 0) {
      x = 0;
      y += 1;
    } else if (value === 1) {
      break;
    } else if (value === 2) {
      x += byte(offset);
      y += byte(offset + 1);
      offset += 2;
    } else {
      for (let index = 0; index < value; index += 1, x += 1) {
        const packed = byte(offset + (four ? index >> 1 : index));
        set(x, y, four ? (index % 2 === 0 ? packed >> 4 : packed & 0x0f) : packed);
      }
      const used = four ? Math.ceil(value / 2) : value;
      offset += used + (used % 2); // absolute runs end on a 16-bit boundary
    }
  }
  return indexes;
}

function decodeDib(bytes: Buffer, dib: Dib, pixelsAt: number, maxPixels: number, andMaskAt?: number): Bitmap {
  const { width, height, bitsPerPixel, palette } = dib;
  if (width * height > maxPixels) throw new TooManyPixelsError();
  const runLengths = dib.compression === compression.rle8 || dib.compression === compression.rle4;
  const stride = rowStride(bitsPerPixel, width);
  if (!runLengths && pixelsAt + stride * height > bytes.length) throw new BitmapError('pixels cut short');
  const runs = runLengths ? expandRunLengths(bytes, pixelsAt, dib) : null;
  const data = Buffer.alloc(width * height * 4);
  const masks = dib.masks;
  let anyAlpha = false;
  for (let row = 0; row < height; row += 1) {
    const stored = dib.topDown ? row : height - 1 - row;
    const rowAt = pixelsAt + stored * stride;
    for (let x = 0; x < width; x += 1) {
      const out = (row * width + x) * 4;
      if (bitsPerPixel <= 8) {
        let index: number;
        if (runs) index = runs[stored * width + x]!;
        else {
          const bit = x * bitsPerPixel;
          const packed = bytes[rowAt + (bit >> 3)]!;
          index = (packed >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1);
        }
        const colour = palette[index];
        if (!colour) throw new BitmapError('colour outside the palette');
        data[out] = colour[2]!;
        data[out + 1] = colour[1]!;
        data[out + 2] = colour[0]!;
        data[out + 3] = 255;
      } else if (bitsPerPixel === 24) {
        const at = rowAt + x * 3;
        data[out] = bytes[at + 2]!;
        data[out + 1] = bytes[at + 1]!;
        data[out + 2] = bytes[at]!;
        data[out + 3] = 255;
      } else {
        const pixel =
          bitsPerPixel === 16 ? bytes.readUInt16LE(rowAt + x * 2) : bytes.readUInt32LE(rowAt + x * 4);
        const [red, green, blue, alpha] = masks!;
        data[out] = channel(pixel, red);
        data[out + 1] = channel(pixel, green);
        data[out + 2] = channel(pixel, blue);
        data[out + 3] = channel(pixel, alpha);
        if (alpha !== 0 && (pixel & alpha) !== 0) anyAlpha = true;
      }
    }
  }
  // A 32-bit picture whose fourth byte is zero everywhere has no alpha: it is opaque, not invisible.
  const alphaMasked = (masks?.[3] ?? 0) !== 0 && bitsPerPixel >= 16;
  if (alphaMasked && !anyAlpha) for (let at = 3; at < data.length; at += 4) data[at] = 255;
  // An icon without alpha of its own takes its transparency from the 1-bit mask under its pixels.
  if (andMaskAt !== undefined && !(alphaMasked && anyAlpha)) {
    const maskStride = rowStride(1, width);
    if (andMaskAt + maskStride * height <= bytes.length) {
      for (let row = 0; row < height; row += 1) {
        const maskRow = andMaskAt + (height - 1 - row) * maskStride;
        for (let x = 0; x < width; x += 1) {
          if ((bytes[maskRow + (x >> 3)]! >> (7 - (x & 7))) & 1) data[(row * width + x) * 4 + 3] = 0;
        }
      }
    }
  }
  let opaque = true;
  for (let at = 3; at < data.length && opaque; at += 4) opaque = data[at] === 255;
  return { data, width, height, opaque };
}

/** Decodes a BMP file (1, 4, 8, 16, 24 or 32 bits; uncompressed, bit fields, RLE8 or RLE4). */
export function decodeBmp(bytes: Buffer, maxPixels: number): Bitmap {
  try {
    if (bytes.toString('latin1', 0, 2) !== 'BM') throw new BitmapError('not a BMP');
    const dib = readDibHeader(bytes, 14, false);
    return decodeDib(bytes, dib, bytes.readUInt32LE(10), maxPixels);
  } catch (error) {
    throw error instanceof RangeError ? new BitmapError('BMP cut short') : error;
  }
}

/** The largest image of an ICO file: PNG bytes as they are stored, or the decoded bitmap. */
export function decodeIcon(bytes: Buffer, maxPixels: number): Buffer | Bitmap {
  try {
    if (bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) throw new BitmapError('not an icon');
    const count = bytes.readUInt16LE(4);
    let best: { at: number; size: number; area: number; bits: number } | undefined;
    for (let index = 0; index < count; index += 1) {
      const entry = 6 + index * 16;
      // A stored 0 means 256 pixels.
      const area = (bytes[entry]! || 256) * (bytes[entry + 1]! || 256);
      const bits = bytes.readUInt16LE(entry + 6);
      const size = bytes.readUInt32LE(entry + 8);
      const at = bytes.readUInt32LE(entry + 12);
      if (at + size > bytes.length || size < 8) throw new BitmapError('icon image outside the file');
      if (!best || area > best.area || (area === best.area && bits > best.bits)) {
        best = { at, size, area, bits };
      }
    }
    if (!best) throw new BitmapError('an icon without images');
    const image = bytes.subarray(best.at, best.at + best.size);
    if (image.subarray(0, 8).equals(pngSignature)) return image;
    const dib = readDibHeader(image, 0, true);
    const andMaskAt = dib.afterPalette + rowStride(dib.bitsPerPixel, dib.width) * dib.height;
    return decodeDib(image, dib, dib.afterPalette, maxPixels, andMaskAt);
  } catch (error) {
    throw error instanceof RangeError ? new BitmapError('icon cut short') : error;
  }
}
