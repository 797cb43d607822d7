// Campaign cover photos (issue 14, decision 038): uploaded through POST /api/admin/campaigns/cover, judged by
// their bytes and re-encoded like product pictures (JPEG and PNG kept, SVG rasterised, a text file 415, a bomb
// or more than 10 MB 413, nothing stored after a refusal), served at /media/campaigns with the sizes of spec §9,
// immutable with 304; the sweep removes covers no campaign holds once the grace has passed, never a held one.
import fs from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignCoverResponseSchema, campaignCoverUrl, coverKeyOf } from '#schemas/campaigns';
import { imageSrc } from '#schemas/media';
import { productImageBytesMax } from '#schemas/products';
import { tooManyPixelsMessage, unsupportedImageMessage } from '../../server/modules/media/images.ts';
import { renditionKey } from '../../server/modules/media/renditions.ts';
import { createLocalMediaStore, mediaDirectory } from '../../server/modules/media/store.ts';
import { sweepOrphanMedia } from '../../server/modules/media/sweep.ts';
import { newStorageKey } from '../../server/modules/onboarding/storage.ts';
import { orphanGraceMs } from '../../server/modules/onboarding/sweep.ts';
import {
  coverUrl,
  createCampaign,
  deleteCampaign,
  jpegOf,
  putCampaign,
  campaignBody,
  startCampaignsApp,
  uploadCoverFile,
  type CampaignsTestApp,
} from './campaigns-admin-fixture.ts';
import { send } from './onboarding-fixture.ts';
import { call, expectError } from './support.ts';

const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let t: CampaignsTestApp;

beforeAll(async () => {
  t = await startCampaignsApp();
});
afterAll(() => t?.close());

const storedFiles = () => fs.readdir(mediaDirectory(t.dataDir)).catch(() => [] as string[]);
const coverRows = async () =>
  (await t.database.pool.query<{ storage_key: string }>('select storage_key from campaign_covers')).rows.map(
    (row) => row.storage_key,
  );

/** Uploads `data` and expects a refusal; nothing may be stored by it. */
async function refused(data: Buffer, status: number, code: string) {
  const [files, rows] = [await storedFiles(), await coverRows()];
  const body = expectError(await uploadCoverFile(t, { filename: 'cover.png', data }), status, code);
  expect(await storedFiles()).toEqual(files);
  expect(await coverRows()).toEqual(rows);
  return body;
}

/** A PNG made by hand, so its header may claim any size. */
function pngOf(width: number, height: number, pixels: Buffer) {
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
  header.writeUInt8(1, 8);
  header.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const get = (url: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, { headers });

describe('uploading a cover', () => {
  it('takes a JPEG and serves it at its URL as stored, cached for good', async () => {
    const url = await coverUrl(t, await jpegOf(1, 1600, 800));
    const key = coverKeyOf(url)!;
    expect(url).toBe(campaignCoverUrl(key));
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${key}"`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600 });
    expect(await coverRows()).toContain(key);
  });

  it('takes a PNG, and rasterises an SVG so its script is never served', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#08f8' } })
      .png()
      .toBuffer();
    const pngResponse = await get(await coverUrl(t, png));
    expect(await sharp(pngResponse.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300 });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><script>alert(1)</script><rect width="120" height="60" fill="teal"/></svg>',
    );
    const url = await coverUrl(t, svg);
    for (const [address, accept] of [
      [url, chrome],
      [imageSrc(url, 640), chrome],
    ] as const) {
      const response = await get(address, { accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).not.toContain('svg');
      expect(response.rawPayload.includes('<script')).toBe(false);
    }
    expect((await get(url)).headers['content-type']).toBe('image/png');
  });

  it('refuses a text file with 415 under the image field, storing nothing', async () => {
    const body = await refused(
      Buffer.from('Just some words, not a picture.\n'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(body).toMatchObject({
      error: unsupportedImageMessage,
      fields: { image: unsupportedImageMessage },
    });
  });

  it('refuses a decompression bomb with 413 from its header, storing nothing', async () => {
    const bomb = pngOf(20_000, 20_000, Buffer.alloc(20_000 * 2_501));
    expect(bomb.length).toBeLessThan(100_000);
    const body = await refused(bomb, 413, 'PAYLOAD_TOO_LARGE');
    expect(body).toMatchObject({ error: tooManyPixelsMessage, fields: { image: tooManyPixelsMessage } });
  });

  it('takes a file of 10 MB and refuses one byte more with 413', async () => {
    const jpeg = await jpegOf(2, 100, 100);
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    expect(productImageBytesMax).toBe(10 * 1024 * 1024);
    await coverUrl(t, padded(productImageBytesMax));
    const body = await refused(padded(productImageBytesMax + 1), 413, 'PAYLOAD_TOO_LARGE');
    expect(body.fields).toEqual({ image: 'The cover photo can be at most 10 MB' });
  });

  it('asks for exactly one file part named image, sent as form data', async () => {
    const jpeg = await jpegOf(3, 100, 100);
    const [files, rows] = [await storedFiles(), await coverRows()];
    const none = expectError(
      await send(t.app, 'POST', '/api/admin/campaigns/cover', t.adminToken, [['caption', 'hello']]),
      400,
      'VALIDATION_FAILED',
    );
    expect(none.fields).toEqual({ image: 'Cover photo is required' });
    expect(
      expectError(await uploadCoverFile(t, { filename: 'a.jpg', data: jpeg }, 'photo'), 400, 'BAD_REQUEST')
        .error,
    ).toBe('Send the cover photo as one file part named image.');
    expectError(
      await send(t.app, 'POST', '/api/admin/campaigns/cover', t.adminToken, [
        ['image', { filename: 'a.jpg', data: jpeg }],
        ['image', { filename: 'b.jpg', data: jpeg }],
      ]),
      400,
      'BAD_REQUEST',
    );
    const json = await call(t.app, 'POST', '/api/admin/campaigns/cover', {
      token: t.adminToken,
      body: { image: 'data:image/png;base64,AAAA' },
    });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await storedFiles()).toEqual(files);
    expect(await coverRows()).toEqual(rows);
  });
});

describe('serving covers', () => {
  it('answers each width in the format the browser takes, never larger than the cover, and 304 when it has it', async () => {
    const url = await coverUrl(t, await jpegOf(4, 1000, 500));
    const key = coverKeyOf(url)!;
    const avif = await get(imageSrc(url, 640), { accept: chrome });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 640, height: 320 });
    const webp = await get(imageSrc(url, 1920), { accept: 'image/webp' });
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1000 });
    const jpeg = await get(imageSrc(url, 750), { accept: '*/*' });
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 750 });

    const etag = `"${renditionKey(key, 640, 'avif')}"`;
    expect(avif.headers.etag).toBe(etag);
    const again = await get(imageSrc(url, 640), { accept: chrome, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(url, { 'if-none-match': `"${key}"` })).statusCode).toBe(304);
  });

  it('serves only uploaded covers there: not a product picture, not an unknown key', async () => {
    expect(expectError(await get(campaignCoverUrl(newStorageKey())), 404, 'NOT_FOUND').error).toBe(
      'This image does not exist.',
    );
    // A file in the media store without a cover row (a product's, an unfinished upload's) is not a cover.
    const stray = newStorageKey();
    await createLocalMediaStore(t.dataDir).put(stray, await jpegOf(5, 50, 50));
    expectError(await get(campaignCoverUrl(stray)), 404, 'NOT_FOUND');
    // And a cover is not a product picture.
    const cover = coverKeyOf(await coverUrl(t))!;
    expectError(await get(`/media/products/${cover}`), 404, 'NOT_FOUND');
    expectError(await get('/media/campaigns/not-a-key'), 400, 'VALIDATION_FAILED');
    expectError(await get(`${campaignCoverUrl(cover)}?w=700`), 400, 'VALIDATION_FAILED');
    await createLocalMediaStore(t.dataDir).delete(stray);
  });
});

describe('the sweep', () => {
  const later = () => new Date(Date.now() + orphanGraceMs + 60_000);
  const sizesOf = (key: string) =>
    storedFiles().then((files) =>
      files.filter((file) => file === key || file === renditionKey(key, 640, 'webp')),
    );

  it('removes covers no campaign holds once the grace has passed, with their sizes; keeps held and young ones', async () => {
    // Every cover so far is unheld; a campaign holds one, another one is replaced, another's campaign deleted.
    const heldUrl = await coverUrl(t);
    const replacedUrl = await coverUrl(t);
    const deletedUrl = await coverUrl(t);
    const held = await createCampaign(t, { backgroundImageUrl: replacedUrl });
    const edited = await putCampaign(t, held.id, campaignBody(heldUrl));
    expect(edited.statusCode, edited.body).toBe(200);
    const gone = await createCampaign(t, { backgroundImageUrl: deletedUrl });
    expect((await deleteCampaign(t, gone.id)).statusCode).toBe(200);
    const heldKey = coverKeyOf(heldUrl)!;
    await get(imageSrc(heldUrl, 640), { accept: 'image/webp' });
    const replacedKey = coverKeyOf(replacedUrl)!;
    await get(imageSrc(replacedUrl, 640), { accept: 'image/webp' });
    expect(await sizesOf(replacedKey)).toHaveLength(2);

    // Within the grace nothing goes.
    const rows = await coverRows();
    await sweepOrphanMedia(createLocalMediaStore(t.dataDir), t.database);
    expect(await coverRows()).toEqual(rows);
    expect(rows.length).toBeGreaterThan(3);

    await sweepOrphanMedia(createLocalMediaStore(t.dataDir), t.database, later());
    expect(await coverRows()).toEqual([heldKey]);
    expect(await sizesOf(replacedKey)).toEqual([]);
    expect(await sizesOf(coverKeyOf(deletedUrl)!)).toEqual([]);
    expect((await sizesOf(heldKey)).toSorted()).toEqual(
      [heldKey, renditionKey(heldKey, 640, 'webp')].toSorted(),
    );
    expect((await get(heldUrl)).statusCode).toBe(200);
    expect((await get(replacedUrl)).statusCode).toBe(404);
  });

  it('never takes a cover a campaign being saved holds, and such a save after the sweep asks for a cover', async () => {
    const url = await coverUrl(t);
    const key = coverKeyOf(url)!;
    // A save in flight holds the cover (as holdCover does) while the sweep runs.
    const saving = await t.database.pool.connect();
    try {
      await saving.query('begin');
      await saving.query('select 1 from campaign_covers where storage_key = $1 for share', [key]);
      await sweepOrphanMedia(createLocalMediaStore(t.dataDir), t.database, later());
      expect(await coverRows()).toContain(key);
      expect(await storedFiles()).toContain(key);
      await saving.query('commit');
    } finally {
      saving.release();
    }
    expect(await coverRows()).toContain(key);
    await sweepOrphanMedia(createLocalMediaStore(t.dataDir), t.database, later());
    expect(await coverRows()).not.toContain(key);
    const late = expectError(await putCampaign(t, 999_999, campaignBody(url)), 400, 'VALIDATION_FAILED');
    expect(late.fields).toEqual({ backgroundImageUrl: 'Cover photo is required' });
    expect(
      expectError(
        await call(t.app, 'POST', '/api/admin/campaigns', { token: t.adminToken, body: campaignBody(url) }),
        400,
        'VALIDATION_FAILED',
      ).fields,
    ).toEqual({ backgroundImageUrl: 'Cover photo is required' });
  });
});

describe('the answer', () => {
  it('is the shared schema’s, 201', async () => {
    const response = await uploadCoverFile(t, { filename: 'cover.jpg', data: await jpegOf(9, 200, 100) });
    expect(response.statusCode).toBe(201);
    expect(campaignCoverResponseSchema.parse(response.json()).data.url).toMatch(
      /^\/media\/campaigns\/[0-9a-f-]{36}$/,
    );
  });
});
