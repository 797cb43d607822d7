// GET /media/products/:key: only pictures a product holds, as stored or at spec §9's widths in the format
// the browser takes, made once on first request and kept; immutable caching with ETag and 304; removing a
// picture leaves no file; the sweep removes what no product holds and keeps what one does.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrc } from '#schemas/media';
import { imageWidths } from '#schemas/products';
import { orphanGraceMs } from '../../server/modules/onboarding/sweep.ts';
import { newStorageKey } from '../../server/modules/onboarding/storage.ts';
import { acceptImage, productImageUrl, removeImageFiles } from '../../server/modules/media/images.ts';
import { renditionKey, renditionKeys } from '../../server/modules/media/renditions.ts';
import { sampleProductImage } from '../../server/modules/media/samples.ts';
import { createLocalMediaStore, mediaDirectory } from '../../server/modules/media/store.ts';
import { sweepOrphanMedia } from '../../server/modules/media/sweep.ts';
import { call, expectError, startTestApp, type TestApp } from './support.ts';

const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let t: TestApp;
let productId: number;
/** Files stored without a product_images row by the tests below; the sweep must remove exactly these. */
const orphans: string[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const {
    rows: [seller],
  } = await t.database.pool.query<{ id: string }>(
    `insert into sellers (email, seller_name, sp_store_name, country, password_hash)
     values ('media@example.ph', 'Ana Santos', 'Ana''s Abaca', 'PH', 'not a hash') returning id`,
  );
  const {
    rows: [product],
  } = await t.database.pool.query<{ id: string }>(
    `insert into products (seller_id, name, description, price, sku, quantity, weight, length, width, height, search_text)
     values ($1, 'Abaca tote', 'Woven by hand', 89900, 'TOTE-1', 5, 400, 30, 10, 35, 'abaca tote tote-1') returning id`,
    [seller!.id],
  );
  productId = Number(product!.id);
});
afterAll(() => t.close());

const media = () => createLocalMediaStore(t.dataDir);

/** Accepts `bytes`, stores them under a new key and records a product_images row, as the products API does. */
async function productImage(bytes: Buffer) {
  const accepted = await acceptImage(bytes);
  const key = newStorageKey();
  await media().put(key, accepted.data);
  await t.database.pool.query(
    `insert into product_images (product_id, position, storage_key, content_type, width, height, size_bytes)
     values ($1, 0, $2, $3, $4, $5, $6)`,
    [productId, key, accepted.contentType, accepted.width, accepted.height, accepted.data.length],
  );
  return { key, accepted };
}

const get = (url: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, { headers });

async function picture(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  return { type: response.headers['content-type'], format, width, height };
}

const storedFiles = () => fs.readdir(mediaDirectory(t.dataDir)).catch(() => [] as string[]);

const madeLines = (key: string) =>
  logLines.filter((line) => line.includes('made an image size') && line.includes(key));

describe('which pictures are served', () => {
  it('serves a product picture as stored, cached for good', async () => {
    const { key, accepted } = await productImage(
      await sampleProductImage({ seed: 1, width: 900, height: 600 }),
    );
    const response = await get(productImageUrl(key));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(accepted.data)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${key}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The stored picture is the same whatever the browser takes.
    expect(response.headers.vary).toBeUndefined();
  });

  it('answers 404 for a key no product picture holds, even when a file is stored under it', async () => {
    const unknown = await get(productImageUrl(newStorageKey()));
    expect(expectError(unknown, 404, 'NOT_FOUND').error).toBe('This image does not exist.');
    // An upload whose product never committed: its file waits for the sweep and is never served.
    const orphan = newStorageKey();
    orphans.push(orphan);
    await media().put(orphan, await sampleProductImage({ seed: 2, width: 100, height: 100 }));
    expectError(await get(productImageUrl(orphan)), 404, 'NOT_FOUND');
    expectError(await get(`${productImageUrl(orphan)}?w=640`), 404, 'NOT_FOUND');
  });

  it('refuses a key that is no storage key, and a width that is not one of spec §9, with 400', async () => {
    expectError(await get('/media/products/..%2F..%2Fetc%2Fpasswd'), 400, 'VALIDATION_FAILED');
    expectError(await get('/media/products/not-a-key'), 400, 'VALIDATION_FAILED');
    const { key } = await productImage(await sampleProductImage({ seed: 3, width: 300, height: 300 }));
    for (const width of ['700', 'abc', '0', '-640', '640.5', '']) {
      const refused = expectError(await get(`${productImageUrl(key)}?w=${width}`), 400, 'VALIDATION_FAILED');
      expect(refused.fields).toEqual({ w: 'w must be one of 640, 750, 828, 1080, 1200, 1920, 2048, 3840' });
    }
  });

  it('serves an SVG only as the picture drawn from it: no script in any answer', async () => {
    const { key } = await productImage(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><script>alert(1)</script><circle cx="40" cy="40" r="30" fill="teal"/></svg>',
      ),
    );
    for (const [url, accept, format] of [
      [productImageUrl(key), chrome, 'png'],
      [`${productImageUrl(key)}?w=640`, chrome, 'heif'],
      [`${productImageUrl(key)}?w=640`, 'image/webp', 'webp'],
      [`${productImageUrl(key)}?w=640`, '*/*', 'png'],
    ] as const) {
      const response = await get(url, { accept });
      expect((await picture(response)).format).toBe(format);
      expect(response.rawPayload.includes('<script')).toBe(false);
      expect(response.rawPayload.includes('alert')).toBe(false);
    }
  });
});

describe('sizes', () => {
  it('answers each width in the format the browser takes: AVIF up to 1920, WebP, else the original format', async () => {
    const { key } = await productImage(await sampleProductImage({ seed: 4, width: 3000, height: 2000 }));
    const url = productImageUrl(key);
    const cases = [
      [640, chrome, 'image/avif', 'heif', 427],
      [1920, chrome, 'image/avif', 'heif', 1280],
      [2048, chrome, 'image/webp', 'webp', 1365],
      [1080, 'image/webp,*/*', 'image/webp', 'webp', 720],
      [750, 'image/avif;q=0, image/webp', 'image/webp', 'webp', 500],
      [828, '*/*', 'image/jpeg', 'jpeg', 552],
      [1200, 'image/*', 'image/jpeg', 'jpeg', 800],
    ] as const;
    for (const [width, accept, type, format, height] of cases) {
      const response = await get(imageSrc(url, width), { accept });
      expect(await picture(response), `${width} ${accept}`).toEqual({ type, format, width, height });
      expect(response.headers.vary).toBe('Accept');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never enlarges: every width from the picture’s own up shares one size at the picture’s width', async () => {
    const { key } = await productImage(await sampleProductImage({ seed: 5, width: 1000, height: 500 }));
    const url = productImageUrl(key);
    const tags = new Set<string>();
    for (const width of imageWidths.filter((candidate) => candidate >= 1000)) {
      const response = await get(imageSrc(url, width), { accept: 'image/webp' });
      expect(await picture(response)).toMatchObject({ format: 'webp', width: 1000, height: 500 });
      tags.add(String(response.headers.etag));
    }
    expect(tags).toEqual(new Set([`"${renditionKey(key, 1080, 'webp')}"`]));
    expect(await picture(await get(imageSrc(url, 828), { accept: 'image/webp' }))).toMatchObject({
      width: 828,
    });
  });

  it('keeps every frame of an animated GIF (WebP, or GIF for a browser without it; never AVIF)', async () => {
    const frames = Buffer.concat([Buffer.alloc(800 * 400 * 3, 0xff), Buffer.alloc(800 * 400 * 3, 0x40)]);
    const gif = await sharp(frames, { raw: { width: 800, height: 800, channels: 3, pageHeight: 400 } })
      .gif()
      .toBuffer();
    const { key } = await productImage(gif);
    for (const [accept, format] of [
      [chrome, 'webp'],
      ['*/*', 'gif'],
    ] as const) {
      const response = await get(`${productImageUrl(key)}?w=640`, { accept });
      const metadata = await sharp(response.rawPayload, { animated: true }).metadata();
      expect([metadata.format, metadata.width, metadata.pageHeight, metadata.pages]).toEqual([
        format,
        640,
        320,
        2,
      ]);
    }
  });

  it('answers 304 to a browser that has the same version, and the full picture to one that has another', async () => {
    const { key } = await productImage(await sampleProductImage({ seed: 6, width: 700, height: 700 }));
    const url = `${productImageUrl(key)}?w=640`;
    const first = await get(url, { accept: chrome });
    const etag = String(first.headers.etag);
    expect(etag).toBe(`"${renditionKey(key, 640, 'avif')}"`);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { accept: chrome, 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The WebP version is another version: a browser holding the AVIF one gets it whole.
    const webp = await get(url, { accept: 'image/webp', 'if-none-match': etag });
    expect((await picture(webp)).format).toBe('webp');
    const original = await get(productImageUrl(key), { 'if-none-match': `"${key}"` });
    expect(original.statusCode).toBe(304);
  });

  it('makes a size once on its first requests, however many arrive together, and keeps it', async () => {
    const { key } = await productImage(await sampleProductImage({ seed: 7, width: 2000, height: 2000 }));
    const url = `${productImageUrl(key)}?w=1080`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => get(url, { accept: 'image/webp' })));
    const made = renditionKey(key, 1080, 'webp')!;
    for (const response of responses) {
      expect(await picture(response)).toMatchObject({ format: 'webp', width: 1080 });
      expect(response.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    }
    expect(madeLines(made)).toHaveLength(1);
    // Kept in the media store under its own key; later requests read it from there.
    const stored = await media().get(made);
    expect(stored).not.toBeNull();
    stored!.destroy();
    await get(url, { accept: 'image/webp' });
    expect(madeLines(made)).toHaveLength(1);
    // Another format is another size, made once too.
    await Promise.all([get(url, { accept: '*/*' }), get(url, { accept: '*/*' })]);
    expect(madeLines(renditionKey(key, 1080, 'source')!)).toHaveLength(1);
  });
});

describe('removing and sweeping', () => {
  it('removeImageFiles leaves nothing of a picture: neither it nor any size made of it', async () => {
    const kept = await productImage(await sampleProductImage({ seed: 8, width: 1300, height: 900 }));
    const removed = await productImage(await sampleProductImage({ seed: 9, width: 1300, height: 900 }));
    for (const { key } of [kept, removed]) {
      for (const accept of [chrome, 'image/webp', '*/*']) {
        for (const width of [640, 1200, 2048] as const)
          await get(imageSrc(productImageUrl(key), width), { accept });
      }
    }
    const ofRemoved = [removed.key, ...renditionKeys(removed.key)];
    // The original and 3 × 3 sizes (2048 asks for more than the picture has: it gets the 1920 size).
    expect((await storedFiles()).filter((name) => ofRemoved.includes(name))).toHaveLength(10);
    await removeImageFiles(media(), removed.key);
    expect((await storedFiles()).filter((name) => ofRemoved.includes(name))).toEqual([]);
    const ofKept = [kept.key, ...renditionKeys(kept.key)];
    expect((await storedFiles()).filter((name) => ofKept.includes(name))).toHaveLength(10);
    // Removing again, or what was never there, is no error.
    await removeImageFiles(media(), removed.key);
  });

  it('the sweep removes files no product picture holds and the sizes of gone pictures, after the grace only', async () => {
    const store = media();
    const held = await productImage(await sampleProductImage({ seed: 10, width: 700, height: 700 }));
    await get(`${productImageUrl(held.key)}?w=640`, { accept: 'image/webp' });
    const orphan = newStorageKey();
    await store.put(orphan, await sampleProductImage({ seed: 11, width: 50, height: 50 }));
    const orphanSize = renditionKey(orphan, 640, 'webp')!;
    orphans.push(orphan, orphanSize);
    await store.put(orphanSize, Buffer.from('a size of a picture whose product is gone'));
    await fs.writeFile(path.join(mediaDirectory(t.dataDir), '.partial-abandoned'), 'half');
    const before = await storedFiles();
    expect(before).toEqual(expect.arrayContaining([orphan, orphanSize, '.partial-abandoned']));

    expect(await sweepOrphanMedia(store, t.database)).toEqual({ unfinished: 0, orphans: 0 });
    const later = new Date(Date.now() + orphanGraceMs + 60_000);
    const swept = await sweepOrphanMedia(store, t.database, later);
    const after = await storedFiles();
    expect(after).toEqual(expect.arrayContaining([held.key, renditionKey(held.key, 640, 'webp')]));
    // Exactly the orphans and the half-written file went; every other file is a product's picture or its size.
    expect(swept).toEqual({ unfinished: 1, orphans: orphans.length });
    expect(before.filter((name) => !after.includes(name)).sort()).toEqual(
      [...orphans, '.partial-abandoned'].sort(),
    );
  });

  it('sweeps when the server starts', async () => {
    const fresh = await startTestApp();
    try {
      const store = createLocalMediaStore(fresh.dataDir);
      const orphan = newStorageKey();
      await store.put(orphan, Buffer.from('left by a crash'));
      const file = path.join(mediaDirectory(fresh.dataDir), orphan);
      const old = new Date(Date.now() - orphanGraceMs - 60_000);
      await fs.utimes(file, old, old);
      await fresh.app.ready();
      await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await fresh.close();
    }
  });
});
