// Product pictures by their bytes: every spec §9 kind accepted and stored as a format browsers show, nothing
// else; a decompression bomb refused before it is decoded; an SVG rasterised with its script gone and
// nothing outside it fetched; metadata stripped and EXIF rotation applied. BMP and ICO go through our own
// decoder, checked against ImageMagick's reading of the same files (made with ImageMagick 6.9).
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/lib/errors.ts';
import {
  acceptImage,
  imagePixelsMax,
  tooManyPixelsMessage,
  unsupportedImageMessage,
} from '../../server/modules/media/images.ts';
import { sampleProductImage } from '../../server/modules/media/samples.ts';

/** What acceptImage refused with: status, code and message. */
async function refusal(bytes: Buffer) {
  const error: unknown = await acceptImage(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, code, message } = error as HttpError;
  return { statusCode, code, message };
}

const unsupported = { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: unsupportedImageMessage };
const tooLarge = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: tooManyPixelsMessage };

const rgba = async (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG made of chunks by hand, so a header can claim what its pixels are not. */
function pngOf(width: number, height: number, bitDepth: number, colourType: number, pixels: Buffer) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(colourType, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A BMP made by hand: a 40-byte header, optional bit-field masks, then rows bottom-up as given. */
function bmpOf(width: number, height: number, bits: number, rows: Buffer[], masks?: number[]) {
  const maskBytes = Buffer.alloc((masks?.length ?? 0) * 4);
  masks?.forEach((mask, index) => maskBytes.writeUInt32LE(mask, index * 4));
  const pixels = Buffer.concat(rows);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + maskBytes.length + pixels.length, 2);
  header.writeUInt32LE(54 + maskBytes.length, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(bits, 28);
  header.writeUInt32LE(masks ? 3 : 0, 30);
  return Buffer.concat([header, maskBytes, pixels]);
}

/** An ICO holding one PNG image, as Windows Vista and later write their 256-pixel icons. */
function iconOfPng(png: Buffer) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** BMP and ICO files made by ImageMagick, with the pixels ImageMagick reads from them (RGBA, top row first). */
const bitmaps = {
  // 1-bit palette
  oneBit: {
    file: 'Qk1KAAAAAAAAAD4AAAAoAAAABAAAAAMAAAABAAEAAAAAAAwAAAAAAAAAAAAAAAIAAAACAAAA////AAAAAAAAAAAA8AAAAKAAAAA=',
    width: 4,
    height: 3,
    rgba: '000000ffffffffff000000ffffffffff000000ff000000ff000000ff000000ffffffffffffffffffffffffffffffffff',
  },
  // 4-bit palette
  fourBit: {
    file: 'Qk2CAAAAAAAAAHYAAAAoAAAABAAAAAMAAAABAAQAAAAAAAwAAAAAAAAAAAAAABAAAAAQAAAAAAAAAJmZmQBVVVUAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACERAAAAAgAAIiEAAA==',
    width: 4,
    height: 3,
    rgba: '555555ff555555ff555555ff999999ff000000ff000000ff000000ff555555ff555555ff999999ff999999ff999999ff',
  },
  // 24-bit
  twentyFourBit: {
    file: 'Qk1aAAAAAAAAADYAAAAoAAAABAAAAAMAAAABABgAAAAAACQAAAAAAAAAAAAAAAAAAAAAAAAAgICAgICAgICAgICAAAAAAAAAAAAAAAAAAAD/AP8A/wAA////',
    width: 4,
    height: 3,
    rgba: 'ff0000ff00ff00ff0000ffffffffffff000000ff000000ff000000ff000000ff808080ff808080ff808080ff808080ff',
  },
  // 8-bit palette, RLE8
  eightBitRle: {
    file: 'Qk3gBAAAAAAAADYEAAAoAAAAFAAAAAQAAAABAAgAAQAAAKoAAAAAAAAAAAAAAAABAAAAAQAA/0AAAPE+DQDkPBoA1jooAMk5NQC7N0MArjVQAKE0XQCTMmsAhjB4AHgvhgBrLZMAXSuhAFAqrgBDKLsANSbJACgl1gAaI+QADSHxAAAg/wD///8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAQEBAgEDAQQBBQEGAQcBCAEJAQoBCwEMAQ0BDgEPARABEQESARMAAAEAAQEBAgEDAQQBBQEGAQcBCAEJAQoBCwEMAQ0BDgEPARABEQESARMAAAEAAQEBAgEDAQQBBQEGAQcBCAEJAQoBCwEMAQ0BDgEPARABEQESARMAAAEAAQEBAgEDAQQBBQEGAQcBCAEJAQoBCwEMAQ0BDgEPARABEQESARMAAAAB',
    width: 20,
    height: 4,
    rgba: '0040ffff0d3ef1ff1a3ce4ff283ad6ff3539c9ff4337bbff5035aeff5d34a1ff6b3293ff783086ff862f78ff932d6bffa12b5dffae2a50ffbb2843ffc92635ffd62528ffe4231afff1210dffff2000ff0040ffff0d3ef1ff1a3ce4ff283ad6ff3539c9ff4337bbff5035aeff5d34a1ff6b3293ff783086ff862f78ff932d6bffa12b5dffae2a50ffbb2843ffc92635ffd62528ffe4231afff1210dffff2000ff0040ffff0d3ef1ff1a3ce4ff283ad6ff3539c9ff4337bbff5035aeff5d34a1ff6b3293ff783086ff862f78ff932d6bffa12b5dffae2a50ffbb2843ffc92635ffd62528ffe4231afff1210dffff2000ff0040ffff0d3ef1ff1a3ce4ff283ad6ff3539c9ff4337bbff5035aeff5d34a1ff6b3293ff783086ff862f78ff932d6bffa12b5dffae2a50ffbb2843ffc92635ffd62528ffe4231afff1210dffff2000ff',
  },
  // 32-bit with alpha (version 5 header, bit fields)
  thirtyTwoBitAlpha: {
    file: 'Qk26AAAAAAAAAIoAAAB8AAAABAAAAAMAAAABACAAAwAAADAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/AAD/AAD/AAAAAAAA/0JHUnMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAgICA/4CAgP+AgID/AAAAAAAAAP8AAAD/AAAA/wAAAP8AAP//AP8A//8AAP//////',
    width: 4,
    height: 3,
    rgba: 'ff0000ff00ff00ff0000ffffffffffff000000ff000000ff000000ff000000ff808080ff808080ff808080ff00000000',
  },
  // OS/2 (12-byte header), 24-bit
  os2: {
    file: 'Qk0+AAAAAAAAABoAAAAMAAAABAADAAEAGACAgICAgICAgIAAAAAAAAAAAAAAAAAAAAAAAP8A/wD/AAD///8=',
    width: 4,
    height: 3,
    rgba: 'ff0000ff00ff00ff0000ffffffffffff000000ff000000ff000000ff000000ff808080ff808080ff808080ff000000ff',
  },
  // ICO holding a 32-bit bitmap with alpha
  icon: {
    file: 'AAABAAEABAMAAAEAIABkAAAAFgAAACgAAAAEAAAABgAAAAEAIAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAACAgID/gICA/4CAgP8AAAAAAAAA/wAAAP8AAAD/AAAA/wAA//8A/wD//wAA//////8QAAAAAAAAAAAAAAA=',
    width: 4,
    height: 3,
    rgba: 'ff0000ff00ff00ff0000ffffffffffff000000ff000000ff000000ff000000ff808080ff808080ff808080ff00000000',
  },
};

describe('what is accepted, by its bytes', () => {
  it('takes a PNG whatever it is called: the name is never consulted, only the bytes', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-media-'));
    const named = path.join(directory, 'photo.jpg');
    await fs.writeFile(named, await solid(30, 20, '#2a9d8f').png().toBuffer());
    const accepted = await acceptImage(await fs.readFile(named));
    expect(accepted).toMatchObject({ contentType: 'image/png', width: 30, height: 20 });
    expect((await sharp(accepted.data).metadata()).format).toBe('png');
    await fs.rm(directory, { recursive: true });
  });

  it('refuses an executable named like a picture, and anything else that is no picture, with 415', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);
    const windows = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(56)]);
    for (const bytes of [
      elf,
      windows,
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
      Buffer.from('<html><body><svg></svg></body></html>'),
      Buffer.from('just some text'),
      Buffer.alloc(0),
    ]) {
      expect(await refusal(bytes)).toEqual(unsupported);
    }
    expect(unsupportedImageMessage).toBe('Upload a JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG image.');
  });

  it('refuses pictures of kinds spec §9 does not list even though the decoder could read them (AVIF, HEIF)', async () => {
    expect(await refusal(await solid(16, 16, '#e76f51').avif().toBuffer())).toEqual(unsupported);
    expect(await refusal(await solid(16, 16, '#e76f51').heif({ compression: 'av1' }).toBuffer())).toEqual(
      unsupported,
    );
  });

  it('refuses a file that starts like a picture but is not one (415, never a 500)', async () => {
    const png = await solid(40, 40, '#264653').png().toBuffer();
    const cases = [
      png.subarray(0, 40), // cut inside its pixels
      Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 0xee)]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]),
      Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      Buffer.from('BM this is no bitmap at all', 'latin1'),
      bmpOf(4, 4, 24, [Buffer.alloc(16)]), // rows missing
      bmpOf(2, 1, 24, [Buffer.alloc(8)]).fill(0x09, 28, 30), // 9 bits per pixel
      Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0xff, 0xff, 0, 0, 22, 0, 0, 0]),
      Buffer.from('II*\x00\x08\x00\x00\x00', 'latin1'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10"'),
    ];
    for (const bytes of cases) expect(await refusal(bytes)).toEqual(unsupported);
  });

  it('accepts JPEG, PNG, WebP and GIF as their own format, and TIFF as PNG', async () => {
    const picture = solid(48, 32, '#f4a261');
    const cases = [
      [await picture.clone().jpeg().toBuffer(), 'image/jpeg', 'jpeg'],
      [await picture.clone().png().toBuffer(), 'image/png', 'png'],
      [await picture.clone().webp().toBuffer(), 'image/webp', 'webp'],
      [await picture.clone().gif().toBuffer(), 'image/gif', 'gif'],
      [await picture.clone().tiff().toBuffer(), 'image/png', 'png'],
      [await picture.clone().tiff({ bigtiff: false }).toBuffer(), 'image/png', 'png'],
    ] as const;
    for (const [bytes, contentType, format] of cases) {
      const accepted = await acceptImage(bytes);
      expect(accepted).toMatchObject({ contentType, width: 48, height: 32 });
      expect((await sharp(accepted.data).metadata()).format).toBe(format);
    }
  });

  it('accepts big-endian TIFF too (MM)', async () => {
    // libtiff writes little-endian here; swap to a hand-made big-endian 1×1 grey TIFF.
    const tiff = Buffer.from(
      '4d4d002a00000008000a0100000300000001000100000101000300000001000100000102000300000001000800000103000300000001000100000106000300000001000100000111000400000001000000860115000300000001000100000116000300000001000100000117000400000001000000010128000300000001000100000000000080',
      'hex',
    );
    expect(await acceptImage(tiff)).toMatchObject({ contentType: 'image/png', width: 1, height: 1 });
  });

  it.each(Object.entries(bitmaps))(
    'accepts %s as PNG with the pixels ImageMagick reads',
    async (_name, bitmap) => {
      const accepted = await acceptImage(Buffer.from(bitmap.file, 'base64'));
      expect(accepted).toMatchObject({
        contentType: 'image/png',
        width: bitmap.width,
        height: bitmap.height,
      });
      const { data, info } = await rgba(accepted.data);
      expect([info.width, info.height]).toEqual([bitmap.width, bitmap.height]);
      expect(data.toString('hex')).toBe(bitmap.rgba);
    },
  );

  it('reads 16-bit (5-5-5 and 5-6-5 bit fields) and 32-bit BMPs whose fourth byte is padding as opaque', async () => {
    // Bottom-up: the first row given is the bottom one. Each row padded to 4 bytes.
    const plain16 = bmpOf(2, 1, 16, [Buffer.from([0x00, 0x7c, 0x1f, 0x00])]); // red, blue (x1r5g5b5)
    const fields565 = bmpOf(2, 1, 16, [Buffer.from([0xe0, 0x07, 0x00, 0xf8])], [0xf800, 0x07e0, 0x001f]);
    const padded32 = bmpOf(2, 2, 32, [
      Buffer.from([0, 0, 255, 0, 0, 255, 0, 0]), // bottom: red, green
      Buffer.from([255, 0, 0, 0, 255, 255, 255, 0]), // top: blue, white
    ]);
    expect((await rgba((await acceptImage(plain16)).data)).data.toString('hex')).toBe('ff0000ff0000ffff');
    expect((await rgba((await acceptImage(fields565)).data)).data.toString('hex')).toBe('00ff00ffff0000ff');
    const accepted = await acceptImage(padded32);
    expect((await sharp(accepted.data).metadata()).hasAlpha).toBe(false);
    expect((await rgba(accepted.data)).data.toString('hex')).toBe('0000ffffffffffffff0000ff00ff00ff');
  });

  it('accepts an icon holding a PNG (the way 256-pixel icons are stored)', async () => {
    const png = await solid(256, 256, '#8ecae6').png().toBuffer();
    expect(await acceptImage(iconOfPng(png))).toMatchObject({
      contentType: 'image/png',
      width: 256,
      height: 256,
    });
    // The PNG inside is judged like any PNG.
    expect(await refusal(iconOfPng(Buffer.concat([png.subarray(0, 8), Buffer.alloc(30)])))).toEqual(
      unsupported,
    );
  });

  it('keeps every frame of an animated GIF', async () => {
    const frames = Buffer.concat([Buffer.alloc(16 * 16 * 3, 0xff), Buffer.alloc(16 * 16 * 3, 0x00)]);
    const gif = await sharp(frames, { raw: { width: 16, height: 32, channels: 3, pageHeight: 16 } })
      .gif()
      .toBuffer();
    const accepted = await acceptImage(gif);
    expect(accepted).toMatchObject({ contentType: 'image/gif', width: 16, height: 16 });
    expect((await sharp(accepted.data).metadata()).pages).toBe(2);
  });
});

describe('what is kept of it', () => {
  it('turns a photo upright by its EXIF orientation and keeps no metadata', async () => {
    const photo = await solid(60, 20, '#023047')
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Ana Santos', Artist: 'Ana' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const accepted = await acceptImage(photo);
    expect(accepted).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 60 });
    const kept = await sharp(accepted.data).metadata();
    expect([kept.width, kept.height]).toEqual([20, 60]);
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(accepted.data.includes('Ana Santos')).toBe(false);
  });

  it('rasterises an SVG to PNG: its script and handlers are gone, the drawing stays', async () => {
    const svg = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>
      <!-- a logo -->
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
      <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="alert('onload')">
        <script>alert(document.cookie)</script>
        <rect width="200" height="100" fill="#ff0000"/>
      </svg>`,
    );
    const accepted = await acceptImage(svg);
    expect(accepted.contentType).toBe('image/png');
    expect((await sharp(accepted.data).metadata()).format).toBe('png');
    for (const text of ['<script', 'alert', 'onload', '<svg'])
      expect(accepted.data.includes(text)).toBe(false);
    // Drawn at a useful size (a small vector is scaled up, keeping its shape) and in its colour.
    expect([accepted.width, accepted.height]).toEqual([2048, 1024]);
    const { data } = await rgba(accepted.data);
    expect([...data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('draws a small SVG larger, and one sized in physical units at its own size', async () => {
    const icon = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><rect width="24" height="12"/></svg>',
    );
    expect(await acceptImage(icon)).toMatchObject({ width: 1536, height: 768 }); // at most 64 times
    const label = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="50mm" height="20mm"><rect width="9" height="9"/></svg>',
    );
    expect(await acceptImage(label)).toMatchObject({ contentType: 'image/png', width: 142, height: 57 });
  });

  it('fetches nothing an SVG points at: neither a web address nor a local file', async () => {
    let requests = 0;
    const server = http.createServer((_request, response) => {
      requests += 1;
      response.end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'suki-media-'));
    const secret = path.join(directory, 'secret.png');
    await fs.writeFile(secret, await solid(10, 10, '#00ff00').png().toBuffer());
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
        xmlns:xi="http://www.w3.org/2001/XInclude" width="100" height="100">
        <rect width="100" height="100" fill="#ffffff"/>
        <image href="http://127.0.0.1:${port}/tracker.png" width="50" height="50"/>
        <image xlink:href="file://${secret}" x="0" y="0" width="100" height="100"/>
        <use href="http://127.0.0.1:${port}/sprite.svg#icon"/>
        <xi:include href="http://127.0.0.1:${port}/included.txt" parse="text"/>
        <style>@import url("http://127.0.0.1:${port}/style.css");</style>
      </svg>`,
    );
    const accepted = await acceptImage(svg);
    const { data } = await rgba(accepted.data);
    // White everywhere: the green local file was not drawn.
    expect(data.every((value) => value === 255)).toBe(true);
    // An external entity is refused outright.
    const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY remote SYSTEM "http://127.0.0.1:${port}/entity">]>
      <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">&remote;</svg>`;
    expect(await refusal(Buffer.from(entity))).toEqual(unsupported);
    await new Promise((resolve) => server.close(resolve));
    expect(requests).toBe(0);
    await fs.rm(directory, { recursive: true });
  });
  it('draws no local file an SVG includes as text', async () => {
    const drawing = (text: string) =>
      acceptImage(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" width="200" height="100">
            <rect width="200" height="100" fill="white"/><text x="5" y="50" font-size="20">${text}</text></svg>`,
        ),
      ).then(async (accepted) => (await rgba(accepted.data)).data);
    const blank = await drawing('');
    expect((await drawing('hello')).equals(blank)).toBe(false); // text is drawn at all
    expect((await drawing('<xi:include href="/etc/hostname" parse="text"/>')).equals(blank)).toBe(true);
    expect((await drawing('<xi:include href="file:///etc/passwd" parse="text"/>')).equals(blank)).toBe(true);
  });
});

describe('decompression bombs', () => {
  it('refuses an SVG whose entities expand without end (a billion laughs) with 415, at once', async () => {
    const levels = 'abcdefghi';
    const entities = [...levels]
      .map((name, index) =>
        index === 0 ? `<!ENTITY a "laughing">` : `<!ENTITY ${name} "${`&${levels[index - 1]};`.repeat(10)}">`,
      )
      .join('');
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [${entities}]>
      <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text y="20">&i;</text></svg>`;
    expect(await refusal(Buffer.from(laughs))).toEqual(unsupported);
  });

  it('refuses a 20000 × 20000 PNG with 413 from its header, before decoding it', async () => {
    // 400 million pixels in 48 KB: one bit per pixel, every row zero (a filter byte and 2500 bytes).
    const bomb = pngOf(20_000, 20_000, 1, 0, Buffer.alloc(20_000 * 2_501));
    expect(bomb.length).toBeLessThan(100_000);
    const before = process.memoryUsage().rss;
    expect(await refusal(bomb)).toEqual(tooLarge);
    // Decoding would have taken 400 MB at least; refusing takes next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('takes a picture at the limit and refuses one pixel more, whatever its kind', async () => {
    expect(imagePixelsMax).toBe(50_000_000);
    expect(tooManyPixelsMessage).toBe(
      'Each image can be at most 50 megapixels (for example 8000 × 6000 pixels).',
    );
    // Headers only: the verdict comes before any pixel is read, so the pixels need not be there.
    const bmpHeader = (width: number, height: number) => bmpOf(width, height, 24, []);
    expect(await refusal(bmpHeader(10_000, 5_001))).toEqual(tooLarge);
    expect(await refusal(bmpHeader(10_000, 5_000))).toEqual(unsupported); // allowed size, rows missing
    const gif = Buffer.from(
      'GIF89a\x10\x27\x10\x27\x00\x00\x00,\x00\x00\x00\x00\x10\x27\x10\x27\x00\x02\x02D\x01\x00;',
      'latin1',
    );
    expect(await refusal(gif)).toEqual(tooLarge);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>');
    expect(await refusal(svg)).toEqual(tooLarge);
  });
});

describe('sample pictures', () => {
  it('are JPEGs of the asked size, the same for the same seed and different for another', async () => {
    const [first, again, other] = await Promise.all([
      sampleProductImage({ seed: 42, label: 'Abaca tote', width: 320, height: 240 }),
      sampleProductImage({ seed: 42, label: 'Abaca tote', width: 320, height: 240 }),
      sampleProductImage({ seed: 43, label: 'Abaca tote', width: 320, height: 240 }),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(await acceptImage(first)).toMatchObject({ contentType: 'image/jpeg', width: 320, height: 240 });
  });
});
