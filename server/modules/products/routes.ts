// /api/products (a seller's catalog) and /api/admin/products (the admins' review). (Issue 11, decision 016.)
// Validates with the shared schemas, hands each request to one use case of the product service and answers
// its outcome. Pictures stream in as file parts: each is read (10 MB at most), checked by its bytes and stored
// as it arrives, so a refused part stores nothing, and a request that fails later removes what it stored.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyContextConfig, FastifyRequest, onErrorAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '#schemas/api';
import {
  productCountQuerySchema,
  productCountResponseSchema,
  productCreateSchema,
  productEditSchema,
  productImagesMax,
  productListQuerySchema,
  productListResponseSchema,
  productParamsSchema,
  productResponseSchema,
  productReviewBodySchema,
  productReviewPageSchema,
  productReviewQuerySchema,
  productReviewResponseSchema,
  productStatus,
  variantBodySchema,
  variantParamsSchema,
} from '#schemas/products';
import { currentAdmin, currentSeller } from '../../lib/access.ts';
import { okAnswer } from '../../lib/answers.ts';
import type { ModuleContext } from '../../lib/context.ts';
import { badRequest, conflict, errorResponses, fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { formRoutes } from '../../lib/multipart.ts';
import { valueOf, type RefusalStatus } from '../../lib/outcome.ts';
import { readImagePart, removeImageFiles } from '../media/images.ts';
import type { MediaStore } from '../media/store.ts';
import { newStorageKey } from '../onboarding/storage.ts';
import { requireApprovedSeller } from '../onboarding/approval.ts';
import { createProductService, decodeCursor, type ProductService, type UploadedImage } from './service.ts';

export type ProductRoutesOptions = ModuleContext & { media: MediaStore };

type Refusals<Method extends keyof ProductService> = RefusalStatus<
  Awaited<ReturnType<ProductService[Method]>>
>;

/** The same answer for a product that does not exist and one of another seller: neither is confirmed. */
const noSuchProduct = () => notFound('There is no such product.');

/** A 409 that also names the field, so the form shows it under the SKU that clashed. */
const skuTaken = ({ sku, field }: { sku: string; field: string }) => {
  const message = `The SKU ${sku} is already used by another of your products or variants. Each needs its own SKU.`;
  return new HttpError(409, 'CONFLICT', message, { [field]: message });
};

const unknownImage = ({ field }: { field: string }) =>
  fieldError(field, "Choose one of this product's images.");

const tooManyImages = `A product can have at most ${productImagesMax} images`;

const clash = () =>
  conflict('Each product and variant needs its own SKU, and each variant its own combination of options.');

const saveRefusals: Refusals<'update'> = {
  notFound: noSuchProduct,
  clash,
  unknownCategory: () => fieldError('productCategoryIds', 'Please choose a category'),
  skuTaken,
  unknownImage,
  tooManyImages: () => fieldError('images', tooManyImages),
};
const createRefusals: Refusals<'create'> = {
  unknownCategory: saveRefusals.unknownCategory,
  clash,
  skuTaken,
  unknownImage,
};

const variantRefusals: Refusals<'updateVariant'> = {
  notFound: noSuchProduct,
  clash,
  notACombination: () => fieldError('option1', 'Please enter a valid value'),
  variantExists: ({ name }) => conflict(`This product already has the variant ${name}.`),
  unknownImage,
  skuTaken,
};

const reviewRefusals: Refusals<'review'> = {
  notFound: noSuchProduct,
  notPending: ({ status }) =>
    conflict(
      `This product was already ${status === productStatus.approved ? 'approved' : 'rejected'}. Only products pending review can be decided.`,
    ),
};

/** A product's or variant's id from its path: anything but a positive whole number names no product (404). */
function idOf(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw noSuchProduct();
  return Number(text);
}

/** The pictures each request stored, in the order they arrived, until a use case made them a product's. */
const uploadsOf = new WeakMap<FastifyRequest, UploadedImage[]>();

/** Route config: file parts named `field` become stored pictures; any other file part is refused unread. */
function imageUploads(
  media: MediaStore,
  field: 'images' | 'newImages',
): Pick<FastifyContextConfig, 'receiveFile'> {
  return {
    async receiveFile(part: MultipartFile, request: FastifyRequest) {
      const stored = uploadsOf.get(request) ?? [];
      uploadsOf.set(request, stored);
      if (part.fieldname !== field) {
        part.file.resume();
        throw badRequest(`Send pictures as file parts named ${field}.`);
      }
      const { image } = await readImagePart(part, field);
      const upload: UploadedImage = {
        storageKey: newStorageKey(),
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        sizeBytes: image.data.length,
      };
      await media.put(upload.storageKey, image.data);
      stored.push(upload);
      return upload;
    },
  };
}

/** The variant routes take text fields only: a file part is refused before a byte of it is kept. */
const noFiles: Pick<FastifyContextConfig, 'receiveFile'> = {
  async receiveFile(part) {
    part.file.resume();
    throw badRequest('This form takes no files: choose one of the product’s images by its id.');
  },
};

/** The pictures a request stored, handed to a use case; once it succeeds they are the product's. */
const takeUploads = (request: FastifyRequest) => uploadsOf.get(request) ?? [];
const keepUploads = (request: FastifyRequest) => uploadsOf.delete(request);

const formDescription = (files: string) =>
  `multipart/form-data (or JSON without pictures). Text fields as form fields; productTag ${files}; productCategoryIds, options and variants as JSON text. A variant's image is {"id"} of a picture of the product or {"newImage": n}, the n-th file uploaded with this request. Pictures: JPEG, PNG, GIF, WebP, BMP, TIFF, ICO or SVG (told by their bytes, not their names; SVG is stored rasterised), at most 10 MB and 50 megapixels each, at most ${productImagesMax} per product: 415 or 413 otherwise, with nothing stored. 403 AWAITING_APPROVAL until the seller's account is approved; 409 naming a SKU the seller already uses.`;

export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (
  app,
  { database, media },
) => {
  const products = createProductService({ database, media });
  const seller = { onRequest: requireApprovedSeller };

  app.get(
    '/products',
    {
      ...seller,
      schema: {
        tags: ['products'],
        summary:
          "A page of the seller's products: newest first unless sortBy/sortOrder say otherwise, filtered by status and by a search of name, SKUs and tags (any case, with or without accents, part of a word)",
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await products.list(currentSeller(request).id, request.query) }),
  );

  app.get(
    '/products/count',
    {
      ...seller,
      schema: {
        tags: ['products'],
        summary: "How many of the seller's products match the search and status (the list's filters)",
        querystring: productCountQuerySchema,
        response: { 200: productCountResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { count: await products.count(currentSeller(request).id, request.query) } }),
  );

  app.get(
    '/products/:id',
    {
      ...seller,
      schema: {
        tags: ['products'],
        summary: "One of the seller's products (404 for any other)",
        params: productParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const product = await products.get(currentSeller(request).id, idOf(request.params.id));
      if (!product) throw noSuchProduct();
      return { data: product };
    },
  );

  app.delete(
    '/products/:id',
    {
      ...seller,
      schema: {
        tags: ['products'],
        summary: 'Delete a product with its variants and pictures',
        params: productParamsSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const removed = await products.remove(currentSeller(request).id, idOf(request.params.id), request.log);
      valueOf(removed, { notFound: noSuchProduct });
      return okAnswer;
    },
  );

  app.delete(
    '/products/:id/variants/:variantId',
    {
      ...seller,
      schema: {
        tags: ['products'],
        summary:
          'Delete a variant; answers the product (its stock is the sum of the rest). 409 for the last one: remove the options instead',
        params: variantParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      const removed = await products.removeVariant(currentSeller(request).id, idOf(id), idOf(variantId));
      return {
        data: valueOf(removed, {
          notFound: noSuchProduct,
          lastVariant: () =>
            conflict(
              'A product with options keeps at least one variant. To sell it without variants, remove its options.',
            ),
        }),
      };
    },
  );

  await formRoutes(app, (forms) => {
    // A request that fails after storing pictures removes them before it is answered.
    const discardUploads: onErrorAsyncHookHandler = async (request) => {
      await Promise.allSettled(
        takeUploads(request).map((upload) => removeImageFiles(media, upload.storageKey)),
      );
      keepUploads(request);
    };
    forms.addHook('onError', discardUploads);

    forms.post(
      '/products',
      {
        ...seller,
        config: imageUploads(media, 'images'),
        schema: {
          tags: ['products'],
          summary: 'Create a product, pending review; pictures as repeated file parts named images',
          description: formDescription('as one comma-separated text'),
          consumes: ['multipart/form-data', 'application/json'],
          body: productCreateSchema,
          response: { 201: productResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const created = await products.create(currentSeller(request).id, request.body, takeUploads(request));
        const product = valueOf(created, createRefusals);
        keepUploads(request);
        return reply.code(201).send({ data: product });
      },
    );

    forms.put(
      '/products/:id',
      {
        ...seller,
        config: imageUploads(media, 'newImages'),
        schema: {
          tags: ['products'],
          summary:
            'Update a product: images is the JSON list of the kept pictures ({id}) in display order, new ones follow as file parts named newImages. A new name, description, tags, pictures, category or options send an approved or rejected product back to review',
          description: formDescription('as a JSON list of strings'),
          consumes: ['multipart/form-data', 'application/json'],
          params: productParamsSchema,
          body: productEditSchema,
          response: { 200: productResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const id = idOf(request.params.id);
        const updated = await products.update(
          currentSeller(request).id,
          id,
          request.body,
          takeUploads(request),
          request.log,
        );
        const product = valueOf(updated, saveRefusals);
        keepUploads(request);
        return { data: product };
      },
    );

    forms.post(
      '/products/:id/variants',
      {
        ...seller,
        config: noFiles,
        schema: {
          tags: ['products'],
          summary:
            "Add a variant: a combination of the product's option values no variant has yet (409 otherwise); answers the product",
          consumes: ['multipart/form-data', 'application/json'],
          params: productParamsSchema,
          body: variantBodySchema,
          response: { 201: productResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const added = await products.addVariant(
          currentSeller(request).id,
          idOf(request.params.id),
          request.body,
        );
        return reply.code(201).send({ data: valueOf(added, variantRefusals) });
      },
    );

    forms.put(
      '/products/:id/variants/:variantId',
      {
        ...seller,
        config: noFiles,
        schema: {
          tags: ['products'],
          summary: 'Update a variant; answers the product (its stock is the sum of its variants)',
          consumes: ['multipart/form-data', 'application/json'],
          params: variantParamsSchema,
          body: variantBodySchema,
          response: { 200: productResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { id, variantId } = request.params;
        const updated = await products.updateVariant(
          currentSeller(request).id,
          idOf(id),
          idOf(variantId),
          request.body,
        );
        return { data: valueOf(updated, variantRefusals) };
      },
    );
  });

  app.get(
    '/admin/products',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The review queue: every seller's products of one status (pending unless asked), longest waiting first, a page after the cursor, with counts by status",
        querystring: productReviewQuerySchema,
        response: { 200: productReviewPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const after = cursor === undefined ? null : decodeCursor(cursor);
      if (after === null && cursor !== undefined)
        throw fieldError(
          'cursor',
          'This page of the queue is no longer valid. Start again from the first page.',
        );
      return { data: await products.queue({ status, limit, after }) };
    },
  );

  app.patch(
    '/admin/products/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve (status 1) or reject (status 2, with the reason the seller reads) a pending product; 409 when it is not pending. Notifies the seller',
        params: productParamsSchema,
        body: productReviewBodySchema,
        response: { 200: productReviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const decided = await products.review(currentAdmin(request), idOf(request.params.id), request.body);
      return { data: valueOf(decided, reviewRefusals) };
    },
  );
};
