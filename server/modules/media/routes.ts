// /media: the catalog's public pictures and the campaigns' cover photos, as stored or at the widths of spec §9
// (decisions 017 and 038). Only keys a product_images, order_lines or campaign_covers row holds are served (an
// order keeps its picture, decision 024); the sizes are made on first request and kept in the media store.
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaImageParamsSchema, mediaImageQuerySchema } from '#schemas/media';
import { imageWidths } from '#schemas/products';
import type { Database } from '../../db/client.ts';
import { errorResponses, notFound } from '../../lib/errors.ts';
import { coverOf } from '../campaigns/covers.ts';
import { orphanGraceMs, sweepDocumentsWhileRunning } from '../onboarding/sweep.ts';
import { orderLines } from '../orders/table.ts';
import { productImages } from '../products/table.ts';
import { imageWork, type ImageContentType } from './images.ts';
import { makeRendition, renditionFor, type ImageWidth, type Original, type Rendition } from './renditions.ts';
import type { MediaStore } from './store.ts';
import { sweepOrphanMedia } from './sweep.ts';

export type MediaRoutesOptions = { database: Database; media: MediaStore };

const imageContentTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

const noSuchImage = () => notFound('This image does not exist.');

/** Whether the caller's If-None-Match already names `etag` (or any version, with `*`). */
const alreadyHas = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });

/**
 * Answers with bytes that never change under their key: cached for a year without asking again, and
 * their ETag is the key itself, so a revalidation costs no read of the store.
 */
function sendImmutable(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  image: { key: string; contentType: string; varies: boolean },
  read: () => Promise<Readable | Buffer | null>,
) {
  const etag = `"${image.key}"`;
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
  // The same URL is answered in another format for another Accept.
  if (image.varies) reply.header('vary', 'Accept');
  if (alreadyHas(ifNoneMatch, etag)) return reply.code(304).send();
  return read().then((bytes) => {
    if (!bytes) throw noSuchImage();
    return reply.header('content-type', image.contentType).send(bytes);
  });
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { database, media }) => {
  sweepDocumentsWhileRunning(app, { sweepOrphans: () => sweepOrphanMedia(media, database) }, orphanGraceMs);

  // A product's picture, or an order's copy of one whose product has since let it go.
  const originalOf = async (key: string): Promise<Original | null> => {
    const [row] = await database.db
      .select({ contentType: productImages.contentType, width: productImages.width })
      .from(productImages)
      .where(eq(productImages.storageKey, key))
      .unionAll(
        database.db
          .select({
            contentType: sql<string>`${orderLines.imageContentType}`,
            width: sql<number>`${orderLines.imageWidth}`,
          })
          .from(orderLines)
          .where(eq(orderLines.imageKey, key)),
      )
      .limit(1);
    if (!row || !imageContentTypes.includes(row.contentType)) return null;
    return { key, contentType: row.contentType as ImageContentType, width: row.width };
  };

  // One maker per rendition in this process: concurrent first requests wait for the same one. (Two
  // processes may both make it; the store's atomic put lets the second replace the first with equal bytes.)
  const making = new Map<string, Promise<Buffer | null>>();
  const made = (original: Original, rendition: Rendition): Promise<Buffer | null> => {
    let job = making.get(rendition.key);
    if (!job) {
      job = (async () => {
        // A maker that finished between this request's miss and now has left its bytes in the store.
        const existing = await media.get(rendition.key);
        if (existing) return buffer(existing);
        const bytes = await imageWork.run(() => makeRendition(media, original, rendition));
        if (bytes) {
          await media.put(rendition.key, bytes);
          app.log.info(
            { key: rendition.key, width: rendition.width, format: rendition.format },
            'made an image size',
          );
        }
        return bytes;
      })().finally(() => making.delete(rendition.key));
      making.set(rendition.key, job);
    }
    return job;
  };

  /** Answers `original` as stored, or at the width `?w=` asks for in a format the browser takes. */
  const sendPicture = (
    request: Pick<FastifyRequest, 'headers'> & { query: { w?: ImageWidth } },
    reply: FastifyReply,
    original: Original | null,
  ) => {
    if (!original) throw noSuchImage();
    const ifNoneMatch = request.headers['if-none-match'];
    const width = request.query.w;
    const rendition = width === undefined ? null : renditionFor(original, width, request.headers.accept);
    if (!rendition) {
      return sendImmutable(reply, ifNoneMatch, { ...original, varies: false }, () => media.get(original.key));
    }
    return sendImmutable(
      reply,
      ifNoneMatch,
      { ...rendition, varies: true },
      async () => (await media.get(rendition.key)) ?? made(original, rendition),
    );
  };

  const sizes = `Without \`w\`, the picture as stored (JPEG, PNG, WebP or GIF). With \`w\` (one of ${imageWidths.join(', ')}), at that width or the picture's own when smaller, as AVIF (up to 1920) or WebP when Accept names them, else in the stored format; quality 75. Immutable: cached for a year, ETag, Vary: Accept.`;
  const pictureSchema = {
    tags: ['media'],
    params: mediaImageParamsSchema,
    querystring: mediaImageQuerySchema,
    produces: ['image/avif', 'image/webp', ...imageContentTypes],
    response: { 200: z.any().describe('The picture'), 304: z.null(), ...errorResponses },
  };

  app.get(
    '/products/:key',
    {
      config: { public: true },
      schema: {
        ...pictureSchema,
        summary: 'A product picture, as stored or at one of the widths of spec §9',
        description: `Public. ${sizes} 404 for a key no product image holds.`,
      },
    },
    async (request, reply) => sendPicture(request, reply, await originalOf(request.params.key)),
  );

  app.get(
    '/campaigns/:key',
    {
      config: { public: true },
      schema: {
        ...pictureSchema,
        summary: "A campaign's cover photo, as stored or at one of the widths of spec §9",
        description: `Public. ${sizes} 404 for a key no uploaded cover holds.`,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const cover = await coverOf(database, key);
      return sendPicture(
        request,
        reply,
        cover && imageContentTypes.includes(cover.contentType)
          ? { key, contentType: cover.contentType as ImageContentType, width: cover.width }
          : null,
      );
    },
  );
};
